/**
 * Rules from held-out batch 90 (a natural sample of Anthropic's API as users meet it outside the
 * most-mined repositories — the Messages API directly and through Bedrock, Vertex and relays, in
 * apps, agents and libraries; docs/classifier.md, "Batch 90"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// The Anthropic SDKs refuse a non-streaming call whose max_tokens could run past ten minutes
// ("Streaming is required for operations that may take longer than 10 minutes. See
// https://github.com/anthropics/anthropic-sdk-typescript#long-requests"), before anything is sent:
// the request must change (stream it), whatever status a proxy puts on it. Archestra's proxy ran
// the SDK upstream and answered Claude Code with a 500, which Claude Code prints with its own
// "server-side issue, usually temporary" hint (archestra-ai/archestra#4688). Counter-examples:
// Anthropic's own 500 `api_error` "Internal server error" in Claude Code's words stays
// server_error (anthropics/claude-code#70334), and a relay's 500 for a stream it could not read
// ("response is not 'text/event-stream'", xllm-go/bypass#44, held) stays server_error.
describe("the SDK's streaming-required refusal is the request's on a 5xx too", () => {
  checkReasons([
    [
      "Claude Code's line through Archestra's proxy",
      {
        message:
          'API Error: 500 Streaming is required for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-typescript#long-requests for more details. This is a server-side issue, usually temporary — try again in a moment. If it persists, check status.claude.com.',
      },
      'format_error',
    ],
    [
      'the same refusal with the status kept apart (invented rendering)',
      {
        status: 502,
        message:
          'Streaming is required for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-python#long-requests for more details',
      },
      'format_error',
    ],
    [
      // Real (review r90): the older SDKs' wording, as a user met it
      // (https://github.com/anthropics/anthropic-sdk-python/issues/1002); the 500 is a proxy's,
      // as Archestra's above.
      'the older "strongly recommended" wording under a 500',
      {
        status: 500,
        message:
          'Error result: Streaming is strongly recommended for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-python#long-requests for more details',
      },
      'format_error',
    ],
    [
      // Real (review r90): the same refusal relayed as a 400
      // (https://github.com/anthropics/anthropic-sdk-python/issues/1698).
      'the refusal relayed as a 400',
      {
        message:
          'API Error: 400 Streaming is required for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-python#long-requests for more details',
      },
      'format_error',
    ],
    [
      "Anthropic's own 500 in Claude Code's words stays a server error",
      {
        message:
          'API Error: 500 Internal server error. This is a server-side issue, usually temporary — try again in a moment. If it persists, check https://status.claude.com.',
      },
      'server_error',
    ],
    [
      "a relay's 500 for a response that was not a stream stays a server error",
      {
        status: 500,
        message:
          "<internal/plugin/llm> cohere/adapter.go:126 | [ERRO] <Stream: -1> response is not 'text/event-stream'",
      },
      'server_error',
    ],
  ]);
});

// Anthropic's extended thinking takes no sampling changes ("Thinking isn't compatible with
// `temperature`, `top_p`, or `top_k` modifications", extended-thinking docs), and says so as
// "`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation
// at …": a parameter the client must drop or change, as the held "cannot both be specified". Sources:
// MartialBE/one-hub#529 ("Provider API error: …"), egoist/chatwise-releases#1348 (a relay's new-api
// envelope). The same shape reads Anthropic's "tool_choice may only be specified while providing
// tools." (held under OpenRouter's 400) without its status. Counter-examples: Anthropic's "Invalid `signature` in
// `thinking` block" stays thinking_signature (anthropics/claude-code#10627); an OpenAI rate limit
// that states what the organization may do per minute stays rate_limit (held wording).
describe('a sampling parameter refused while thinking is on is a format error', () => {
  checkReasons([
    [
      "one-hub's relayed message",
      {
        message:
          'Provider API error: `temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking',
      },
      'format_error',
    ],
    [
      "a new-api relay's envelope",
      {
        message:
          '`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at (request id: xxx) 400: {"error":{"message":"`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at (request id: xxx)","type":"<nil>","param":"","code":null}}',
      },
      'format_error',
    ],
    [
      'the same sentence for top_k on a 400 (invented parameter)',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: '`top_k` may only be set to 1 when thinking is enabled.',
          },
        },
      },
      'format_error',
    ],
    [
      'tool_choice without tools, its status lost, is a format error',
      { message: 'tool_choice may only be specified while providing tools.' },
      'format_error',
    ],
    [
      'an invalid thinking signature keeps its answer',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content.0: Invalid `signature` in `thinking` block"},"request_id":"req_011CUdL49e3Fu9bCKbWF6cXD"}',
      },
      'thinking_signature',
    ],
    [
      'a per-minute token limit stays a rate limit',
      {
        status: 429,
        message:
          'Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.',
      },
      'rate_limit',
    ],
  ]);
});

// A credential kept for one client ("This credential is only authorized for use with Claude Code
// and cannot be used for other API requests.", Anthropic's 400 `invalid_request_error` for a Claude
// Pro/Max OAuth token used by another app; anymorph-ai/Claudable#45, craft-ai-agents/
// craft-agents-oss#222): the key is valid, the client is not — the held convention for such gates
// (OpenCode Zen's "free tier can only be used from within OpenCode", Kimi For Coding's "only
// available for Coding Agents") is auth. Without a status it already was; on a 400 the status
// rule read it as the request's. Counter-examples: Anthropic's 400 for an empty balance stays
// billing, its 400 "This organization has been disabled." stays auth_permanent (held), and a 400
// about a tool parameter stays format_error.
describe('a credential gated to one client is auth on a 400', () => {
  checkReasons([
    [
      "Claudable's 400",
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"This credential is only authorized for use with Claude Code and cannot be used for other API requests."},"request_id":"req_011CTzhLPMYfm1fcc5e5uq9f"}',
      },
      'auth',
    ],
    [
      // Real (review r90): the body as clewdr printed it, status kept apart
      // (https://github.com/Xerxes-2/clewdr/issues/129).
      "clewdr's 400 with its body",
      {
        status: 400,
        body: {
          message:
            'This credential is only authorized for use with Claude Code and cannot be used for other API requests.',
          type: 'invalid_request_error',
        },
      },
      'auth',
    ],
    [
      'the sentence alone',
      {
        message:
          'This credential is only authorized for use with Claude Code and cannot be used for other API requests',
      },
      'auth',
    ],
    [
      "OpenCode Zen's gate on a 400 (invented status)",
      {
        status: 400,
        message:
          "Error from provider (Console): OpenCode's free tier can only be used from within OpenCode",
      },
      'auth',
    ],
    [
      'an empty balance on a 400 stays billing',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}',
      },
      'billing',
    ],
    [
      'a disabled organization on a 400 stays permanent',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"This organization has been disabled."},"request_id":"req_011CaWDzTjCygKryF7ETTuZk"}',
      },
      'auth_permanent',
    ],
    [
      'a tool parameter on a 400 stays a format error',
      {
        status: 400,
        message: 'tool_choice may only be specified while providing tools.',
      },
      'format_error',
    ],
  ]);
});
