/**
 * Rules written in session 26 for misses of held-out batches 133–137 (docs/classifier.md, "Rules
 * for batches 133–137"), after the five batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A model watsonx.ai does not serve in the project's environment (its region and plan), with the
// models it does serve listed (batch 136; mozilla-ai/any-llm#539): another model serves, as the held
// "not supported when using Codex with a ChatGPT account". A model refused for an endpoint or a
// parameter stays a request-shape error.
describe("a model not served in the caller's environment is model_not_found", () => {
  checkReasons([
    [
      'any-llm#539',
      {
        message:
          "Model 'mistralai/pixtral-12b' is not supported for this environment. Supported models: ['cross-encoder/ms-marco-minilm-l-12-v2', 'google/flan-t5-xl', 'ibm/granite-13b-instruct-v2']",
      },
      'model_not_found',
    ],
    [
      'a model refused for an endpoint stays format_error (invented)',
      { message: "Model 'foo' is not supported for chat completions" },
      'format_error',
    ],
  ]);
});

// A 410 that speaks of a retirement (GitHub Models' brownouts before its retirement, batch 136;
// microsoft/langchain-for-beginners#34): the model or service is going away, so the next target
// serves; "temporarily" is the brownout's. A 410 without retirement words that says it is
// temporarily unavailable stays capacity; a retirement word under a 503 keeps the 503's reading.
describe('a 410 that speaks of a retirement is model_not_found', () => {
  checkReasons([
    [
      'langchain-for-beginners#34',
      {
        status: 410,
        message:
          "Error code: 410 - {'error': {'code': 'github_models_retirement_brownout', 'message': 'GitHub Models is temporarily unavailable as part of a scheduled retirement brownout.'}}",
      },
      'model_not_found',
    ],
    [
      'a 410 that is only unavailable for now stays overloaded (invented)',
      { status: 410, message: 'Service temporarily unavailable' },
      'overloaded',
    ],
    [
      'a 503 keeps its reading (invented)',
      { status: 503, message: 'scheduled retirement brownout' },
      'overloaded',
    ],
  ]);
});

// Cloudflare's 522 error document (batch 137; anthropics/claude-code#90947): its detail says "The
// TCP handshake timed out, which may indicate the origin is overloaded, firewalling Cloudflare, or
// unreachable", a list of guesses after the verdict. A 520 whose text names an overload (invented)
// keeps the overload reading.
describe("Cloudflare's timed-out origin document is a timeout", () => {
  const document =
    'Error: 522 {"type":"https://developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-5xx-errors/error-522/","title":"Error 522: Connection timed out","status":522,"detail":"Cloudflare could not establish a TCP connection to the origin server. The TCP handshake timed out, which may indicate the origin is overloaded, firewalling Cloudflare, or unreachable at the network level.","error_code":522,"error_name":"connection_timeout","retryable":true,"retry_after":120}';
  checkReasons([
    ['claude-code#90947', { message: document }, 'timeout'],
    [
      'a 520 naming an overload stays overloaded (invented)',
      {
        status: 520,
        message: 'Web server is returning an unknown error, origin may be overloaded',
      },
      'overloaded',
    ],
  ]);
  it("keeps the document's retry_after as the stated wait", () => {
    expect(classifyError(errorFromDescriptor({ message: document })).retryAfterMs).toBe(120_000);
  });
});

// A Vertex endpoint's 429 for its deployed replicas being full (batch 136;
// GoogleCloudPlatform/vertex-ai-samples#996): capacity, not the caller's quota. A quota 429 stays a
// rate limit.
describe("a 429 for traffic over the endpoint's capacity is overloaded", () => {
  checkReasons([
    [
      'vertex-ai-samples#996',
      {
        status: 429,
        message:
          '429 Rate of traffic exceeds capacity. Ramp your traffic up more slowly. endpoint_id: 5484953337579175936, deployed_model_id: 5065727146094231552',
      },
      'overloaded',
    ],
    [
      "Vertex's quota 429 stays a rate limit",
      {
        status: 429,
        message:
          'Quota exceeded for aiplatform.googleapis.com/generate_content_requests_per_minute_per_project_per_base_model with base model: gemini-1.5-pro. Please submit a quota increase request.',
      },
      'rate_limit',
    ],
  ]);
});

// A client that says the fault was the provider's (Task Master, batch 133;
// eyaltoledano/claude-task-master#1007) and a Hugging Face client that says a valid token is
// required (batch 134; langchain-ai/langchain#1183). A token asked for to refresh a session is no
// verdict on a key (invented).
describe("the provider's side and a required valid token", () => {
  checkReasons([
    [
      'claude-task-master#1007',
      {
        message:
          'Something went wrong on the provider side. Max retries reached for role research (generateObject / claude-code).',
      },
      'server_error',
    ],
    [
      'langchain#1183',
      { message: 'ValueError: Error raised by inference API: A valid user token is required' },
      'auth_permanent',
    ],
    [
      'a token to refresh a session is no dead key (invented)',
      { message: 'A valid token is required to refresh the session' },
      'unknown',
    ],
    // Review r26: an access token, or a bare "token", is what a session or OAuth layer verifies,
    // and an expired one gets the same words — a Fastify auth pre-handler answers 401 "A valid
    // access token is required." whenever verification fails, an OAuth-scoped route whenever the
    // session lookup finds nothing, an Express route 401 "A valid token is required." whenever
    // verifyToken() returns nothing (public application code found by find_string, review r26; their
    // bodies' `unauthorized` codes are left out here, as the held "Unauthorized" verdict reads them
    // on its own). An access token is refreshable (as "invalid credentials" beside an access token
    // reads), so these stay the status's refreshable auth, and no dead key without a status.
    [
      'an access token a verifier refused (Fastify pre-handler, review r26)',
      { status: 401, message: 'A valid access token is required.' },
      'auth',
    ],
    [
      'a bare token a verifier refused (Express route, review r26)',
      { status: 401, message: 'A valid token is required.' },
      'auth',
    ],
    [
      'an access token asked for without a status (review r26)',
      { message: 'A valid access token is required.' },
      'unknown',
    ],
    [
      'a key asked for in so many words stays a missing key (invented)',
      { status: 401, message: 'A valid API key is required' },
      'auth_permanent',
    ],
  ]);
});
