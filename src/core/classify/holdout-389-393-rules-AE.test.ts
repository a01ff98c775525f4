/**
 * Rules written for misses of held-out batches 389–393 (group AE), after the batches had been scored
 * without them (on 090fc17): each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenCode's gateway types its own error `ModelError` under a 401 (batch 389, anomalyco/opencode#38624).
describe("a 401 whose body types itself a model error is the model's", () => {
  checkReasons([
    [
      "OpenCode Zen's 401 ModelError 'No provider available' (batch 389)",
      {
        status: 401,
        body: { type: 'error', error: { type: 'ModelError', message: 'No provider available' } },
        message: 'Error: No provider available',
      },
      'model_not_found',
    ],
    [
      "OpenCode Go's 401 ModelError for a model it does not serve (sub2api#3566)",
      {
        status: 401,
        body: {
          type: 'error',
          error: {
            type: 'ModelError',
            message: 'Model opencode-go/kimi-k2.7-code is not supported',
          },
        },
        message:
          'Chat Completions API (/v1/chat/completions) returned 401: {"type":"error","error":{"type":"ModelError","message":"Model opencode-go/kimi-k2.7-code is not supported"}}',
      },
      'model_not_found',
    ],
    [
      'a 401 of the same shape typed as an auth error stays the key (invented)',
      {
        status: 401,
        body: { type: 'error', error: { type: 'AuthError', message: 'Invalid API key.' } },
        message: 'Error: Invalid API key.',
      },
      'auth_permanent',
    ],
    [
      "SageMaker's ModelError class in the client's message, not the body's type (held h238)",
      {
        status: 400,
        message:
          'ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message "{ "code": 400, "type": "BadRequestException", "message": "Parameter model_name is required." }',
        name: 'ModelError',
      },
      'format_error',
    ],
    [
      'a bare 401 with a ModelError class name only in the message stays auth (invented)',
      { status: 401, message: 'replicate.exceptions.ModelError: Unauthenticated' },
      'auth',
    ],
  ]);
});

// sub2api's 502 around its upstream's 403 (batch 390, Wei-Shaw/sub2api#2942; held h55, sub2api#1510).
describe("a relay's 5xx saying its upstream refused access is auth", () => {
  checkReasons([
    [
      "sub2api's 502 as Hermes Agent printed it (batch 390)",
      {
        status: 502,
        message: '502 Bad Gateway\nUpstream access forbidden, please contact administrator',
      },
      'auth',
    ],
    [
      "sub2api's 502 with its JSON body (held h55)",
      {
        status: 502,
        body: {
          error: {
            message: 'Upstream access forbidden, please contact administrator',
            type: 'upstream_error',
          },
          type: 'error',
        },
        message:
          '502 {"error":{"message":"Upstream access forbidden, please contact administrator","type":"upstream_error"},"type":"error"}',
      },
      'auth',
    ],
    [
      "sub2api's 502 for an upstream that failed stays a server fault (held)",
      {
        status: 502,
        message:
          'unexpected status 502 Bad Gateway: Upstream request failed, url: http://x.x.x.x:xxxx/responses, request id: adbf6d21-f3bd-4b93-b286-845a1c9d2e10',
      },
      'server_error',
    ],
    [
      "Routstr's 502 upstream_error around an upstream 404 stays a server fault (held h139)",
      {
        status: 502,
        body: {
          error: { message: 'Not Found', type: 'upstream_error', code: 502 },
          request_id: '7013fc5a-2ce9-4468-9124-1a955f153dac',
        },
      },
      'server_error',
    ],
    [
      'a 502 whose upstream access log failed is no refusal (invented)',
      { status: 502, message: 'Bad Gateway: upstream access timed out' },
      'timeout',
    ],
  ]);
});

// LiteLLM's router with no deployment for the model group (batch 390, continuedev/continue#10907).
describe("LiteLLM's 'no healthy deployments for this model' is the model", () => {
  checkReasons([
    [
      "LiteLLM's 400 BadRequestError through Continue (batch 390)",
      {
        status: 400,
        message:
          "400 litellm.BadRequestError: You passed in model=MiniMax/MiniMax-M2.1. There are no healthy deployments for this modelNo fallback model group found for original model_group=MiniMax/MiniMax-M2.1. Fallbacks=[{'openai/gpt-oss-120b': ['netmind/openai/gpt-oss-120b', 'fallback/openai/gpt-oss-20b']}]. Received Model Group=MiniMax/MiniMax-M2.1\nAvailable Model Group Fallbacks=None",
      },
      'model_not_found',
    ],
    [
      'the same without a status (held h188, litellm#25466)',
      {
        message:
          'litellm.exceptions.BadRequestError: litellm.BadRequestError: You passed in model=nonexistent-model. There are no healthy deployments for this model. Received Model Group=nonexistent-model\nAvailable Model Group Fallbacks=None',
      },
      'model_not_found',
    ],
    [
      "LiteLLM's cooldown wording stays a rate limit (held h331)",
      {
        status: 429,
        message:
          "Error code: 429 - {'error': {'message': \"No deployments available for selected model, Try again in 60 seconds. Passed model=nvidia_nim/meta/llama-3.2-3b-instruct. pre-call-checks=False\", 'type': 'None', 'param': 'None', 'code': '429'}}",
      },
      'rate_limit',
    ],
    [
      "Envoy's 'no healthy upstream' stays capacity (held h197)",
      {
        status: 503,
        message:
          'unexpected status 503 Service Unavailable: no healthy upstream, url: https://chatgpt.com/backend-api/codex/responses',
      },
      'overloaded',
    ],
  ]);
});

// The Gemini Live API's close for a model it does not serve (batch 391, google/adk-python#252).
describe('a Live API close for a model it does not serve is the model', () => {
  checkReasons([
    [
      "adk web's 1007 close (batch 391)",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1007 (invalid frame payload data) gemini-2.0-flash-001 is not supported in the live api.; then sent 1007 (invalid frame payload data) gemini-2.0-flash-001 is not supported in the live api.',
        name: 'ConnectionClosedError',
      },
      'model_not_found',
    ],
    [
      'the model named with its resource prefix (invented)',
      {
        message:
          'received 1007 (invalid frame payload data) models/gemini-1.5-pro is not supported in the live api.',
      },
      'model_not_found',
    ],
    [
      "a feature the Live API does not serve stays the request's (invented)",
      {
        message:
          'received 1007 (invalid frame payload data) Function calling is not supported in the live api.; then sent 1007 (invalid frame payload data) Function calling is not supported in the live api.',
      },
      'format_error',
    ],
    [
      "a Claude model sent to Vertex's generateContent API stays the request's (held h33)",
      {
        status: 400,
        message:
          '400 FAILED_PRECONDITION: claude-sonnet-4-6 is not supported in the generateContent API.',
      },
      'format_error',
    ],
    [
      "a Live session's malformed tool schema stays the request's (held h383)",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1007 (invalid frame payload data) * BidiGenerateContentRequest.setup.tools[0].function_declarations[3].parameters.properties[task_ids].items.enum: only allow; then sent 1007 (invalid frame payload data) * BidiGenerateContentRequest.setup.tools[0].function_declarations[3].parameters.properties[task_ids].items.enum: only allow',
        name: 'ConnectionClosedError',
      },
      'format_error',
    ],
  ]);
});

// new-api's convert_request_error "not implemented" in a 500's body (batch 392, lobehub/lobehub#8230).
describe("new-api's request it cannot convert is the request's under a 500", () => {
  checkReasons([
    [
      "LobeChat's 'Show Details' object through new-api (batch 392)",
      {
        status: 500,
        body: {
          code: 'convert_request_error',
          type: 'new_api_error',
          error: {
            code: 'convert_request_error',
            type: 'new_api_error',
            param: '',
            message:
              'not implemented (request id: 20250619224614202732229T7Wy68IM) (request id: 2025061922461453017481dm2C1vIx)',
          },
          param: '',
          status: 500,
          provider: 'openai',
        },
      },
      'format_error',
    ],
    [
      'the words alone in the message (held h218, DMXAPI through Cherry Studio)',
      {
        status: 500,
        message: 'not implemented (request id: 2025122315105159103743182lZvIcq)',
        name: 'AI_APICallError',
      },
      'format_error',
    ],
    [
      'the code with other words, as new-api sends it for any failed conversion (invented)',
      {
        status: 500,
        body: {
          error: {
            code: 'convert_request_error',
            type: 'new_api_error',
            message:
              'unsupported message content type: input_audio (request id: 20250619224614202732229T7Wy)',
          },
        },
      },
      'format_error',
    ],
    [
      'a new-api 500 of another code keeps its own reading, a failed upstream request (invented)',
      {
        status: 500,
        body: {
          error: {
            code: 'do_request_failed',
            type: 'new_api_error',
            message: 'upstream error: do request failed (request id: 20250619224614202732229T7Wy)',
          },
        },
      },
      'timeout',
    ],
    [
      "a server's own 'not implemented' inside a sentence stays a server fault (invented)",
      { status: 500, message: 'Internal error: handler not implemented yet, please retry later' },
      'server_error',
    ],
  ]);
});

// Chatbox AI's license_inactived under a 401 (batch 392, chatanywhere/GPT_API_free#116; held h83).
describe("Chatbox AI's inactive licence is a dead key", () => {
  checkReasons([
    [
      "web.chatboxai's 401 (batch 392)",
      {
        status: 401,
        message:
          'API Error: {"error":{"code":"license_inactived","detail":"License Inactived","status":401,"title":"License Inactived"}}',
      },
      'auth_permanent',
    ],
    [
      "the desktop app's rendering with its Chinese hint, the status only in the body (held h83)",
      {
        message:
          'API Error: {"error":{"code":"license_inactived","detail":"License Inactived","status":401,"title":"License Inactived"}}\n\n遇到了来自 Chatbox-AI 的错误，一般是由错误设置或账户问题引起的。请检查 AI 设置和账户情况。',
      },
      'auth_permanent',
    ],
    [
      "Chatbox AI's own server error stays a server fault (held h83)",
      {
        message:
          'API Error: {"error":{"code":"system_error","detail":"Server error. Try again later.","status":500,"title":"Server Error"}}',
      },
      'server_error',
    ],
    [
      'a 401 of the same service for an expired token stays a refreshable auth (invented)',
      {
        status: 401,
        message:
          'API Error: {"error":{"code":"token_expired","detail":"Token expired","status":401,"title":"Token Expired"}}',
      },
      'auth',
    ],
  ]);
});

// Copilot's public-code filter (batch 393, microsoft/vscode-copilot-release#10013 and the English
// and Portuguese wordings of #6678 and #2585).
describe("Copilot's public-code block is a content refusal", () => {
  checkReasons([
    [
      'the French UI (batch 393)',
      {
        message:
          'Désolé, la réponse correspondait au code public et a donc été bloquée. Veuillez reformuler votre invite.',
      },
      'content_policy',
    ],
    [
      'the English wording (vscode-copilot-release#6678)',
      {
        message:
          'Sorry, the response matched public code so it was blocked. Please rephrase your prompt.',
      },
      'content_policy',
    ],
    [
      'the Portuguese wording (vscode-copilot-release#2585)',
      {
        message:
          'A resposta correspondeu ao código público, por isso foi bloqueada. Reformule sua solicitação.',
      },
      'content_policy',
    ],
    [
      "Copilot's rate-limit apology stays a rate limit (held h142)",
      {
        message:
          'Sorry, you have been rate-limited. Please wait a moment before trying again. Learn More\n\nServer Error: Sorry, you have exceeded your Copilot token usage. Please review our Terms of Service. Error Code: rate_limited',
      },
      'rate_limit',
    ],
    [
      'a public code repository named in a 404 stays the model (invented)',
      {
        status: 404,
        message: 'The model `gpt-4o-public-code` does not exist or you do not have access to it.',
      },
      'model_not_found',
    ],
  ]);
});
