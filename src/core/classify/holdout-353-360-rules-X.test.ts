/**
 * Rules written in session 37 for misses of held-out batches 353–360 (group X: transport, auth and
 * rate), after the batches had been scored without them: each rule's real wordings (from the batch
 * lines named), then the neighbours it must leave alone. Last, the wait a client's own retry log
 * states, which is no wait the provider asked for.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A relay's generic server type around the status its own message states (batch 353, AxonHub).
describe('a generic server code does not outrank the status its message states', () => {
  checkReasons([
    [
      "AxonHub's Responses object around its Sub2API upstream's bodiless 401 (looplj/axonhub#2435)",
      {
        body: {
          id: 'resp_0ba6db6810ee40f4a721ad7e5c74f2c7',
          error: {
            code: 'upstream_error',
            type: 'api_error',
            message: '401 status code (no body)',
          },
          model: 'gpt-6-astra',
          object: 'response',
          output: [],
          status: 'failed',
          created_at: 0,
        },
      },
      'auth',
    ],
    [
      "one-api's wording of its upstream's 401 under type upstream_error, as held (h236, VoAPI#3)",
      {
        body: {
          error: {
            message: 'bad response status code 401 (request id: 20241011123813430334929IlQ3Cwl2)',
            type: 'upstream_error',
            param: '401',
            code: 'bad_response_status_code',
          },
        },
      },
      'auth',
    ],
    [
      "the same envelope around an upstream's bodiless 429 (invented; FastGPT's held '429 status code (no body)')",
      {
        body: {
          error: {
            code: 'upstream_error',
            type: 'api_error',
            message: '429 status code (no body)',
          },
        },
      },
      'rate_limit',
    ],
    [
      "an axios error kept as the relay's message, with no status of its own (invented)",
      { body: { error: { type: 'api_error', message: 'Request failed with status code 401' } } },
      'auth',
    ],
    // Neighbours: a generic server code whose message states no status keeps its server verdict.
    [
      "Anthropic's own api_error 'Internal server error' with no status (held h37, inspect_ai#2572)",
      {
        body: {
          type: 'error',
          error: { details: null, type: 'api_error', message: 'Internal server error' },
          request_id: 'req_011CTnpKCE4RQY4wHWtsK2Bv',
        },
        name: 'anthropic.APIStatusError',
      },
      'server_error',
    ],
    [
      "a Codex relay's 'Upstream provider error' typed server_error, code upstream_error (held h232, codex#24973)",
      {
        body: {
          type: 'response.failed',
          sequence_number: 3,
          response: { id: 'resp_...', status: 'failed', error: null, model: 'gpt-5.5', output: [] },
          error: {
            message: 'Upstream provider error',
            type: 'server_error',
            code: 'upstream_error',
          },
        },
        message: 'stream disconnected before completion: response.failed event received',
      },
      'server_error',
    ],
    [
      'a number in the message that is no status stays the server code (invented)',
      {
        body: {
          error: {
            type: 'server_error',
            message: 'The model returned 400 tokens before the stream ended',
          },
        },
      },
      'server_error',
    ],
    [
      "an SDK's server-error class name is not a code the stated status outranks (invented)",
      {
        name: 'InternalServerError',
        body: { error: { type: 'api_error', message: 'upstream said 401' } },
      },
      'server_error',
    ],
  ]);
});

// A client's word that its request got no response at all (batch 354, mod-ollama-chat on Ollama).
describe('a request that got no response at all is a transport failure', () => {
  checkReasons([
    [
      "mod-ollama-chat's log line, no status (DustinHendrickson/mod-ollama-chat#72)",
      { message: 'HTTP request failed - no response' },
      'timeout',
    ],
    [
      "curl's error 52 as curl prints it (the held h243 line quotes it after 'network error')",
      { message: 'curl: (52) Empty reply from server' },
      'timeout',
    ],
    [
      "a client's 'No response from server' with no status (invented; held h271 has it under a 504)",
      { message: 'No response from server' },
      'timeout',
    ],
    [
      "the held 504 'No response from server' stays a timeout (h271, BentoML#4400)",
      {
        status: 504,
        name: 'HTTPStatusError',
        message:
          "httpx.HTTPStatusError: Server error '504 No response from server' for url 'http://localhost:3000/v1/metadata'",
      },
      'timeout',
    ],
    // Neighbours: "no response" said of a body or of the model's output, not of the connection.
    [
      "OmniRoute's 400 'with no response body' (held h24, OmniRoute#7134)",
      { status: 400, message: 'Claude Web API error (400) with no response body' },
      'format_error',
    ],
    [
      "an inference client's 'Received no response' with the 400 it got (held h273)",
      {
        status: 400,
        message:
          "⚠ Received no response using Inference Client (model: 'meta-llama/Meta-Llama-3.1-8B-Instruct'). Finish reason was: 400, message='Bad Request', url='https://api-inference.huggingface.co/models/meta-llama/Meta-Llama-3.1-8B-Instruct/v1/chat/completions'",
      },
      'format_error',
    ],
    [
      "a bot's empty body logged as 'Raw response: No response' (held h46, deepseek-qqbot#3)",
      {
        message:
          'ERROR:root:JSON decode error occurred: Expecting value: line 1 column 1 (char 0)\nERROR:root:Raw response: No response',
      },
      'server_error',
    ],
    [
      'no answer from the model is not a transport failure (invented)',
      { message: 'Error: No response received from the model' },
      'unknown',
    ],
  ]);
});

// Envoy's head "upstream connect error" without its tail (batch 359, a blog's quote of Claude Code).
describe("Envoy's bare 'upstream connect error' under a status is a connect failure", () => {
  checkReasons([
    [
      'Claude Code\'s 503 as T-CREATOR quotes it (t-cr.jp "API Error (503 upstream connect error)")',
      { status: 503, message: 'API Error (503 upstream connect error)' },
      'timeout',
    ],
    [
      'the full body with a connect reset reason, as held (h35, claude-code#7043)',
      {
        status: 503,
        body: 'upstream connect error or disconnect/reset before headers. reset reason: remote connection failure, transport failure reason: delayed connect error: Connection refused',
      },
      'timeout',
    ],
    [
      "Azure's Envoy with no reset reason, as held (h62)",
      { status: 503, message: 'upstream connect error or disconnect/reset before headers (503)' },
      'timeout',
    ],
    [
      "the bare head under a gateway's 502 (invented)",
      { status: 502, message: 'upstream connect error' },
      'timeout',
    ],
    // Neighbours: Envoy's own queue overflow is capacity, whatever the head says.
    [
      "Envoy's reset reason 'overflow' stays capacity (held h102, claude-code#7044)",
      {
        status: 503,
        message:
          'API Error (503 upstream connect error or disconnect/reset before headers. reset reason: overflow',
      },
      'overloaded',
    ],
    [
      "the bare head with 'overflow' after it stays capacity (invented)",
      { status: 503, message: 'API Error (503 upstream connect error: overflow)' },
      'overloaded',
    ],
    ['a bare 503 stays overloaded', { status: 503, body: 'Service Unavailable' }, 'overloaded'],
  ]);
});

// A 402 that caps the caller's concurrency (batch 360, Pollinations' x402 per-IP queue).
describe("a 402 for the caller's own full queue is a rate limit", () => {
  checkReasons([
    [
      "Pollinations' x402 offer on its legacy image endpoint (pollinations/pollinations#11603)",
      {
        status: 402,
        body: {
          x402Version: 1,
          error:
            'Queue full for IP: 2a06:98c0:3600::103: 1 requests already queued (max: 1). Get unlimited access at https://enter.pollinations.ai',
          accepts: [
            {
              scheme: 'exact',
              network: 'base',
              maxAmountRequired: '1000',
              resource: 'https://image.myceli.ai/prompt/test1',
              description: 'Pollinations legacy image — pay to bypass rate limit',
              mimeType: 'image/jpeg',
              payTo: '0xDAFc006c05Ea6BF5D19cA1D5ffB70f4Cdfb40409',
              maxTimeoutSeconds: 60,
              asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
              extra: { name: 'USD Coin', version: '2' },
            },
          ],
        },
      },
      'rate_limit',
    ],
    [
      'the same 402 for a paying user, its text alone (pollinations/pollinations#11877)',
      {
        status: 402,
        body: {
          error:
            'Queue full for IP: 203.0.113.7: 1 requests already queued (max: 1). Get unlimited access at https://enter.pollinations.ai',
        },
      },
      'rate_limit',
    ],
    [
      "the per-IP queue under a 503 is the caller's too (invented)",
      {
        status: 503,
        body: { error: 'Queue full for IP: 203.0.113.7: 1 requests already queued (max: 1).' },
      },
      'rate_limit',
    ],
    [
      "Midjourney's 'your job queue is full' with no status, as held (h294, bulkai#84)",
      {
        message:
          'midjourney: queue full: your job queue is full. please wait for a job to finish first, then resubmit this one.',
      },
      'rate_limit',
    ],
    // Neighbours: money owed keeps the 402's billing; a queue that is not the caller's is capacity.
    [
      'a full queue beside money that ran out stays billing (invented)',
      {
        status: 402,
        message:
          'Queue full for IP: 1.2.3.4: 1 requests already queued (max: 1). Insufficient balance, please top up your account.',
      },
      'billing',
    ],
    [
      // Session 65, group RY: was pinned at billing (a known miss left as a judgement); the held lines
      // with this wording, h360 and h1300, are both labelled model_not_found, which group ID's
      // signature now reads.
      "Pollinations' tier refusal on a 402 is the model's (batch 360, aandrew-me/tgpt#382)",
      {
        status: 402,
        body: {
          error:
            'Model not found or tier not high enough. Your tier: anonymous, required tier: flower. To get a token or add a referrer, visit https://auth.pollinations.ai',
          status: 402,
        },
      },
      'model_not_found',
    ],
    [
      "the service's own job queue under a 503 stays capacity (invented)",
      { status: 503, message: 'The job queue is full; try again shortly.' },
      'overloaded',
    ],
  ]);
});

// tenacity's before-sleep log ("Retrying <function> in N seconds as it raised …", langchain's retry
// wrapper): the client's own backoff, not a wait the provider stated (batch 360; held ×23, none with
// a stated wait).
describe("a client's tenacity retry log states no wait of the provider's", () => {
  const waitOf = (descriptor: Record<string, unknown>): number | undefined =>
    classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
  it("the Gemini free-tier 429 inside langchain-google-genai's log (gemini-fullstack-langgraph-quickstart#128)", () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 429,
        name: 'ResourceExhausted',
        message:
          "Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 2.0 seconds as it raised ResourceExhausted: 429 Gemini 2.5 Pro Preview doesn't have a free quota tier. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.",
      }),
    );
    expect(result.reason).toBe('billing');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('a rate limit inside the same log, with its 32 s backoff (held h24, Scrapegraph-ai#300)', () => {
    expect(
      waitOf({
        status: 429,
        message:
          'Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 32.0 seconds as it raised ResourceExhausted: 429 Resource has been exhausted (e.g. check quota)..',
      }),
    ).toBeUndefined();
  });
  it("the provider's own wait after the log still counts (invented)", () => {
    expect(
      waitOf({
        status: 429,
        message:
          'Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 2.0 seconds as it raised ResourceExhausted: 429 Resource has been exhausted (e.g. check quota). Please retry in 37.4s.',
      }),
    ).toBe(37_400);
  });
  it("Claude Code's own retry banner keeps its reading (held wording, batch 39–42)", () => {
    expect(
      waitOf({
        status: 429,
        message:
          'API Error (429 {"error":{"message":"Request limit exceeded.","type":"api_error"}}) · Retrying in 1 seconds… (attempt 1/10)',
      }),
    ).toBe(1000);
  });
});

// Review 37b: neighbours of group X's rules that read them wrong before they were narrowed, and
// wordings tried that they already leave alone.
describe('review 37b: neighbours of the transport, queue and stated-status rules', () => {
  checkReasons([
    // code.body_message_status: a status the message states for another call the server made.
    [
      "a document the server fetched for the request, its host's 403 in a generic server error (invented)",
      {
        body: {
          error: {
            type: 'server_error',
            message: 'Failed to fetch https://example.com/doc.pdf: 403 Forbidden',
          },
        },
      },
      'server_error',
    ],
    [
      "a tool's own call refused inside the relay's server error (invented)",
      {
        body: {
          error: {
            type: 'server_error',
            code: 'internal_error',
            message: 'Tool execution failed: GitHub API returned 401: Bad credentials',
          },
        },
      },
      'server_error',
    ],
    [
      "a built-in web search's own limit in an api_error (invented)",
      {
        body: {
          error: { type: 'api_error', message: 'Web search failed: 429 status code (no body)' },
        },
      },
      'server_error',
    ],
    [
      'a status after an earlier attempt is not the answer (invented)',
      {
        body: {
          error: {
            type: 'api_error',
            message: 'Upstream returned 500 after a previous attempt got 429 status code',
          },
        },
      },
      'server_error',
    ],
    [
      'a status stated first, a file named after it, still decides (invented)',
      { body: { error: { type: 'api_error', message: '413 status code: file too large' } } },
      'payload_too_large',
    ],
    // TRANSPORT_TEXT: a model or a person that gave no answer is no transport failure.
    [
      "a client's 'no response from model' after its request (invented)",
      { message: 'Request failed: No response from model' },
      'format_error',
    ],
    [
      "a server-side tool's silence (invented)",
      { message: 'No response from server-side tool web_fetch' },
      'unknown',
    ],
    [
      "the advice to check the network after a status the client states (invented, Chinese clients' '请求失败(429)')",
      { message: '请求失败(429)，请检查网络后重试' },
      'unknown',
    ],
    [
      "'no response from server within the deadline' stays a timeout (invented)",
      { message: 'No response from server within the deadline' },
      'timeout',
    ],
    [
      'a cause stated beside the advice decides (invented)',
      { message: '服务器繁忙，请检查网络后重试' },
      'overloaded',
    ],
    // CALLER_CONCURRENCY_CAP on a 402: a full queue beside billing words is billing.
    [
      'a full queue beside a subscription that lapsed stays billing (invented)',
      {
        status: 402,
        message: 'Your subscription has expired; your job queue is full of pending jobs.',
      },
      'billing',
    ],
    [
      'a full queue beside an offer to buy credits stays billing, as the 402 read it before (invented)',
      {
        status: 402,
        message: 'Your job queue is full. Please purchase more credits to queue more jobs.',
      },
      'billing',
    ],
    [
      "the 402's reason phrase printed before the per-IP queue owes nothing (invented)",
      {
        status: 402,
        message:
          '402 Payment Required: Queue full for IP: 203.0.113.7: 1 requests already queued (max: 1).',
      },
      'rate_limit',
    ],
    [
      "a plan upgrade offered beside the full queue is still the caller's cap (invented)",
      { status: 402, message: 'Your queue is full. Upgrade your plan to run more jobs at once.' },
      'rate_limit',
    ],
    [
      "a model's queue under a 503 is the service's (invented)",
      { status: 503, message: 'Request queue is full for the model llama3; try again shortly' },
      'overloaded',
    ],
  ]);
  const waitOf = (descriptor: Record<string, unknown>): number | undefined =>
    classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
  it("a provider's Retry-After after tenacity's log still counts (invented)", () => {
    expect(
      waitOf({
        message:
          'Retrying openai.api_requestor._make_request in 8.0 seconds as it raised RateLimitError: Rate limit exceeded. Retry-After: 30',
      }),
    ).toBe(30_000);
  });
  it("a provider's wait before tenacity's log still counts (invented)", () => {
    expect(
      waitOf({
        message:
          'Rate limit exceeded. Please retry in 12 seconds. (Retrying fn in 4.0 seconds as it raised RateLimitError)',
      }),
    ).toBe(12_000);
  });
});
