/**
 * Review rw40c of the group AL rules (batches 424–433) and the integrator's httpx 400 rule: where a
 * new rule read real errors it was not written for, or missed an obvious sibling of its wording.
 * Real wordings are cited; invented neighbours are marked "(invented)".
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a guardrail that failed to run is no verdict, even when "cannot process" follows', () => {
  checkReasons([
    [
      "LiteLLM's 'Bedrock guardrail failed: I cannot respond to requests containing … (PII)' 500 still (batch 427)",
      {
        status: 500,
        message:
          'Bedrock guardrail failed: I cannot respond to requests containing personally identifiable information (PII). Please remove these references from your prompt.',
      },
      'content_policy',
    ],
    [
      "Bedrock's default blocked message after 'Guardrail intervened:' under a 500 still (invented framing)",
      {
        status: 500,
        message: 'Guardrail intervened: Sorry, the model cannot answer this question.',
      },
      'content_policy',
    ],
    [
      "'Guardrail failed to run: … returned 503, we cannot process the request' (invented)",
      {
        status: 500,
        message:
          'Guardrail failed to run: guardrail service returned 503, we cannot process the request right now',
      },
      'server_error',
    ],
    [
      "a throttled guardrail call: 'ThrottlingException: Rate exceeded; cannot process request' (invented)",
      {
        status: 500,
        message:
          'Bedrock guardrail failed: ThrottlingException: Rate exceeded; cannot process request',
      },
      'server_error',
    ],
    [
      'a guardrail whose connection was refused (invented)',
      {
        status: 500,
        message: 'guardrail failed: Error: connection refused; the model cannot respond',
      },
      'server_error',
    ],
  ]);
});

describe('a free quota of a day refills', () => {
  checkReasons([
    [
      "MaaS ModelArts.81005 'The free quota has been used up.' under a 401 still (batch 425)",
      { status: 401, message: 'The free quota has been used up.', code: 'ModelArts.81005' },
      'billing',
    ],
    [
      "'The daily free quota has been used up.' under a 429 (invented): as before the rule, the day's quota",
      { status: 429, message: 'The daily free quota has been used up.' },
      'rate_limit',
    ],
    [
      "'Today's free quota has been used up' under a 429 (invented)",
      { status: 429, message: "Today's free quota has been used up" },
      'rate_limit',
    ],
  ]);
});

describe('a relay that could not reach its own data store is no failed call to the provider', () => {
  checkReasons([
    [
      "APISIX ai-proxy-multi's 'failed to connect to LLM server: no route to host' 500 still (batch 427)",
      {
        status: 500,
        message:
          '[warn] 49#49: *79881097 [lua] openai-base.lua:231: failed to connect to LLM server: no route to host',
      },
      'timeout',
    ],
    [
      "'failed to connect to redis: connection refused' under a 500 (the common log line of a Redis-backed plugin or service)",
      { status: 500, message: 'failed to connect to redis: connection refused' },
      'server_error',
    ],
    [
      "'failed to connect to the database: connection refused' under a 500 (invented)",
      { status: 500, message: 'failed to connect to the database: connection refused' },
      'server_error',
    ],
  ]);
});

describe("Tencent Cloud's Response.Error envelope: a SecretId not found is the key, not a model", () => {
  checkReasons([
    [
      "AuthFailure.SecretIdNotFound 'The SecretId is not found, please ensure that your SecretId is correct.' (Tencent Cloud API 3.0, as SDKs and tests quote it)",
      {
        status: 200,
        body: {
          Response: {
            Error: {
              Code: 'AuthFailure.SecretIdNotFound',
              Message: 'The SecretId is not found, please ensure that your SecretId is correct.',
            },
            RequestId: 'b253d23f-1ecb-460e-b794-89d1893334de',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "AuthFailure.InvalidSecretId in the same envelope (Tencent's common error codes; message invented)",
      {
        status: 200,
        body: {
          Response: {
            Error: {
              Code: 'AuthFailure.InvalidSecretId',
              Message: 'Invalid key (not a TencentCloud API key type).',
            },
            RequestId: 'x',
          },
        },
      },
      'auth_permanent',
    ],
  ]);
});

describe("OpenAI's parameter validation under a relay's 500: a name refused by its pattern", () => {
  checkReasons([
    [
      "OpenAI's 'Invalid 'tools[0].function.name': string does not match pattern …' passed on as a 500 (wording OpenAI's; the 500 invented)",
      {
        status: 500,
        message:
          "Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
      },
      'format_error',
    ],
    [
      "'Invalid 'input': string too long …' under a 500 stays the overflow it was (invented status)",
      {
        status: 500,
        message:
          "Invalid 'input': string too long. Expected a string with maximum length 256000, but got a string with length 300000 instead.",
      },
      'context_overflow',
    ],
  ]);
});

// Tencent Cloud's SDK exceptions as their text reaches an app (LunaTranslator#1033, Hunyuan;
// TencentCloud/tencentcloud-cli#84): the integrator's follow-up of this review's risk list.
describe('Tencent Cloud’s SecretId that does not exist, in its SDKs’ text', () => {
  checkReasons([
    [
      'the Node SDK’s "The SecretId is not found" is a dead key (LunaTranslator#1033)',
      {
        message:
          'TencentCloudSDKHttpException [Error]: The SecretId is not found, please ensure that your SecretId is correct.',
      },
      'auth_permanent',
    ],
    [
      'tccli’s code and Chinese message (tencentcloud-cli#84)',
      {
        message:
          '[TencentCloudSDKException] code:AuthFailure.SecretIdNotFound message:SecretId不存在，请输入正确的密钥。 requestId:31b8f548-d924-4e13-bbcc-2222238a9f23',
      },
      'auth_permanent',
    ],
    [
      'a signature the service could not validate stays refreshable auth (held Hunyuan wording)',
      {
        message:
          '[TencentCloudSDKException] code:AuthFailure.SignatureFailure message:The provided credentials could not be validated. Please check your signature is correct.',
      },
      'auth',
    ],
    [
      'another secret "not found" under a 404 is no dead key (invented)',
      { status: 404, message: 'The secret is not found' },
      'unknown',
    ],
  ]);
});
