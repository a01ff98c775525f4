/**
 * Rules written in session 31 for misses of held-out batches 245–250 (group B), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone. A case marked "(invented)" is not a held line.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// new-api / one-api charge a request's estimated cost before relaying it; a quota short of it is
// "<kind> pre-consumed quota failed, user quota: N, need quota: M" (batch 248, new-api#667).
describe("a relay's pre-charge refused for want of quota is billing", () => {
  checkReasons([
    [
      "new-api's docker log line, no status (batch 248)",
      { message: 'chat pre-consumed quota failed, user quota: 13810, need quota: 15000' },
      'billing',
    ],
    [
      'the image route under its 403, through Spring AI (held h37)',
      {
        status: 403,
        body: {
          error: {
            message:
              'image pre-consumed quota failed, user quota: $0.026158, need quota: $0.080000 (request id: 20250423143326889098644I9U30kIW)',
            type: 'new_api_error',
            param: '',
            code: 'insufficient_user_quota',
          },
        },
        message:
          '403 - {"error":{"message":"image pre-consumed quota failed, user quota: $0.026158, need quota: $0.080000 (request id: 20250423143326889098644I9U30kIW)","type":"new_api_error","param":"","code":"insufficient_user_quota"}}',
        name: 'org.springframework.ai.retry.NonTransientAiException',
      },
      'billing',
    ],
    [
      // Read auth by the bare 403 before this rule.
      'the same sentence under a bare 403, its code dropped (invented)',
      {
        status: 403,
        message: 'chat pre-consumed quota failed, user quota: 13810, need quota: 15000',
      },
      'billing',
    ],
    [
      // new-api sends its audio and websocket routes' shortfall as a 400.
      "the audio route's 400 (new-api's wording, numbers invented)",
      {
        status: 400,
        message: 'audio pre-consumed quota failed, user quota: 120, need quota: 3000',
      },
      'billing',
    ],
    [
      "newer new-api's 'pre-consume', with a request id (invented numbers)",
      {
        message:
          'pre-consume quota failed, user quota: ＄0.094528, need quota: ＄0.403056 (request id: 20260901130925304755933vxl4tnAJkbtdK)',
      },
      'billing',
    ],
    [
      "a token's shortfall, the same pair without its headline (the held anyrouter line's tail)",
      { message: 'token remain quota: $0.142328, need quota: $0.161646' },
      'billing',
    ],
    // chat-api's "error consuming token remain quota: failed to update user quota after max retries"
    // (held h94, server_error: its database failed the debit) states no shortfall and is left alone
    // by this rule; it stays a known miss of the word vote (rate_limit).
    [
      "a relay's insufficient_quota code around its saturated upstream stays capacity (held h175)",
      { message: 'insufficient_quota 当前分组上游负载已饱和，请稍后再试' },
      'overloaded',
    ],
    [
      "new-api's failed rate-limit check is its own fault (held h31)",
      {
        status: 500,
        body: {
          error: {
            code: '',
            message:
              'rate_limit_check_failed (request id: 202604260831354254128128268d9d641UJyrko)',
            type: 'new_api_error',
          },
        },
        message:
          'API Error: 500 {"error":{"code":"","message":"rate_limit_check_failed (request id: 202604260831354254128128268d9d641UJyrko)","type":"new_api_error"}}',
      },
      'server_error',
    ],
    [
      "new-api's log of a failed refund states no shortfall (invented error after its log format)",
      { message: 'return pre-consumed quota failed: record not found' },
      'unknown',
    ],
  ]);
});

// claude-relay-service answers gemini-cli with its axios error under a generic `api_error` type
// (batch 248, claude-relay-service#319): the 400 its upstream gave decides, not the type.
describe("a relay's generic server type around the 4xx its own message states", () => {
  checkReasons([
    [
      'gemini-cli printing the relay document, no status (batch 248)',
      {
        message:
          '✕ [API Error: {"error":{"message":"Request failed with status code 400","type":"api_error"}}]',
      },
      'format_error',
    ],
    [
      'the same document kept as the body',
      {
        body: { error: { message: 'Request failed with status code 400', type: 'api_error' } },
      },
      'format_error',
    ],
    [
      "AIClient2API's own wrapper of the same axios message (held h126)",
      {
        message:
          '{"error":{"message":"Request failed with status code 400","type":"invalid_request_error","code":"invalid_request_error"}}',
      },
      'format_error',
    ],
    [
      "the same relay's log line for a Code Assist 400 (held h115)",
      {
        message:
          'Error in generateContent endpoint (v1beta) Request failed with status code 400 | {"status":400,"statusText":"Bad Request","responseData":{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT"}},"requestUrl":"https://cloudcode-pa.googleapis.com/v1internal:generateContent","requestMethod":"post"}',
      },
      'format_error',
    ],
    [
      "the same CLI rendering around Anthropic's own api_error stays a server fault (held h128)",
      {
        message:
          '✕ [API Error: {"type":"error","error":{"details":null,"type":"api_error","message":"Internal server error"},"request_id":"req_011Cc7LnNajEpxrjW4iJ67q7"}]',
      },
      'server_error',
    ],
    [
      'the relay document stating a 500 stays a server fault (invented)',
      {
        message:
          '✕ [API Error: {"error":{"message":"Request failed with status code 500","type":"api_error"}}]',
      },
      'server_error',
    ],
    [
      "a client's 400 outside a body that names no status keeps the type's reading (invented)",
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"api_error","message":"Internal server error"}}',
      },
      'server_error',
    ],
    [
      "CLIProxyAPI's own 503 under the same type stays capacity (held h185)",
      {
        status: 503,
        body: { error: { message: 'Service temporarily unavailable', type: 'api_error' } },
      },
      'overloaded',
    ],
  ]);
});

// Dify's Wenxin credential check failing on DNS inside its container (batch 249, dify#2456): no
// server saw the request, so the credential words are the wrapper's and the URL's.
describe('a connection never made inside a credential wrapper is the transport', () => {
  checkReasons([
    [
      "Dify's 'Credentials validation failed: Failed to get access token from Baidu' (batch 249)",
      {
        message:
          "Credentials validation failed: Failed to get access token from Baidu: HTTPSConnectionPool(host='aip.baidubce.com', port=443): Max retries exceeded with url: /oauth/2.0/token?grant_type=client_credentials&client_id={MY-api-key}&client_secret={my secret key} (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f8e635bfd30>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))",
      },
      'timeout',
    ],
    [
      "Dify's CredentialsValidateFailedError around 'Connection error.' (held h244)",
      {
        message:
          'Error in stream response for plugin {\'code\': -500, \'message\': \'{"message":"{\\\\"args\\\\":{},\\\\"error_type\\\\":\\\\"CredentialsValidateFailedError\\\\",\\\\"message\\\\":\\\\"Connection error.\\\\"}","error_type":"PluginInvokeError","args":null}\', \'data\': None}',
      },
      'timeout',
    ],
    [
      "requests' DNS failure alone (held h48, its message)",
      {
        message:
          "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='cog-sddbdbqqs.openai.azure.com', port=443): Max retries exceeded with url: //openai/deployments/davinci/completions?api-version=2022-12-01 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f29ce9662b0>: Failed to establish a new connection: [Errno -2] Name or service not known'))",
      },
      'timeout',
    ],
    [
      'an authentication wrapper around a connect timeout (invented)',
      {
        message:
          "Authentication failed: HTTPSConnectionPool(host='api.example.com', port=443): Max retries exceeded with url: /v1/token (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f00>, 'Connection to api.example.com timed out. (connect timeout=10)'))",
      },
      'timeout',
    ],
    [
      "Google's missing default credentials stay the credential's (held h119)",
      {
        message:
          'google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information.',
        name: 'DefaultCredentialsError',
      },
      'auth',
    ],
    [
      "a server's own verdict of no credentials stays the key's (held h118)",
      { message: 'Internal server error: No auth credentials found' },
      'auth_permanent',
    ],
    [
      "Dify's wrapper around a status the provider answered stays that verdict (held h120)",
      { message: 'Credentials validation failed with status code 402' },
      'billing',
    ],
    [
      'a refused dial to a local backend stays its server fault (held h212)',
      {
        message:
          'rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:52431: connect: connection refused"',
      },
      'server_error',
    ],
  ]);
});

// Text Generation Inference's GenerationError (batch 250, TGI#369): the model server failed while it
// generated; a retry or another replica is the recovery.
describe("TGI's 'Request failed during generation' is a server fault", () => {
  checkReasons([
    [
      "TGI's stream error event (batch 250)",
      {
        body: {
          error:
            'Request failed during generation: Server error: tensors used as indices must be long, byte or bool tensors',
          error_type: 'generation',
        },
      },
      'server_error',
    ],
    [
      "huggingface_hub's GenerationError with an empty detail (held h250, TGI#2608)",
      { message: 'Request failed during generation: Server error:', name: 'GenerationError' },
      'server_error',
    ],
    [
      // Read format_error by the bare 424 before this rule.
      "under TGI's own 424 (TGI#2316's wording, not held)",
      {
        status: 424,
        body: {
          error: 'Request failed during generation: Server error: Batch ID 408 not found in cache.',
          error_type: 'generation',
        },
      },
      'server_error',
    ],
    [
      "TGI's input validation over the window stays the session's (held h123)",
      {
        message:
          "Prompt response : {'error': 'Input validation error: `inputs` tokens + `max_new_tokens` must be <= 2048. Given: 2645 `inputs` tokens and 1024 `max_new_tokens`', 'error_type': 'validation'}.",
      },
      'context_overflow',
    ],
    [
      "TGI's input validation of a parameter stays the request's (held h182)",
      {
        message:
          'Unexpected error: litellm.APIError: HuggingfaceException - {"error":"Input validation error: top_p must be > 0.0 and < 1.0","error_type":"validation"}',
      },
      'format_error',
    ],
    [
      "TGI's missing chat template stays the request's (held h226)",
      {
        message:
          "UnprocessableEntityError: Error code: 422 - {'error': 'Template error: template not found', 'error_type': 'template_error'}",
      },
      'format_error',
    ],
    [
      "smolagents' AgentGenerationError around OpenAI's 400 stays the request's (held h41)",
      {
        message:
          "smolagents.utils.AgentGenerationError: Error while generating output:\nError code: 400 - {'error': {'message': \"Unsupported parameter: 'stop' is not supported with this model.\", 'type': 'invalid_request_error', 'param': 'stop', 'code': 'unsupported_parameter'}}",
        name: 'AgentGenerationError',
      },
      'format_error',
    ],
    [
      "TGI's 'Model is overloaded' stays capacity (invented after TGI's error types)",
      { body: { error: 'Model is overloaded', error_type: 'overloaded' } },
      'overloaded',
    ],
  ]);
});
