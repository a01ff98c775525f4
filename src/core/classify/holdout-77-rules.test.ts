/**
 * Rules from held-out batch 77 (a natural sample of agent frameworks' threads; docs/classifier.md,
 * "Batch 77"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: openai/openai-agents-python#49 (h77, the Python SDK's missing-key OpenAIError); the
// Node SDK's wording is in openai/openai-node src/index.ts (`OpenAIError`, "The OPENAI_API_KEY
// environment variable is missing or empty; …") and Stainless-generated SDKs (Groq, Together)
// repeat both with their own variable's name. Counter-examples: rmar-dev/suma-ide (h72, Claude
// Code's output cap naming an environment variable in advice, context_overflow) and anthropics/
// anthropic-sdk-typescript's "Could not resolve authentication method" (held auth_permanent).
describe("an SDK's own missing-key error is a key that is not configured", () => {
  checkReasons([
    [
      "the Python SDK's api_key client option, no status",
      {
        name: 'OpenAIError',
        message:
          'The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable',
      },
      'auth_permanent',
    ],
    [
      "the Node SDK's missing environment variable, no status",
      {
        name: 'OpenAIError',
        message:
          "The OPENAI_API_KEY environment variable is missing or empty; either provide it, or instantiate the OpenAI client with an apiKey option, like new OpenAI({ apiKey: 'My API Key' }).",
      },
      'auth_permanent',
    ],
    [
      // The same SDKs' Azure clients: stanfordnlp/dspy#1051 (Python's AzureOpenAI),
      // https://github.com/stanfordnlp/dspy/issues/1051; was auth (message.auth)
      "the Python SDK's AzureOpenAI without credentials, no status",
      {
        name: 'OpenAIError',
        message:
          'Missing credentials. Please pass one of `api_key`, `azure_ad_token`, `azure_ad_token_provider`, or the `AZURE_OPENAI_API_KEY` or `AZURE_OPENAI_AD_TOKEN` environment variables.',
      },
      'auth_permanent',
    ],
    [
      // microsoft/teams-sdk#2001 (the Node SDK's AzureOpenAI),
      // https://github.com/microsoft/teams-sdk/issues/2001; was auth (message.auth)
      "the Node SDK's AzureOpenAI without credentials, no status",
      {
        name: 'OpenAIError',
        message:
          'Missing credentials. Please pass one of `apiKey` and `azureADTokenProvider`, or set the `AZURE_OPENAI_API_KEY` environment variable.',
      },
      'auth_permanent',
    ],
    [
      'an output cap that names an environment variable in advice stays the overflow',
      {
        message:
          "API Error: Claude's response exceeded the 32000 output token maximum. To configure this behavior, set the CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable.",
      },
      'context_overflow',
    ],
    [
      "Anthropic's SDK without a key stays auth_permanent",
      {
        message:
          'Could not resolve authentication method. Expected either apiKey or authToken to be set. Or for one of the "X-Api-Key" or "Authorization" headers to be explicitly omitted',
      },
      'auth_permanent',
    ],
  ]);
});

// Sources: openai/openai-agents-python#2020 (h77, a replayed reasoning item answered 404); the held
// 400 and status-less forms of the same words (h49's `ci_` item with store=false, chatwise's ZDR
// body) are format_error, and OpenAI documents `previous_response_not_found` for a stale
// previous_response_id. Counter-examples: microsoft/sample-app-aoai-chatGPT#1266 (h60, Azure's 404
// "Resource not found": the deployment, model_not_found) and CherryHQ/cherry-studio#2942 (h70,
// "The model or endpoint … does not exist", model_not_found).
describe("a 404 for a conversation item the request referenced is the request's, not the model's", () => {
  checkReasons([
    [
      'the Agents SDK replaying a reasoning item, 404 in text',
      {
        name: 'NotFoundError',
        message:
          "Error code: 404 - {'error': {'message': \"Item with id 'rs_3c4caff36e34c099006900f0e3c66481909c15ac262a15b060' not found.\", 'type': 'invalid_request_error', 'param': 'input', 'code': None}}",
      },
      'format_error',
    ],
    [
      'a stale previous_response_id answered 404',
      {
        status: 404,
        message:
          "Previous response with id 'resp_68b140cf2c9c8193a6417aabd97428b40b003345362caed7' not found.",
      },
      'format_error',
    ],
    [
      // maximhq/bifrost#2441 (Codex through Bifrost): the stream's error event, its status only
      // inside the event's JSON, https://github.com/maximhq/bifrost/issues/2441
      'a stale previous_response_id as a stream error event, no HTTP status',
      {
        message:
          '{"type":"error","status":400,"error":{"code":"previous_response_not_found","message":"Previous response with id \'resp_0f09a275409xxx\' not found."}}',
      },
      'format_error',
    ],
    [
      'the same stale previous_response_id in the body, no status',
      {
        body: {
          error: {
            code: 'previous_response_not_found',
            message: "Previous response with id 'resp_0f09a275409xxx' not found.",
          },
        },
      },
      'format_error',
    ],
    [
      "Azure's 404 for a deployment stays model_not_found",
      {
        status: 404,
        message: "Error code: 404 - {'error': {'code': '404', 'message': 'Resource not found'}}",
      },
      'model_not_found',
    ],
    [
      'a model that does not exist stays model_not_found',
      {
        status: 404,
        message:
          'The model or endpoint DeepSeek-R1 does not exist or you do not have access to it. Request id: 021741258805706dc58225416fcb21cbd',
      },
      'model_not_found',
    ],
  ]);
});

// Sources: langchain-ai/langchainjs#7573 (h77, the title quoting Anthropic's message without a
// status); the same sentence with a 400 is held format_error (aaif-goose/goose#1102, h60's
// gitcode post), and Bedrock's ValidationException around it (browser-use/browser-use#988).
// Counter-example: anthropics/claude-code#10627 (an invalid thinking signature in the same
// messages.N.content.M form, thinking_signature).
describe("Anthropic's missing tool_result blocks are the request's shape, with or without a status", () => {
  checkReasons([
    [
      'the bare sentence, no status',
      {
        message:
          'Did not find 1 `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks',
      },
      'format_error',
    ],
    [
      'an invalid thinking signature stays thinking_signature',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content.0: Invalid `signature` in `thinking` block"},"request_id":"req_011CUdL49e3Fu9bCKbWF6cXD"}',
      },
      'thinking_signature',
    ],
  ]);
});

// Sources: n8n-io/n8n#23415 (h77, n8n's 400 headline "Bad request - please check your parameters"
// over OpenRouter's bare "Provider returned error", no status kept); n8n's NodeApiError gives that
// headline to HTTP 400 only. Counter-examples: jakobdylanc/llmcord#77 (h54, the bare words from a
// stream's error event after a 200, server_error) and aaif-goose/goose#1244 (OpenRouter's 429
// "Provider returned error" with the upstream's quota in metadata, held).
describe('"Provider returned error" under a bad-request headline is a refused request', () => {
  checkReasons([
    [
      "n8n's 400 headline over OpenRouter's words, no status",
      { message: 'Bad request - please check your parameters\nProvider returned error' },
      'format_error',
    ],
    [
      'the bare words from a stream stay server_error',
      { name: 'APIError', message: 'Provider returned error' },
      'server_error',
    ],
  ]);
});
