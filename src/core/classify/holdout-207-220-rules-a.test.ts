/**
 * Rules written in session 29 (group a: key and account verdicts) for misses of held-out batches
 * 207–220, after the batches had been scored without them: each rule's real wordings (from the batch
 * lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A terminal broke a JSON message string with no indentation after the break (batch 207).
describe('a line break inside a JSON message string is joined back', () => {
  checkReasons([
    [
      'CLIProxyAPI: Claude Code\'s "This organization has been\\ndisabled."',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"This organization has been\ndisabled."},"request_id":"req_011CZam6yhqAXwtsQmHZ4Yuc"}',
      },
      'auth_permanent',
    ],
    [
      'an organization disabled for a while stays a hold',
      {
        status: 400,
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"This organization has been\ntemporarily disabled for 24 hours."}}',
      },
      'auth',
    ],
    [
      'a line after the closing quote is not joined into the message',
      { status: 400, message: '{"message":"Invalid request"}\ndisabled retries for this call' },
      'format_error',
    ],
    [
      'a block that has been disabled is the request, not the account',
      {
        status: 400,
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.1.content: the tool_use block has been\ndisabled."}}',
      },
      'format_error',
    ],
  ]);
});

// The Anthropic SDK's missing-credential error quoted with its sentence cut (batch 207).
describe('"Could not resolve authentication" cut after its last word is a key never set', () => {
  checkReasons([
    [
      'claude-code-action on Bedrock',
      {
        message:
          "SDK execution error: ... validateHeaders ... throw Error('Could not resolve authentication')",
      },
      'auth_permanent',
    ],
    [
      'an authentication server whose name did not resolve stays auth',
      { message: 'Could not resolve authentication server auth.example.com' },
      'auth',
    ],
    [
      // Session 31 (group B): a resolver's failure says no server judged any credential, so the
      // transport step reads it (CONNECTION_NEVER_MADE); before that rule this case read auth.
      'a host name beginning with "authentication." is no missing key but its DNS failure',
      { message: 'getaddrinfo ENOTFOUND: could not resolve authentication.example.com' },
      'timeout',
    ],
  ]);
});

// A credential without the scope the call needs (batches 208, 209).
describe('a credential issued without the scope it needs is reissued, not refreshed', () => {
  checkReasons([
    [
      "OpenClaw: OpenAI's 401 Missing scopes: model.request",
      {
        message:
          'HTTP 401: You have insufficient permissions for this operation. Missing scopes: model.request',
      },
      'auth_permanent',
    ],
    [
      "Gemini CLI on Vertex: Google's insufficient authentication scopes, wrapped",
      {
        message:
          '✕ [API Error: Request had insufficient authentication scopes. (Status: \n  PERMISSION_DENIED)]',
      },
      'auth_permanent',
    ],
    [
      'insufficient permissions without a scope named stays the 403',
      { status: 403, message: 'You have insufficient permissions for this operation.' },
      'auth',
    ],
    [
      "Anthropic's scope requirement for a non-inference scope stays auth",
      { status: 403, message: 'OAuth token does not meet scope requirement any_of(user:profile)' },
      'auth',
    ],
    [
      "a role's missing permission stays auth",
      { status: 403, message: "Permission 'aiplatform.endpoints.predict' denied on resource" },
      'auth',
    ],
  ]);
});

// Google's own 401 for a credential it does not take (batches 216; also 138, 181, held at 32).
describe("Google's 'Request had invalid authentication credentials' is a dead key", () => {
  checkReasons([
    [
      "claude-code-router relaying Gemini's 401 (terminal wrap kept)",
      {
        message:
          '401 {"error":{"message":"Error from provider(gemini,undefined: 401): {\\n  \\"error\\": {\\n  \n       \\"code\\": 401,\\n    \\"message\\": \\"Request had invalid authentication credentials. \n     Expected OAuth 2 access token, login cookie or other valid authentication credential. See \n     https://developers.google.com/identity/sign-in/web/devconsole-project.\\",\\n    \\"status\\":\n      \\"UNAUTHENTICATED\\"\\n  }\\n}',
      },
      'auth_permanent',
    ],
    [
      "Zafiro's test dialog, no status",
      {
        message:
          '请求结果: "error": "code": 401, "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity /sign-in/web/devconsole-project." "status": "UNAUTHENTICATED"',
      },
      'auth_permanent',
    ],
    [
      'the same words beside ACCESS_TOKEN_EXPIRED stay refreshable',
      {
        status: 401,
        message:
          '{"error":{"code":401,"message":"Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.","status":"UNAUTHENTICATED","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"ACCESS_TOKEN_EXPIRED"}]}}',
      },
      'auth',
    ],
    // Review of session 29: Google sends the same sentence for an EXPIRED OAuth access token on
    // Vertex (gcloud/ADC tokens live ~1 h), and clients that keep only `error.message` drop the
    // ErrorInfo that says so. pydantic-ai's Vertex 401 "after some successful requests"
    // (https://github.com/pydantic/pydantic-ai/issues/1186, ACCESS_TOKEN_EXPIRED on
    // aiplatform.googleapis.com) and LiteLLM's VertexAIException of the same body (cached Vertex
    // credentials, https://github.com/BerriAI/litellm/issues/23512): a refresh mends it.
    [
      "LiteLLM's VertexAIException with the sentence alone stays refreshable",
      {
        status: 401,
        message:
          'litellm.AuthenticationError: VertexAIException - {\n  "error": {\n    "code": 401,\n    "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",\n    "status": "UNAUTHENTICATED"\n  }\n}\n',
      },
      'auth',
    ],
    [
      'google-api-core on an aiplatform URL (an OAuth token), no ErrorInfo, stays refreshable',
      {
        message:
          'google.api_core.exceptions.Unauthenticated: 401 POST https://us-central1-aiplatform.googleapis.com/v1/projects/p/locations/us-central1/publishers/google/models/gemini-1.5-pro:generateContent: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      },
      'auth',
    ],
    [
      "a client's advice to run gcloud auth beside the sentence stays refreshable",
      {
        status: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. Run `gcloud auth application-default login` and try again.',
      },
      'auth',
    ],
    [
      "Anthropic's shorter 'Invalid authentication credentials' stays refreshable",
      {
        status: 401,
        message:
          'API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"Invalid authentication credentials"}}',
      },
      'auth',
    ],
  ]);
});

// An account its service refuses until someone acts (batches 209, 216).
describe('an account that must be verified or whose tier is ineligible is dead here', () => {
  checkReasons([
    [
      "opencode-antigravity-auth: Code Assist's 'Verify your account to continue.'",
      {
        message:
          'Verify your account to continue.\n[Debug Info]\nRequested Model: antigravity-gemini-3-pro\nEffective Model: gemini-3-pro-low\nProject: waking-cache-njm1j\nEndpoint: https://cloudcode-pa.googleapis.com/v1internal:streamGenerateContent?alt=sse\nStatus: 403\nRequest ID: N/A',
      },
      'auth_permanent',
    ],
    [
      "untether: Gemini CLI's IneligibleTierError",
      { message: 'IneligibleTierError: This client is no longer supported' },
      'auth_permanent',
    ],
    [
      'an email to verify is no account verdict',
      { status: 400, message: 'Please verify your email address to continue.' },
      'format_error',
    ],
    [
      'a client version no longer supported is no account verdict',
      { message: 'This client is no longer supported. Please upgrade to the latest version.' },
      'unknown',
    ],
  ]);
});

// new-api's own token check: the token's status is not enabled (batch 211).
describe("new-api's '该令牌状态不可用' is a dead key", () => {
  checkReasons([
    ['new-api answering Codex', { status: 401, message: '该令牌状态不可用' }, 'auth_permanent'],
    ['the token expired stays refreshable', { status: 401, message: '该令牌已过期' }, 'auth'],
    [
      "the token's allowance used up stays billing",
      { status: 401, message: '该令牌额度已用尽' },
      'billing',
    ],
  ]);
});

// A Bedrock Agents failure record: failureCode and failureReason (batch 214).
describe('a Bedrock Agents failure record is read for its code and reason', () => {
  checkReasons([
    [
      "aws-ai-concierge: the agent's role may not call the model",
      {
        body: {
          failureCode: 403,
          failureReason:
            'Access denied when calling Bedrock. Check your request permissions and retry the request.',
        },
      },
      'auth',
    ],
    [
      'a server failure in the same record is the server',
      {
        body: {
          failureCode: 500,
          failureReason: 'Internal server error. Please retry the request.',
        },
      },
      'server_error',
    ],
    [
      'a throttled call in the same record is a rate limit',
      {
        body: {
          failureCode: 429,
          failureReason: 'Your request rate is too high. Reduce the frequency of requests.',
        },
      },
      'rate_limit',
    ],
  ]);
});

// MiniMax's 2057 for a key its Coding Plan tools do not take (batch 218).
describe("MiniMax's 'not coding plan token' is a key refused here", () => {
  checkReasons([
    [
      'MyAgents: the coding-plan web_search',
      { message: 'API Error: 2057-not coding plan token' },
      'auth',
    ],
    [
      'a model not on the coding plan stays the model',
      { message: 'This model is not available on the coding plan' },
      'model_not_found',
    ],
  ]);
});

// A router with no credential for the provider, its URL printed after it (batch 220).
describe('a 404 for a provider with no stored credential is the missing key, not the URL', () => {
  checkReasons([
    [
      'Codex through 9router',
      {
        message:
          'unexpected status 404 Not Found: No active credentials for provider: openai, url: http://localhost:20128/v1/responses',
      },
      'auth_permanent',
    ],
    [
      'a route missing for the provider stays the URL',
      {
        message:
          'unexpected status 404 Not Found: No route for provider: openai, url: http://localhost:20128/v1/responses',
      },
      'format_error',
    ],
    [
      'a bare 404 with its URL stays the URL',
      {
        message:
          'unexpected status 404 Not Found: Not Found, url: http://localhost:20128/v1/responses',
      },
      'format_error',
    ],
  ]);
});
