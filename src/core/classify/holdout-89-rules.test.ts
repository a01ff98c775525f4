/**
 * Rules from held-out batch 89 (a natural sample of regional and smaller providers — Sber GigaChat,
 * Yandex, Infomaniak, IONOS, Microsoft's Foundry Local — and of Russian, Korean and Chinese threads
 * quoting them; docs/classifier.md, "Batch 89"): each rule's wordings, then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// GigaChat ends a generation its censor stops with finish_reason "blacklist" (GigaChat API reference,
// "finish_reason: blacklist — запрос попадает под тематические ограничения"); LangChain's GigaChat
// model logs it as "Giga generation stopped with reason: blacklist". Sources: ai-forever/gigachain#252
// (the maintainer: "Это цензор"), ai-forever/gigachain#90 (the logged warning). A refusal of the
// content, as Gemini's finish_reason SAFETY already is. Counter-examples: Gemini's finish reason
// SAFETY keeps its answer; a stop for the output cap or a normal stop is no refusal (invented: no
// thread quotes them as errors).
describe("GigaChat's blacklist finish reason is a content refusal", () => {
  checkReasons([
    [
      "langchain-gigachat's message",
      { message: 'Giga generation stopped with reason: blacklist' },
      'content_policy',
    ],
    [
      'the same as a logged warning',
      {
        message:
          'WARNING:langchain_community.chat_models.gigachat:Giga generation stopped with reason: blacklist',
      },
      'content_policy',
    ],
    [
      'a response document naming the finish reason (invented shape)',
      { message: 'generation failed: {"finish_reason": "blacklist", "index": 0}' },
      'content_policy',
    ],
    [
      'a finish reason SAFETY keeps its answer (invented wording)',
      { message: 'Response was blocked: finish_reason: SAFETY' },
      'content_policy',
    ],
    [
      'a stop for length is no refusal (invented)',
      { message: 'Giga generation stopped with reason: length' },
      'unknown',
    ],
  ]);
});

// A header the service cannot read as a credential ("Invalid Authorization header.", Gemini's
// OpenAI-compatible endpoint when the key is empty, as a 400 INVALID_ARGUMENT; source:
// ychoi-kr/llm-api-prog#1) and a credential in the wrong format (the GigaChat SDK's "Invalid
// credentials format. Please use only base64 credentials", antonko/gigachat-adapter#7) are the
// caller's configuration: no refresh or retry fixes them, as the held "auth header format" and
// "api key format" wordings already say. Counter-examples: an expired or wrong-audience access
// token stays auth (Azure's "Access token is missing, invalid, audience is incorrect",
// langchain-ai/langchain#17373 as held h29), and "Invalid authentication credentials" on a 401 stays
// auth (gpustack/gpustack#4103, this batch).
describe('an unreadable authorization header or credential format is a permanent auth failure', () => {
  checkReasons([
    [
      "Gemini's OpenAI-compatible 400 for an empty key",
      {
        message:
          '[{\n  "error": {\n    "code": 400,\n    "message": "Invalid Authorization header.",\n    "status": "INVALID_ARGUMENT"\n  }\n}\n]',
      },
      'auth_permanent',
    ],
    [
      'the same under its 400',
      { status: 400, message: 'Invalid Authorization header.' },
      'auth_permanent',
    ],
    [
      "the GigaChat SDK's credential format",
      {
        message:
          'Invalid credentials format. Please use only base64 credentials (Authorization data, not client secret!)',
      },
      'auth_permanent',
    ],
    [
      "Azure's expired or wrong-audience access token stays auth",
      {
        status: 401,
        body: {
          statusCode: 401,
          message:
            'Unauthorized. Access token is missing, invalid, audience is incorrect (https://cognitiveservices.azure.com), or have expired.',
        },
      },
      'auth',
    ],
    [
      '"Invalid authentication credentials" on a 401 stays auth',
      {
        status: 401,
        body: { code: 401, reason: 'Unauthorized', message: 'Invalid authentication credentials' },
      },
      'auth',
    ],
  ]);
});

// GigaChat's validator names a field of the request that is absent ("Field
// 'properties.schema.properties' is missing", a tool's JSON schema; langchain-gigachat#41, kept by
// the SDK as "422, b'{…}'"): the request's shape, as the held "missing `x` field" and "field
// required" are. Counter-examples: a missing access token stays auth (Azure, held h29), Gemini's
// "Function call is missing a thought_signature" stays a thinking signature (held h29,
// agno-agi/agno), and a client that found a field missing in the response it parsed is not the
// request's (invented: no real line found).
describe("a request field named missing is the request's shape", () => {
  checkReasons([
    [
      "langchain-gigachat's 422",
      {
        message:
          '422, b\'{"status":422,"message":"Field \'properties.schema.properties\' is missing"}',
      },
      'format_error',
    ],
    [
      'the document alone, another field (invented shape)',
      { message: '{"status":422,"message":"Field \'messages\' is missing"}' },
      'format_error',
    ],
    [
      "Gemini's missing thought signature keeps its answer",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly, and missing thought_signature may lead to degraded model performance. Additional data, function call `default_api:<redacted>` , position 2. please refer to https://ai.google.dev/gemini-api/docs/thought-signatures for more details.',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'thinking_signature',
    ],
    [
      "a field missing in the response a client parsed is not the request's (invented)",
      { message: "Field 'choices' is missing in response" },
      'unknown',
    ],
  ]);
});

// A method (route) the API does not serve: Infomaniak's 404 {"code":"method_not_found",
// "description":"Method not found"} (karakeep-app/karakeep#1089), gRPC's UNIMPLEMENTED "Method not
// found" and JSON-RPC's -32601 are the request's target, like the held "no route matched" and
// "page not found". Counter-examples: a model not found stays model_not_found (Xinference's "Model
// not found in the model list", held h80), and OpenRouter's "405 Method Not Allowed" keeps its
// answer (held h45).
describe('a method the API does not serve is the request’s target', () => {
  checkReasons([
    [
      "Infomaniak's 404 in a client's log",
      {
        message:
          'error: [inference][12] inference job failed: Error: 404 {"code":"method_not_found","description":"Method not found"}',
      },
      'format_error',
    ],
    [
      'the document as the message under its 404',
      { status: 404, message: '{"code":"method_not_found","description":"Method not found"}' },
      'format_error',
    ],
    [
      "Xinference's model not found stays model_not_found",
      { message: 'Model not found in the model list, uid: glm4-1-0' },
      'model_not_found',
    ],
    [
      "OpenRouter's 405 keeps its answer",
      {
        message: 'POST https://openrouter.ai/api/v1/v1/messages "HTTP/1.1 405 Method Not Allowed"',
      },
      'format_error',
    ],
    // Review r89: on a 404 the router rule runs before the model rules, so "method not found" takes
    // the same guard as "no route matched": a model named right after it keeps the model's verdict
    // (invented wording: no real line found that joins them).
    [
      'a model named after "method not found" on a 404 keeps model_not_found (invented)',
      {
        status: 404,
        message: 'Method not found: model `gpt-5` does not exist or you do not have access to it.',
      },
      'model_not_found',
    ],
  ]);
});

// Microsoft's AI Toolkit / Foundry Local prints the HTTP status after "inference endpoint due to"
// ("Unable to call the <model> inference endpoint due to 400. Please check if the input or
// configuration is correct."; microsoft/foundry-dev-tools#432): that number is the response's status.
// Counter-example: the same sentence with 429 keeps rate_limit (held h62, Azure AI Foundry).
describe('"… endpoint due to NNN" names the status', () => {
  checkReasons([
    [
      "Foundry Local's 400",
      {
        message:
          'Unable to call the qwen2.5-0.5b-instruct-openvino-npu:4 inference endpoint due to 400. Please check if the input or configuration is correct.: Error: Unable to call the qwen2.5-0.5b-instruct-openvino-npu:4 inference endpoint due to 400. Please check if the input or configuration is correct.',
      },
      'format_error',
    ],
    [
      "Azure AI Foundry's 429 keeps rate_limit",
      {
        message:
          'Unable to call the (az-proj-eus2)DeepSeek-V4-Flash inference endpoint due to 429. Your requests to DeepSeek-V4-Flash for DeepSeek-V4-Flash in eastus2 have exceeded rate limit. Please check if the input or configuration is correct.',
      },
      'rate_limit',
    ],
    // Review r89: the AI Toolkit's status ends its clause ("due to 400. Please check …"); a count or a
    // duration after "endpoint due to" is no status (invented wordings: the rule read "404 errors" as
    // a 404 and "500 ms" as a 500).
    [
      'a count of errors after "endpoint due to" is no status (invented)',
      { message: 'Failed to reach the endpoint due to 404 errors in a row' },
      'unknown',
    ],
    [
      'a duration after "endpoint due to" is no status (invented)',
      { message: 'Skipped the inference endpoint due to 500 ms of added latency' },
      'unknown',
    ],
  ]);
});
