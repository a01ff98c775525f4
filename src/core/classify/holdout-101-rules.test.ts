/**
 * Rules from held-out batch 101 (a natural sample of request- and model-side errors: tool pairing,
 * role order, schemas, unsupported parameters, thinking blocks, retired or unknown models;
 * docs/classifier.md, "Batch 101"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Anthropic rejects a thinking block where it may not stand in two wordings: "The final block in an
// assistant message cannot be `thinking`." (held, thinking_signature: tailcallhq/forgecode#2107,
// anthropics/claude-code#10199) and, when the request has thinking off, "When thinking is disabled,
// an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks,
// enable `thinking` in your request." (tailcallhq/forgecode#1853 from api.anthropic.com, #1195
// relayed by an OpenRouter-shaped gateway from Claude on Google). Both are fixed the same way —
// drop the thinking blocks from the history (strip_thinking) — so both are thinking_signature.
// Counter-examples: a history whose assistant turn lacks its leading thinking block ("Expected
// `thinking` or `redacted_thinking`, but found `text` … must start with a thinking block",
// n8n-io/n8n#22550; "the first block must be `thinking` or `redacted_thinking`. Found `text`",
// anthropics/claude-code#20691, held h77) stays format_error (stripping cannot add the block), as do
// a field on a thinking block ("messages.1.content.0.thinking.cache_control: Extra inputs are not
// permitted", router-for-me/CLIProxyAPI#512, this batch) and the budget check ("`max_tokens` must be
// greater than `thinking.budget_tokens`", liuw1535/antigravity2api-nodejs#149, held).
// Review (r100): the wording also arrives without its backticks, relayed from Anthropic in an
// OpenRouter-shaped envelope (tailcallhq/forgecode#1197), and in Vertex's envelope through an
// Antigravity proxy (su-kaka/gcli2api#209): both thinking_signature. DeepSeek's "The
// `content[].thinking` in the thinking mode must be passed back to the API." (anomalyco/opencode#24791,
// anthropics/claude-code#62756) asks for the opposite of stripping — the thinking must be sent back —
// so it stays format_error.
describe('a thinking block the final assistant message may not contain is a thinking fault', () => {
  checkReasons([
    [
      'relayed in an OpenRouter-shaped envelope, status only in the text (forgecode#1195)',
      {
        message:
          '0: Failed to create completion message: {"error":{"headers":{},"requestID":null,"error":{"message":"Provider returned error","code":400,"metadata":{"raw":"{\\"type\\":\\"error\\",\\"error\\":{\\"type\\":\\"invalid_request_error\\",\\"message\\":\\"messages.11.content.0: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request.\\"}}","provider_name":"Google"}},"code":400}}',
      },
      'thinking_signature',
    ],
    [
      "Anthropic's 400 body (forgecode#1853)",
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'messages.1.content.0: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request.',
          },
        },
      },
      'thinking_signature',
    ],
    [
      'the held sibling wording stays (forgecode#2107)',
      {
        message:
          '400 Bad Request Reason: {"type":"error","error":{"type":"invalid_request_error","message":"messages.1: The final block in an assistant message cannot be `thinking`."},"request_id":"req_011CVzRApSTq9LqxMcT8uSxd"}',
      },
      'thinking_signature',
    ],
    [
      'a missing leading thinking block stays a request fault (n8n#22550; its 400 as n8n keeps it, held h46)',
      {
        status: 400,
        message:
          'Bad request - please check your parameters\nmessages.1.content.0.type: Expected thinking or redacted_thinking, but found text. When thinking is enabled, a final assistant message must start with a thinking block (preceeding the lastmost set of tool_use and tool_result blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable thinking. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking',
      },
      'format_error',
    ],
    [
      'the first block must be thinking stays a request fault (claude-code#20691)',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.5.content.0: If an assistant message contains any thinking blocks, the first block must be `thinking` or `redacted_thinking`. Found `text`."},"request_id":"req_011CXTTUY143pJroriaiunm9"}',
      },
      'format_error',
    ],
    [
      'an extra field on a thinking block stays a request fault (CLIProxyAPI#512)',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              '{"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content.0.thinking.cache_control: Extra inputs are not permitted"},"request_id":"req_vrtx_011CW53cgFGpqYUHNuFz1D8t"}',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'format_error',
    ],
    [
      'the thinking budget check stays a request fault (antigravity2api-nodejs#149)',
      {
        message:
          '{"type":"error","error":{"type":"invalid_request_error","message":"`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size"},"request_id":"req_vrtx_011CXysPoC8LTxjk47JUjfVN"}',
      },
      'format_error',
    ],
    [
      'without backticks, relayed from Anthropic by an OpenRouter-shaped gateway (forgecode#1197)',
      {
        message:
          '0: 400 Bad Request Reason: {"message":"Provider returned error","metadata":{"raw":"{\\"type\\":\\"error\\",\\"error\\":{\\"type\\":\\"invalid_request_error\\",\\"message\\":\\"messages.1.content.0: When thinking is disabled, an assistant message in the final position cannot contain thinking. To use thinking blocks, enable thinking in your request.\\"}}","provider_name":"Anthropic"}}\n1: Invalid Status Code: 400',
      },
      'thinking_signature',
    ],
    [
      "in Vertex's envelope through an Antigravity proxy (gcli2api#209)",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              '{"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content.0: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request."},"request_id":"req_vrtx_011CWPZJRmSYfjQARj995n5d"}',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'thinking_signature',
    ],
    [
      "DeepSeek's thinking that must be passed back stays a request fault (opencode#24791)",
      {
        message:
          'Bad Request: {"error":{"message":"The `content[].thinking` in the thinking mode must be passed back to the API.","type":"invalid_request_error","param":null,"code":"invalid_request_error"}}',
      },
      'format_error',
    ],
  ]);
});

// Review r100's leads, made by the lead: Anthropic's refusal of thinking blocks whose parameters
// changed since they were made ("When providing `thinking` or `redacted_thinking` blocks, the
// blocks must match the parameters during the original request.", anthropics/claude-code#2171 and
// #1702, as the review quotes them) is fixed the same way as an edited block: strip the thinking
// from the history. And Claude Code wraps a long API error at a space and indents the next line by
// four spaces (as in anthropics/claude-code#20727 for the sibling thinking messages), which must not
// split "cannot contain `thinking`" from its verdict (the wrapped rendering is built from the real
// sentence, not quoted).
describe('thinking blocks made under other parameters, and wrapped thinking verdicts', () => {
  checkReasons([
    [
      "Anthropic's 400 for thinking blocks made under other parameters (claude-code#2171)",
      {
        status: 400,
        message:
          'messages.3.content.0: When providing `thinking` or `redacted_thinking` blocks, the blocks must match the parameters during the original request.',
      },
      'thinking_signature',
    ],
    [
      'the final-position verdict wrapped by Claude Code (built from the real sentence)',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content.0: When thinking is disabled, an `assistant` message in the final position cannot\n    contain `thinking`. To use thinking blocks, enable `thinking` in your request."}}',
      },
      'thinking_signature',
    ],
    [
      'a parameter that must match between two fields stays a request fault (invented neighbour)',
      {
        status: 400,
        message:
          'max_tokens: the value must match the parameters of the model during the original request',
      },
      'format_error',
    ],
  ]);
});
