/**
 * Rules from held-out batch 104 (a natural sample of provider errors as agent frameworks, workflow
 * builders and autonomous agents print them — n8n, Flowise, OpenManus, Goose, Letta, Coze, Google
 * ADK, LangGraph, MetaGPT …; docs/classifier.md, "Batch 104"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// n8n's node errors are a JSON document of n8n's own: `errorMessage` is n8n's banner for the status
// class ("The resource you are requesting could not be found", "Bad request - please check your
// parameters", "The service is receiving too many requests from you"), `errorDescription` is the
// provider's own sentence, `errorDetails.rawErrorMessage` the raw response. The banner alone names
// no failure, so the description joins the message (as an `extensions.reason` already does).
// The 429 banner over OpenAI's insufficient_quota description is billing, as held h26 reads the
// two joined (n8n-io/n8n#19355's wording). Counter-example: OpenRouter's free-models-per-day cap
// under n8n's "OpenAI: Rate limit reached" stays rate_limit (n8n-io/n8n#19117, the dev corpus' line).
describe("n8n's errorDescription carries the provider's words", () => {
  checkReasons([
    [
      "OpenAI's model_not_found under n8n's 404 banner (n8n-io/n8n#12856)",
      {
        message: 'The resource you are requesting could not be found',
        body: {
          errorMessage: 'The resource you are requesting could not be found',
          errorDescription: 'The model `gpt-4O` does not exist or you do not have access to it.',
          errorDetails: {
            rawErrorMessage: [
              '404 - {"error":{"message":"The model `gpt-4O` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}',
            ],
            httpCode: '404',
          },
        },
      },
      'model_not_found',
    ],
    [
      'the body alone (no message kept)',
      {
        body: {
          errorMessage: 'The resource you are requesting could not be found',
          errorDescription: 'The model `gpt-4O` does not exist or you do not have access to it.',
        },
      },
      'model_not_found',
    ],
    [
      "n8n's bad-request banner over OpenAI's missing parameter (n8n-io/n8n#22598)",
      {
        body: {
          errorMessage: 'Bad request - please check your parameters',
          errorDescription: "Missing required parameter: 'tools[5].filters.type'.",
        },
      },
      'format_error',
    ],
    [
      "OpenRouter's daily free-model cap stays a rate limit (n8n-io/n8n#19117)",
      {
        message: 'OpenAI: Rate limit reached',
        body: {
          errorMessage: 'OpenAI: Rate limit reached',
          errorDescription:
            'Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day',
          errorDetails: {},
        },
      },
      'rate_limit',
    ],
    [
      "the 429 banner over OpenAI's insufficient_quota is billing (n8n-io/n8n#19355 wording)",
      {
        body: {
          errorMessage: 'The service is receiving too many requests from you',
          errorDescription:
            'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors',
        },
      },
      'billing',
    ],
  ]);
});

// tenacity's `after_log` line ("Finished call to '<function>' after 2.975(s), this was the 1st time
// calling it.") is how MetaGPT and other Python apps log each failed attempt, followed by "exp:" and
// the exception. It is a client's headline, as "OpenAI completion error:" is: a 404 that says
// nothing else ("Error code: 404 - {'error': {'message': 'Not Found'}}", FoundationAgents/MetaGPT#1775)
// is the bare 404 (model_not_found, held h52 for the same body without the headline).
// Counter-examples: a 404 whose text names the model or the resource keeps its text rule (MetaGPT's
// "The model `gpt-4-1106-preview` does not exist", ollama/ollama#305; Azure's "Resource not found",
// held h34); a 404 naming something else that was not found stays unknown (invented: "Conversation
// not found").
describe("tenacity's after-log headline does not make a bare 404 less bare", () => {
  checkReasons([
    [
      'MetaGPT around a bare Not Found (FoundationAgents/MetaGPT#1775)',
      {
        message:
          "Finished call to 'metagpt.actions.action_node.ActionNode._aask_v1' after 2.975(s), this was the 1st time calling it. exp: Error code: 404 - {'error': {'message': 'Not Found'}}",
      },
      'model_not_found',
    ],
    [
      'a model that does not exist keeps its text rule (ollama/ollama#305)',
      {
        message:
          "Finished call to 'metagpt.actions.action_node.ActionNode._aask_v1' after 0.293(s), this was the 1st time calling it. exp: Error code: 404 - {'error': {'message': 'The model `gpt-4-1106-preview` does not exist or you do not have access to it.'}}",
      },
      'model_not_found',
    ],
    [
      "Azure's Resource not found keeps its answer (held h34 wording)",
      {
        message:
          "Finished call to 'metagpt.actions.action_node.ActionNode._aask_v1' after 66.928(s), this was the 1st time calling it. exp: Error code: 404 - {'error': {'code': '404', 'message': 'Resource not found'}}",
      },
      'model_not_found',
    ],
    [
      'something else not found stays unknown (invented)',
      {
        message:
          "Finished call to 'app.llm.ask' after 1.2(s), this was the 2nd time calling it. exp: Error code: 404 - {'error': {'message': 'Widget not found'}}",
      },
      'unknown',
    ],
  ]);
});

// Coze answers its own fault with code 5000 and "We're currently experiencing server issues. Please
// try your request again after a short delay." (coze-dev/coze-js#179): a server fault in so many
// words. Counter-examples: capacity stays overloaded ("The model you've selected is experiencing a
// high volume of traffic", Kiro, held h39; "This model is currently experiencing high demand",
// Gemini 503, held h30).
describe('"experiencing server issues" is a server fault', () => {
  checkReasons([
    [
      "Coze's code 5000 body (coze-dev/coze-js#179)",
      {
        body: {
          code: 5000,
          detail: { logid: '20250402172757C9D48D9701EFB24031A7' },
          msg: "We're currently experiencing server issues. Please try your request again after a short delay. If the problem persists, contact our support team.",
        },
      },
      'server_error',
    ],
    [
      'the sentence as a message',
      {
        message:
          "We're currently experiencing server issues. Please try your request again after a short delay.",
      },
      'server_error',
    ],
    [
      'a high volume of traffic stays overloaded (held h39)',
      {
        message:
          "The model you've selected is experiencing a high volume of traffic. Try changing the model and re-running your prompt.",
      },
      'overloaded',
    ],
    [
      'high demand stays overloaded (held h30 wording)',
      {
        message:
          'This model is currently experiencing high demand. Spikes in demand are usually temporary. Please try again later.',
      },
      'overloaded',
    ],
  ]);
});

// anthropic-sdk-python's "Could not resolve authentication method. Expected one of api_key,
// auth_token, or credentials to be set. Or for one of the `X-Api-Key` or `Authorization` headers
// to be explicitly omitted" (Tracer-Cloud/opensre#2008) is the TypeScript SDK's "Expected either
// apiKey or authToken to be set" (held auth_permanent): no key. Its "Expected one of" is not a
// request field's allowed values. Counter-examples: those stay format_error (DeepSeek's "unknown
// variant `developer`, expected one of `system`, `user`, …", decolua/9router#773; SambaNova's
// "Invalid 'content' type. Expected one of: ['str'], got list.", musistudio/claude-code-router#965).
describe("the Python SDK's unresolved authentication method is a missing key", () => {
  checkReasons([
    [
      'through an app that retried it (Tracer-Cloud/opensre#2008)',
      {
        message:
          'RuntimeError: Anthropic API failed after 3 attempts: "Could not resolve authentication method. Expected one of api_key, auth_token, or credentials to be set. Or for one of the `X-Api-Key` or `Authorization` headers to be explicitly omitted"',
      },
      'auth_permanent',
    ],
    [
      // Review r104: the current TypeScript SDK lists five credential options, so the key name
      // stands too far from "to be set" for the key-verdict rule; it was read as a refreshable
      // `auth`. anthropics/anthropic-sdk-typescript src/client.ts (validateHeaders), quoted in
      // Claude Code's error reference (https://code.claude.com/docs/en/errors).
      "the current TypeScript SDK's five options (anthropic-sdk-typescript src/client.ts)",
      {
        message:
          'Could not resolve authentication method. Expected one of apiKey, authToken, credentials, config, or profile to be set. Or for one of the "X-Api-Key" or "Authorization" headers to be explicitly omitted',
      },
      'auth_permanent',
    ],
    [
      "the TypeScript SDK's wording keeps its answer (held)",
      {
        message:
          'Could not resolve authentication method. Expected either apiKey or authToken to be set. Or for one of the "X-Api-Key" or "Authorization" headers to be explicitly omitted',
      },
      'auth_permanent',
    ],
    [
      "a role's allowed values stay the request (decolua/9router#773)",
      {
        message:
          'Failed to deserialize the JSON body into the target type: messages[1].role: unknown variant `developer`, expected one of `system`, `user`, `assistant`, `tool`, `latest_reminder` at line 1 column 51036',
      },
      'format_error',
    ],
    [
      "a content type's allowed values stay the request (musistudio/claude-code-router#965)",
      {
        message:
          "Unable to tokenize message with status code 400 for model DeepSeek-V3.1: Invalid 'content' type. Expected one of: ['str'], got list.",
      },
      'format_error',
    ],
  ]);
});

// Anthropic rejects a history whose thinking block is empty: "messages.1.content.0.thinking: each
// thinking block must contain thinking" (github/CopilotForXcode#703). As with blocks "cannot be
// modified" or that "must match the parameters during the original request", stripping the
// history's thinking is the repair (thinking_signature). Counter-examples: a missing thinking block
// stays format_error ("Expected `thinking` or `redacted_thinking`, but found `text`", held
// vercel-ai line); an empty text block stays format_error ("text content blocks must be non-empty",
// continuedev/continue#11045).
describe('an empty history thinking block is stripped', () => {
  checkReasons([
    [
      "Copilot for Xcode's relayed 400 (github/CopilotForXcode#703)",
      {
        message:
          'Sorry, an error occurred while generating a response. Details: unhandled status from server: 400 {"error": {"message": "messages.1.content.0.thinking: each thinking block must contain thinking","code":"invalid_request_body"}} Request ID: xxx',
      },
      'thinking_signature',
    ],
    [
      'the sentence on a 400',
      {
        status: 400,
        message: 'messages.3.content.0.thinking: each thinking block must contain thinking',
      },
      'thinking_signature',
    ],
    [
      'a missing thinking block stays the request (held)',
      {
        status: 400,
        message:
          'messages.3.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`. When `thinking` is enabled, a final `assistant` message must start with a thinking block.',
      },
      'format_error',
    ],
    [
      'an empty text block stays the request (continuedev/continue#11045)',
      { status: 400, message: 'messages.5.content.0.text: text content blocks must be non-empty' },
      'format_error',
    ],
  ]);
});

// Gemini's prompt feedback as langchain-google prints it ("Gemini produced an empty response.
// Continuing with empty message\nFeedback: block_reason: OTHER", langchain-ai/langgraph#4780): the
// prompt was blocked for OTHER, which the held lines read as a refusal (koog's
// `promptFeedback.blockReason: OTHER`, the structured form; held h48's finish_reason OTHER). The
// snake-case text form already reads SAFETY, BLOCKLIST and SPII; protobuf's text form puts
// `block_reason` only in a prompt's feedback. Counter-examples: an unspecified reason is no verdict
// (invented: "block_reason: BLOCKED_REASON_UNSPECIFIED" keeps its old answer); a bare JSON fragment
// `{"blockReason": "OTHER"}` stays unknown (batch 36's rule test, whose fragment names no prompt).
describe("Gemini's block_reason OTHER in text is a refusal", () => {
  checkReasons([
    [
      "langchain-google's warning (langchain-ai/langgraph#4780)",
      {
        message:
          'Gemini produced an empty response. Continuing with empty message\nFeedback: block_reason: OTHER',
      },
      'content_policy',
    ],
    [
      'a bare JSON fragment stays unknown (batch 36 rule test)',
      { message: '{"blockReason": "OTHER"}' },
      'unknown',
    ],
    [
      'an unspecified reason stays unknown (invented)',
      {
        message:
          'Gemini produced an empty response. Continuing with empty message\nFeedback: block_reason: BLOCKED_REASON_UNSPECIFIED',
      },
      'unknown',
    ],
  ]);
});
