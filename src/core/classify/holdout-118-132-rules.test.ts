/**
 * Rules written in session 26 for misses of held-out batches 118–132 (docs/classifier.md, "Rules
 * for batches 118–132"), after every one of those batches had been scored without them: each
 * rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Anthropic's 401 for an OAuth token where an API key is required, and its 403 for a subscription
// token without the inference scope: no refresh makes either key work (batch 122; sources:
// anthropics/anthropic-sdk-python#988, can1357/oh-my-pi#38). Anthropic's expired OAuth token (held
// in earlier batches) stays a refreshable 401.
describe('an OAuth token the API does not take is a dead key', () => {
  checkReasons([
    [
      'the Python SDK rendering (anthropic-sdk-python#988)',
      {
        message:
          "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'OAuth authentication is currently not supported.'}, 'request_id': 'req_011CYho5TG1nK4nDZqpGHxoe'}",
      },
      'auth_permanent',
    ],
    [
      'a token without the inference scope, wrapped over lines (oh-my-pi#38)',
      {
        message:
          'Error: 403 {"type":"error","error":{"type":"permission_error",\n"message":"OAuth token does not meet scope requirement any_of(user:inference, user:ccr_inference, user:voice,\n org:service_key_inference)"},"request_id":"req_011CY4ZKJWn3U6TnV1BMNW2o"}',
      },
      'auth_permanent',
    ],
    [
      "Anthropic's expired OAuth token stays refreshable",
      {
        status: 401,
        message:
          'OAuth token has expired. Please obtain a new token or refresh your existing token.',
      },
      'auth',
    ],
    // Review r26: the same refusal for a scope other than inference is no verdict on inference.
    // `claude setup-token`'s token carries only user:inference: it serves /v1/messages and gets
    // "403 permission_error: OAuth token does not meet scope requirement user:profile" from
    // /api/oauth/usage ("it can SPEND the subscription and cannot READ it" — usage reporters'
    // measured notes and test mocks of that endpoint, public code found by find_string in review
    // r26). A gateway that classifies that call must not kill a working inference token.
    [
      'a usage endpoint that wants user:profile (setup-token, review r26)',
      {
        status: 403,
        body: {
          type: 'error',
          error: {
            type: 'permission_error',
            message: 'OAuth token does not meet scope requirement user:profile',
          },
        },
      },
      'auth',
    ],
    [
      'the same with its code, as a usage reporter logged it (review r26)',
      {
        message:
          '403 oauth_scope_insufficient: OAuth token does not meet scope requirement user:profile',
      },
      'auth',
    ],
  ]);
});

// Zhipu's 401 when no key was sent ("Header中未收到Authorization参数，无法进行身份验证。", batch 121;
// songquanpeng/one-api#1301): the English "Missing Authorization header" is held as a missing key.
// Zhipu's own expired-token 401 ("令牌已过期或验证不正确！", held) stays refreshable.
describe("Zhipu's missing Authorization header is a missing key", () => {
  checkReasons([
    [
      "one-api's rendering (one-api#1301)",
      { message: 'status code 401: Header中未收到Authorization参数，无法进行身份验证。' },
      'auth_permanent',
    ],
    [
      'an app that kept the status in the text',
      { message: 'API Request Failed\n401 Header中未收到Authorization参数，无法进行身份验证。' },
      'auth_permanent',
    ],
    [
      "Zhipu's expired token stays refreshable",
      { status: 401, message: '令牌已过期或验证不正确！' },
      'auth',
    ],
  ]);
});

// "User location not supported" without the "is" (Kaggle's model proxy through the OpenAI SDK,
// batch 128; Kaggle/kaggle-benchmarks#85) is the held region block. A cloud region named in a
// validation error is where a model runs, not where the caller is.
describe('a region block without "is" is still a region block', () => {
  checkReasons([
    [
      'the SDK class around the sentence (kaggle-benchmarks#85)',
      {
        name: 'PermissionDeniedError',
        message: 'openai.PermissionDeniedError: User location not supported for this model/API',
      },
      'auth_permanent',
    ],
    [
      'a cloud region is no caller location (invented)',
      { message: 'Location us-east5 is not supported for model claude-3-5-sonnet' },
      'format_error',
    ],
  ]);
});

// One model switched off for a key that works: Groq's `model_permission_blocked_org` (batch 128;
// orbi-build/orbi#561) and claude.ai's "This model isn't available right now. You can switch to
// another model" as a proxy relays it (batch 119; mirrorange/clove#8). An organisation restricted as
// a whole (Groq's held 403) stays a dead key; an overload stays an overload.
describe('a model switched off for the caller is model_not_found', () => {
  checkReasons([
    [
      "Groq's 403 (orbi#561)",
      {
        status: 403,
        message:
          'The model `groq/compound` is blocked at the organization level. Please have the org admin\nenable this model in the org settings at https://console.groq.com/settings/limits\n（type: permissions_error, code: model_permission_blocked_org）',
      },
      'model_not_found',
    ],
    [
      "claude.ai's 403 through a proxy (clove#8)",
      {
        message:
          'API Error: 403 {"detail":{"code":503130,"message":"HTTP error occurred when calling Claude AI: permission_error - This model isn\'t available right now. You can switch to another model to continue using Claude. (Status: 403)"}}',
      },
      'model_not_found',
    ],
    [
      "Groq's restricted organisation stays a dead key",
      {
        status: 403,
        message:
          'Organization has been restricted. Please reach out to support if you believe this was in error.',
      },
      'auth_permanent',
    ],
    [
      'an overload stays an overload (invented)',
      { status: 503, message: 'This model is currently overloaded. Please try again later.' },
      'overloaded',
    ],
  ]);
});

// Anthropic's overflow verdict under a 413 the client kept only as text (batch 125;
// screenpipe/screenpipe#3852), as the 413 status rule already reads it. A bare 413 stays a size
// refusal.
describe("a 413 kept as text around the provider's overflow verdict is an overflow", () => {
  checkReasons([
    [
      'screenpipe#3852',
      {
        message:
          'AI error in chat: Error: 413 ... {"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 206134 tokens > 200000 maximum"}} ... code "413"',
      },
      'context_overflow',
    ],
    [
      'a bare 413 stays a size refusal',
      { message: 'Error: 413 Request Entity Too Large' },
      'payload_too_large',
    ],
  ]);
});

// A thinking block replayed without its text (Opus 4.7, batch 130; danny-avila/LibreChat#12717) is
// the history's thinking to drop, as the held "thinking.signature: Field required". A text block's
// missing field stays a request-shape error.
describe("a thinking block's missing text is a thinking-signature failure", () => {
  checkReasons([
    [
      'LibreChat#12717',
      {
        message:
          'Something went wrong. Here\'s the specific error message we encountered: An error occurred while processing the request: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.8.content.0.thinking.thinking: Field required"},"request_id":"req_REDACTED"}',
      },
      'thinking_signature',
    ],
    [
      "a text block's missing field stays format_error (invented)",
      { message: 'messages.1.content.0.text.text: Field required' },
      'format_error',
    ],
  ]);
});

// OpenAI's verification gate on reasoning summaries (batch 130; continuedev/continue#9611), as the
// held "must be verified to stream this model". A wrong value of the same parameter stays a
// request-shape error.
describe('an unverified organisation asking for reasoning summaries is model_not_found', () => {
  checkReasons([
    [
      'continue#9611',
      {
        status: 400,
        message:
          '{"message":"Your organization must be verified to generate reasoning summaries. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.","type":"invalid_request_error","param":"reasoning.summary","code":"unsupported_value"}',
      },
      'model_not_found',
    ],
    [
      'a wrong value stays format_error (invented)',
      {
        status: 400,
        message: "Invalid value for 'reasoning.summary': expected one of auto, concise, detailed",
      },
      'format_error',
    ],
  ]);
});

// ElevenLabs states the balance against the request's cost, under a 401 or (older SDK) as a
// RateLimitError (batch 129; home-assistant/core#160414, elevenlabs/elevenlabs-python#13):
// waiting refills nothing. A rejected key under the same 401 stays a dead key.
describe("a balance below the request's cost is billing", () => {
  checkReasons([
    [
      'the 401 with credits (home-assistant#160414)',
      {
        message:
          "status_code: 401, body: {'detail': {'status': 'quota_exceeded', 'message': 'This request exceeds your quota of 10000. You have 0 credits remaining, while 91 credits are required for this request.'}}",
      },
      'billing',
    ],
    [
      "the old SDK's RateLimitError in characters (elevenlabs-python#13)",
      {
        message:
          'RateLimitError: This request exceeds your quota. You have 119 characters remaining, while 965 characters are required for this request.',
      },
      'billing',
    ],
    [
      'a rejected key stays a dead key',
      { status: 401, message: 'Invalid API key' },
      'auth_permanent',
    ],
  ]);
});

// The Files API's "File is too large." for a Batch input over its size (batch 129;
// bespokelabsai/curator#111). An image over its limit stays image_too_large; a file of the wrong
// kind stays a request-shape error.
describe('a file over its size limit is payload_too_large', () => {
  checkReasons([
    [
      'curator#111',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': 'File is too large.', 'type': 'invalid_request_error', 'param': None, 'code': None}}",
      },
      'payload_too_large',
    ],
    [
      'an image stays image_too_large (invented)',
      { status: 400, message: 'Image file is too large' },
      'image_too_large',
    ],
    [
      'a file of the wrong kind stays format_error (invented)',
      { status: 400, message: 'The file is not supported.' },
      'format_error',
    ],
  ]);
});

// The AWS SDK's `${name}: ${message}` after a tool's headline, or the name with its Coral namespace
// and no message (batches 119 and 127; promptfoo/promptfoo#913,
// anthropics/anthropic-sdk-typescript#565): Bedrock's ValidationException. Java's file exceptions
// share AWS names and are printed with a path: no service code.
describe("Bedrock's ValidationException name is read after a headline or with its namespace", () => {
  checkReasons([
    [
      'promptfoo#913',
      { message: 'API call error: ValidationException: Validation Error' },
      'format_error',
    ],
    [
      'anthropic-sdk-typescript#565',
      { message: 'ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/' },
      'format_error',
    ],
    [
      "Java's file exception with a path names no service code",
      { message: 'Error: AccessDeniedException: /backups' },
      'unknown',
    ],
  ]);
});

// Hugging Face's "Authorization header is correct, but the token seems invalid" under a 400
// (batch 118; Vaibhavs10/hf-llm.rs#4); and a relay's "No available providers match the 'only'
// filter" for a model no provider serves as asked (batch 128; CommandCodeAI/command-code#827), as
// the held "No allowed providers are available". A bare 400 stays format_error.
describe("Hugging Face's invalid token and a relay's empty provider filter", () => {
  checkReasons([
    [
      'hf-llm.rs#4',
      {
        message:
          'Error: "HTTP Error 400 Bad Request: {\\"error\\":\\"Authorization header is correct, but the token seems invalid\\"}"',
      },
      'auth_permanent',
    ],
    [
      'command-code#827',
      {
        message:
          '{"error":{"message":"No available providers match the \'only\' filter: deepseek. Available providers are: alibaba, azure, baseten, deepinfra","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    ['a bare 400 stays format_error', { status: 400, message: 'Bad Request' }, 'format_error'],
  ]);
});
