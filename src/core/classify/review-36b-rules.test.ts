/**
 * Review 36 (second half): neighbours of session 36's rules of groups U and V (spend and budget
 * limits, the caller's quota limit, guardrail verdicts under a gateway's own 4xx, gRPC's credential
 * plugin under a 503, FastChat's error codes, the hedged overload beside a timeout) that those rules
 * read wrong before this review narrowed them, and the real wordings they must still read. Invented
 * wordings are marked "(invented)".
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A budget counted in tokens, steps, iterations or tool calls is an agent's or a model's own loop
// limit, not money: no billing, whatever verb and owner come before "budget limit".
describe('a budget limit in tokens, steps or iterations is no spend limit', () => {
  checkReasons([
    [
      "GitHub Models' 403 budget limit stays billing (batch 340, Leantime#3510)",
      { status: 403, message: 'This account has reached its budget limit' },
      'billing',
    ],
    [
      "OpenAI's enforced project spend limit stays billing (batch 340)",
      {
        message:
          'ERROR: stream disconnected before completion: Your project has reached its configured enforced spend limit. Update your limit at https://platform.openai.com/settings/proj_…/limits.',
      },
      'billing',
    ],
    [
      "a client's own cost guard in dollars stays billing (invented)",
      {
        status: 400,
        message:
          'Stopping: you have exceeded your budget limit of $2.00 set in config (cost guard)',
      },
      'billing',
    ],
    [
      "an agent's iteration budget (invented)",
      { status: 400, message: 'Task aborted: hit budget limit (max_iterations=25)' },
      'format_error',
    ],
    [
      "an agent's step budget (invented)",
      { status: 400, message: 'Agent reached budget limit: 30 iterations' },
      'format_error',
    ],
    [
      'a step budget exceeded (invented)',
      { status: 400, message: 'Run stopped: exceeded budget limit of 50 steps' },
      'format_error',
    ],
    [
      'a thinking-token budget exceeded (invented)',
      { status: 400, message: 'Error: exceeded the budget limit of 8192 thinking tokens' },
      'format_error',
    ],
    [
      'a reasoning-token budget reached (invented)',
      {
        status: 400,
        message: 'Generation stopped: reached the budget limit for reasoning tokens',
      },
      'format_error',
    ],
  ]);
});

// "reached … quota limit" is a plan's allowance only when no window follows and the owner is the
// caller: a rate in RPM or per minute written as a unit is a window, and a model's or a deployment's
// quota is not the caller's plan.
describe("someone's quota limit reached, but with a rate unit or a model's, is no plan's allowance", () => {
  checkReasons([
    [
      "Copilot's code review for a user whose quota is spent stays billing (batch 340)",
      {
        message:
          'Copilot was unable to review this pull request because the user who requested the review has reached their quota limit.',
      },
      'billing',
    ],
    [
      'a quota limit in RPM under a 403 (invented)',
      { status: 403, message: 'You have reached your quota limit of 10 RPM for gemini-pro' },
      'rate_limit',
    ],
    [
      'a quota limit per minute written as a unit (invented)',
      { status: 403, message: 'Your API key has reached its quota limit of 60 requests/min' },
      'rate_limit',
    ],
    [
      'a quota limit with the rate in parentheses (invented)',
      { status: 403, message: 'Your API key has reached its quota limit (60 RPM)' },
      'rate_limit',
    ],
    [
      "a model's own quota, with another model to use (invented)",
      {
        status: 400,
        message: 'The model has reached its quota limit, please use another model',
      },
      'format_error',
    ],
  ]);
});

// A gateway's own 4xx past 431 reads a refusal's words, but not over a quota, a rate or capacity
// that the same words name: those numbers are also quota and capacity answers.
describe("a gateway's own 4xx reads policy words only when no quota, rate or capacity is named", () => {
  checkReasons([
    [
      "WSO2's 446 with the verdict in words stays content_policy (batch 333's neighbour, invented)",
      { status: 446, message: 'Request blocked: guardrail intervened (Fake name guard)' },
      'content_policy',
    ],
    [
      "DeepL's 456 quota with a link to its usage guidelines (invented)",
      {
        status: 456,
        message: 'Quota exceeded. The character limit has been reached. See our usage guidelines.',
      },
      'rate_limit',
    ],
    [
      "IIS's 449 carrying a relay's rate limit beside a policy link (invented)",
      { status: 449, message: 'Retry with: rate limit reached, see our usage policies' },
      'rate_limit',
    ],
    [
      "a load balancer's custom 460 for a busy moderation queue (invented)",
      {
        status: 460,
        message: 'too many requests, slow down; sensitive content detection queue full',
      },
      'rate_limit',
    ],
    [
      "Groq's 498 flex-tier capacity stays overloaded (invented wording of Groq's 498)",
      {
        status: 498,
        message:
          'Flex tier capacity exceeded. This model is currently over capacity for flex tier requests, please try again later',
      },
      'overloaded',
    ],
    [
      "Bedrock's guardrail response with action NONE beside an overflow keeps the overflow (invented)",
      {
        status: 400,
        body: {
          message: 'Input is too long for requested model.',
          action: 'NONE',
          actionReason: 'No action.',
        },
      },
      'context_overflow',
    ],
  ]);
});

// gRPC's credential plugin under google-api-core's 503: the plugin's error decides — a deadline, a
// read timeout or an unreachable metadata server is the token's transport; the token endpoint's own
// 429 or 5xx leaves the 503; only a refused or unusable credential is auth_permanent.
describe("a 503 around gRPC's credential plugin: timeouts and a busy token endpoint are not the credential", () => {
  checkReasons([
    [
      "google-auth's refused grant stays auth_permanent (batch 342)",
      {
        status: 503,
        message:
          "Retrying langchain_google_genai.chat_models._chat_with_retry.._chat_with_retry in 2.0 seconds as it raised RetryError: Timeout of 600.0s exceeded, last exception: 503 Getting metadata from plugin failed with error: ('invalid_grant: Bad Request', {'error': 'invalid_grant', 'error_description': 'Bad Request'}).",
      },
      'auth_permanent',
    ],
    [
      'a credential object that cannot sign stays auth_permanent (held h45)',
      {
        status: 503,
        message:
          "google.api_core.exceptions.ServiceUnavailable: 503 Getting metadata from plugin failed with error: 'str' object has no attribute 'before_request'",
      },
      'auth_permanent',
    ],
    [
      'the metadata server unreachable (invented, after google-auth’s wording)',
      {
        status: 503,
        message:
          '503 Getting metadata from plugin failed with error: ("Failed to retrieve http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/?recursive=true from the Google Compute Engine metadata service. Compute Engine Metadata server unavailable",)',
      },
      'timeout',
    ],
    [
      'a deadline on the token call (invented)',
      {
        status: 503,
        message: '503 Getting metadata from plugin failed with error: Deadline Exceeded',
      },
      'timeout',
    ],
    [
      "the token endpoint's read timeout (invented)",
      {
        status: 503,
        message:
          "503 Getting metadata from plugin failed with error: HTTPSConnectionPool(host='oauth2.googleapis.com', port=443): Read timed out. (read timeout=120)",
      },
      'timeout',
    ],
    [
      "a tenacity timeout after the plugin's words (invented)",
      {
        status: 503,
        message: '503 Getting metadata from plugin failed with error: Timeout of 600.0s exceeded',
      },
      'timeout',
    ],
    [
      "the metadata service's own 500 (invented)",
      {
        status: 503,
        message:
          "503 Getting metadata from plugin failed with error: ('Failed to retrieve http://metadata.google.internal/computeMetadata/v1/ from the Google Compute Engine metadata service. Status: 500 Response:\\nb''', <google.auth.transport.requests._Response object>)",
      },
      'overloaded',
    ],
    [
      "an impersonation call's 429 (invented)",
      {
        status: 503,
        message:
          '503 Getting metadata from plugin failed with error: (\'Unable to acquire impersonated credentials\', \'{\\n  "error": {\\n    "code": 429,\\n    "message": "Quota exceeded for quota metric Generate credentials requests",\\n    "status": "RESOURCE_EXHAUSTED"\\n  }\\n}\\n\')',
      },
      'overloaded',
    ],
    [
      'a throttled token endpoint in words (invented)',
      {
        status: 503,
        message:
          '503 Getting metadata from plugin failed with error: Rate limit exceeded for token requests',
      },
      'overloaded',
    ],
  ]);
});

// FastChat's catch-all codes (50001 INTERNAL_ERROR for a worker's ValueError/RuntimeError, 50002
// CUDA_OUT_OF_MEMORY) say only that the worker raised: the exception's own text decides when it
// says more; the code decides when it does not.
describe("FastChat's catch-all error codes leave the exception's own words to decide", () => {
  checkReasons([
    [
      'a worker exception with nothing more to say stays a server error (batch 341)',
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(The size of tensor a (210) must match the size of tensor b (1) at non-singleton dimension 3: Expected attention mask of size (1, 1, 1, 210), but is torch.Size([1, 1, 1, 1])) (error_code: 50001)',
      },
      'server_error',
    ],
    [
      "50003's read timeout stays a timeout (held h143)",
      {
        message:
          "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (error_code: 50003, HTTPConnectionPool(host='localhost', port=21002): Read timed out.)",
      },
      'timeout',
    ],
    [
      'a context length stated under 50001 (invented)',
      {
        message:
          "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(This model's maximum context length is 4096 tokens. However, you requested 5000 tokens) (error_code: 50001)",
      },
      'context_overflow',
    ],
    [
      "an API model's spent quota under 50001 (invented)",
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(You exceeded your current quota, please check your plan and billing details.) (error_code: 50001)',
      },
      'billing',
    ],
  ]);
});

// A client's hedge beside a timeout it states is a guess; a retry it announces for itself asks
// nothing of the caller, so the hedge stays a guess.
describe('a hedged overload beside a timeout, with the client announcing its own retry, is the timeout', () => {
  checkReasons([
    [
      "DeepTutor's hedge after Ollama's timeout stays a timeout (batch 343)",
      {
        message:
          'Request to Ollama timed out after 60s. The model might be too large or the server is overloaded.',
      },
      'timeout',
    ],
    [
      'a hedge that asks the caller to retry later stays overloaded (review 35)',
      { message: 'No response within 30s. The model may be overloaded, please try again later.' },
      'overloaded',
    ],
    [
      'a client announcing its own automatic retry (invented)',
      {
        message:
          'Request timed out after 120s. The model may be overloaded; we will retry automatically.',
      },
      'timeout',
    ],
  ]);
});
