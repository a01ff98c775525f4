/**
 * Rules written for misses of held-out batches 444–448 (group AM), after the batches had been scored
 * without them (on 725c0d6): each rule's real wordings (from the batch lines named), then the
 * neighbours it must read the same way and the ones it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Claude Code on Bedrock from China; generative-bi-using-rag's boto3 ClientError (batch 448).
describe("a caller's country refused in the plural ('unsupported countries, regions, or territories')", () => {
  checkReasons([
    [
      "Bedrock's 400 'Access to Anthropic models is not allowed from unsupported countries…' (batch 448)",
      {
        status: 400,
        message:
          'API Error: 400 Access to Anthropic models is not allowed from unsupported countries, regions, or territories. Please refer to https://www.anthropic.com/supported-countries for more information.',
      },
      'auth_permanent',
    ],
    [
      'the same words as a ValidationException without a status (batch 448)',
      {
        name: 'ValidationException',
        code: 'ValidationException',
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: Access to Anthropic models is not allowed from unsupported countries, regions, or territories. Please refer to https://www.anthropic.com/supported-countries for more information on the countries and regions Anthropic currently supports.',
      },
      'auth_permanent',
    ],
    [
      'the same words under a 403 (invented)',
      {
        status: 403,
        message:
          'Access to Anthropic models is not allowed from unsupported countries, regions, or territories.',
      },
      'auth_permanent',
    ],
    [
      "OpenAI's singular 'Country, region, or territory not supported' stays the region block (held)",
      { status: 403, message: 'Country, region, or territory not supported' },
      'auth_permanent',
    ],
    [
      'a model not allowed for the account, no place named, stays the model’s (invented)',
      { status: 400, message: 'Access to this model is not allowed for your account.' },
      'model_not_found',
    ],
    [
      "a model not available in your region under a relay's 403 stays the model's (held h28)",
      {
        status: 403,
        message:
          'channel error (channel #15, status code: 403): This model is not available in your region.',
      },
      'model_not_found',
    ],
  ]);
});

// OpenCode Zen's connectivity test (batch 448); held h234 the same words without a status.
describe('a model not available in your country is the region block, not the model', () => {
  checkReasons([
    [
      "OpenCode's 403 RegionError 'This model is not available in your country.' (batch 448)",
      {
        status: 403,
        body: {
          type: 'error',
          error: { type: 'RegionError', message: 'This model is not available in your country.' },
        },
        message:
          '❌ Test failed: POST /chat/completions failed: 403 {"type":"error","error":{"type":"RegionError","message":"This model is not available in your country."}}',
      },
      'auth_permanent',
    ],
    [
      'the same words without a status (held h234)',
      { message: 'This model is not available in your country.' },
      'auth_permanent',
    ],
    [
      "Snowflake Cortex's 'The model you requested is unavailable in your region' stays the model's (held h109)",
      {
        message:
          "Request failed for external function SYSTEM$PARSE_DOC_INTERNAL with remote service error: 400 'The model you requested is unavailable in your region. To access it, enable cross region inference.'",
      },
      'model_not_found',
    ],
    [
      "a relay's 403 'This model is not available in your location.' stays the model's (invented)",
      { status: 403, message: 'This model is not available in your location.' },
      'model_not_found',
    ],
  ]);
});

// Azure-Samples/ai-rag-chat-evaluator #94 and Azure-Language-OpenAI-Conversational-Agent-Accelerator #49 (batch 446).
describe('an Entra token from another tenant than the resource’s', () => {
  checkReasons([
    [
      "Azure OpenAI's 400 'Token tenant … does not match resource tenant.' (batch 446)",
      {
        status: 400,
        name: 'BadRequestError',
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'code': 'Tenant provided in token does not match resource token', 'message': 'Token tenant xxxxxxxxxxxxxxxx does not match resource tenant.'}}",
      },
      'auth',
    ],
    [
      "azure-core's HttpResponseError rendering without a status (batch 446)",
      {
        name: 'HttpResponseError',
        code: 'Tenant provided in token does not match resource token',
        message:
          '(Tenant provided in token does not match resource token) Token tenant 33e01921-4d64-4f8c-a055-5bdaffd5e33d does not match resource tenant.\nCode: Tenant provided in token does not match resource token\nMessage: Token tenant 33e01921-4d64-4f8c-a055-5bdaffd5e33d does not match resource tenant.',
      },
      'auth',
    ],
    [
      "vscode-openai's 'Error: 400 Token xxx1 does not match resource tenant.' (held h192)",
      { message: 'Error: 400 Token xxx1 does not match resource tenant.' },
      'auth',
    ],
    [
      "ARM's InvalidAuthenticationTokenTenant 'access token is from the wrong issuer' (azure-mcp #717)",
      {
        message:
          "The 'EvolvedSecurityTokenService' access token is from the wrong issuer 'https://sts.windows.net/f8cd/'. It must match the tenant 'https://sts.windows.net/6a57/' associated with this subscription.",
      },
      'auth',
    ],
    [
      'a tenant id that does not match a parameter’s format is the request’s (invented)',
      { status: 400, message: "The tenant id 'abc' does not match the expected format." },
      'format_error',
    ],
  ]);
  it('the 400 rule decides, not the status alone', () => {
    expect(
      classify({
        status: 400,
        message: 'Token tenant abc does not match resource tenant.',
      }).explain.at(-1)?.rule,
    ).toBe('status.400.token_for_other_tenant');
  });
});

// typesense/typesense #1611 (batch 446).
describe("Google's refusal of the credential under a relay's malformed-request 400", () => {
  checkReasons([
    [
      "Typesense's RequestMalformed 400 around 'Request had invalid authentication credentials' (batch 446)",
      {
        status: 400,
        name: 'RequestMalformed',
        message:
          'RequestMalformed: Request failed with HTTP code 400 | Server said: GCP API error: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      },
      'auth_permanent',
    ],
    [
      'the same sentence under its 401 (held)',
      {
        status: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      },
      'auth_permanent',
    ],
    [
      'a malformed request with no credential words stays the request’s (invented)',
      {
        status: 400,
        name: 'RequestMalformed',
        message: 'RequestMalformed: Request failed with HTTP code 400 | Server said: Bad JSON.',
      },
      'format_error',
    ],
  ]);
});

// OpenHands #7246 and #2801 (batch 446).
describe("botocore's 'Unable to locate credentials' is a credential never configured", () => {
  checkReasons([
    [
      "LiteLLM's AuthenticationError around it (batch 446)",
      {
        name: 'AuthenticationError',
        message:
          'litellm.AuthenticationError: BedrockException Invalid Authentication - Unable to locate credentials',
        cause: { name: 'NoCredentialsError', message: 'Unable to locate credentials' },
      },
      'auth_permanent',
    ],
    [
      "botocore's NoCredentialsError alone (batch 446)",
      { name: 'NoCredentialsError', message: 'Unable to locate credentials' },
      'auth_permanent',
    ],
    [
      "AWS JS's 'Could not load credentials from any providers' (held)",
      { message: 'Could not load credentials from any providers' },
      'auth_permanent',
    ],
    [
      'a file the client could not locate is no credential (invented)',
      { message: 'Unable to locate the input file data.jsonl' },
      'unknown',
    ],
  ]);
});

// Claude Code 2.1.112 (batch 448).
describe('a token whose account left its organization', () => {
  checkReasons([
    [
      "Anthropic's 403 permission_error 'Account is no longer a member of the organization…' (batch 448)",
      {
        status: 403,
        body: {
          type: 'error',
          error: {
            type: 'permission_error',
            message:
              'Account is no longer a member of the organization associated with this token.',
          },
        },
        message: 'Please run /login · API Error: 403',
      },
      'auth_permanent',
    ],
    [
      'the same words without a status (invented)',
      { message: 'Account is no longer a member of the organization associated with this token.' },
      'auth_permanent',
    ],
    [
      "a 403 that names the organization's permission only stays auth (held shape)",
      {
        status: 403,
        message: 'Your organization does not allow this operation.',
      },
      'auth',
    ],
  ]);
});

// anthropics/claude-code #42049 and #30854 (batch 448).
describe('an account said to lack access to a product, not a model', () => {
  checkReasons([
    [
      "Claude Code's 'Your account does not have access to Claude Code. Please run /login.' (batch 448)",
      { message: 'Your account does not have access to Claude Code. Please run /login.' },
      'auth',
    ],
    [
      'the same under a 403 (invented)',
      { status: 403, message: 'Your account does not have access to Claude Code.' },
      'auth',
    ],
    [
      'an account without access to this model is the model’s (invented)',
      { message: 'Your account does not have access to this model.' },
      'model_not_found',
    ],
    [
      'an account without access to a model id is the model’s (invented)',
      { message: 'Your account does not have access to gpt-4o-2024-08-06.' },
      'model_not_found',
    ],
    [
      "OpenAI's 'does not exist or you do not have access to it' stays the model's (held)",
      { message: 'The model `gpt-4o` does not exist or you do not have access to it.' },
      'model_not_found',
    ],
  ]);
});

// ardanlabs/kronk (batch 444).
describe('a generic server code around overflow words with no 5xx status', () => {
  checkReasons([
    [
      "kronk's in-band SSE error 'the context window is full' typed server_error under HTTP 200 (batch 444)",
      {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: {
          error: {
            code: 'server_error',
            message:
              'start-slot: imc decode: imc: failed to decode extension tokens at pos 16384: unable to process request: the context window is full. Please reduce the input size or increase the context window',
            type: 'server_error',
          },
        },
      },
      'context_overflow',
    ],
    [
      'the same code around a plain server fault stays server_error (invented)',
      {
        status: 200,
        body: {
          error: { code: 'server_error', message: 'failed to decode batch', type: 'server_error' },
        },
      },
      'server_error',
    ],
    [
      'the same words under a real 500 still read as the overflow (held convention)',
      {
        status: 500,
        body: {
          error: {
            code: 'server_error',
            message: 'the context window is full. Please reduce the input size',
          },
        },
      },
      'context_overflow',
    ],
  ]);
});

// anthropic-sdk-java 'Spurious StreamResetException' (batch 444).
describe("OkHttp's 'stream was reset: <code>' is a cut HTTP/2 stream", () => {
  checkReasons([
    [
      "StreamResetException 'stream was reset: INTERNAL_ERROR' (batch 444)",
      { name: 'StreamResetException', message: 'stream was reset: INTERNAL_ERROR' },
      'timeout',
    ],
    [
      "'stream was reset: PROTOCOL_ERROR' (invented)",
      { message: 'okhttp3.internal.http2.StreamResetException: stream was reset: PROTOCOL_ERROR' },
      'timeout',
    ],
    [
      "Go's 'stream error: stream ID 53; INTERNAL_ERROR; received from peer' (held)",
      { message: 'stream error: stream ID 53; INTERNAL_ERROR; received from peer' },
      'timeout',
    ],
    [
      'a plain internal error stays the server’s (held)',
      { message: 'Internal server error' },
      'server_error',
    ],
  ]);
  it('the disconnect step decides', () => {
    expect(
      classify({
        name: 'StreamResetException',
        message: 'stream was reset: INTERNAL_ERROR',
      }).explain.at(-1)?.rule,
    ).toBe('disconnect.small_session');
  });
});

// Scriberr (batch 445); held h84 and h151.
describe("an audio duration longer than the model's maximum", () => {
  checkReasons([
    [
      "OpenAI's 400 'audio duration 2158.549… seconds is longer than 1400 seconds…' (batch 445)",
      {
        status: 400,
        message:
          'audio duration 2158.5493333333334 seconds is longer than 1400 seconds which is the maximum for this model',
      },
      'context_overflow',
    ],
    [
      'the same without a status (held h151)',
      {
        message:
          'audio duration 1500.012 seconds is longer than 1400 seconds which is the maximum for this model',
      },
      'context_overflow',
    ],
    [
      "Whisper's 'Audio file is too short. Minimum audio length is 0.1 seconds.' stays the request's (held)",
      { status: 400, message: 'Audio file is too short. Minimum audio length is 0.1 seconds.' },
      'format_error',
    ],
    [
      'a response time longer than some seconds is no audio (held h304)',
      { message: 'Timeout error: Response took longer than 30 seconds' },
      'timeout',
    ],
  ]);
});

// Xinference on vLLM (batch 445).
describe("vLLM's per-prompt item cap in its newer words", () => {
  checkReasons([
    [
      "'You set image=2 … in --limit-mm-per-prompt, but passed 3 image items in the same prompt.' (batch 445)",
      {
        name: 'ValueError',
        message:
          "ValueError: [address=0.0.0.0:43315, pid=822191] You set image=2 (or defaulted to 1) in '--limit-mm-per-prompt', but passed 3 image items in the same prompt.",
      },
      'format_error',
    ],
    [
      'the same cap said of video items (invented)',
      {
        message:
          "You set video=1 (or defaulted to 1) in '--limit-mm-per-prompt', but passed 2 video items in the same prompt.",
      },
      'format_error',
    ],
    [
      "vLLM's encoder-cache message naming the same flag stays an image too large (held h314)",
      {
        status: 400,
        message:
          'The image item exceeds the encoder cache size 16384. Please reduce the input size or increase the encoder cache size by setting --limit-mm-per-prompt at startup.',
      },
      'image_too_large',
    ],
  ]);
});

// HR-Bench and ComfyUI_QwenVL issues (batch 445).
describe("DashScope's 'Multimodal file size is too large'", () => {
  checkReasons([
    [
      'through the OpenAI-compatible endpoint, 400 invalid_parameter_error (batch 445)',
      {
        status: 400,
        name: 'BadRequestError',
        code: 'invalid_parameter_error',
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'code': 'invalid_parameter_error', 'message': 'Multimodal file size is too large'}}",
      },
      'image_too_large',
    ],
    [
      "the native SDK's InternalError.Algo.InvalidParameter (batch 445)",
      {
        status: 400,
        body: {
          status_code: 400,
          code: 'InvalidParameter',
          message: '<400> InternalError.Algo.InvalidParameter: Multimodal file size is too large',
        },
        code: 'InvalidParameter',
      },
      'image_too_large',
    ],
    [
      "a request body too large stays the payload's (held)",
      { status: 400, message: 'Request payload size exceeds the limit: 4194304 bytes.' },
      'payload_too_large',
    ],
    [
      'a multimodal file of an unsupported type is the request’s (invented)',
      { status: 400, message: 'Multimodal file type is not supported' },
      'format_error',
    ],
  ]);
});

// google-cloud-aiplatform 1.59.0 context caching (batch 445).
describe("Vertex's 'Read Object's size exceeds max allowed value'", () => {
  checkReasons([
    [
      'FailedPrecondition 400 creating a context cache from files (batch 445)',
      {
        status: 400,
        name: 'FailedPrecondition',
        message:
          "google.api_core.exceptions.FailedPrecondition: 400 Read Object's size exceeds max allowed value.",
      },
      'payload_too_large',
    ],
    [
      "Gemini's 'total referenced files bytes are too large to be read' (held)",
      {
        status: 400,
        message: "The request's total referenced files bytes are too large to be read",
      },
      'payload_too_large',
    ],
    [
      'an object size that does not exceed anything is the request’s (invented)',
      { status: 400, message: "Read Object's generation does not match." },
      'format_error',
    ],
  ]);
});
