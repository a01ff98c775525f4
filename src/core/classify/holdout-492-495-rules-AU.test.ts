/**
 * Rules written for the misses of held-out batches 492–495 (session 43, group AU), after the batches
 * had been scored without them (on 59e6523): each rule's real wording (from the batch line named),
 * a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// free-claude-code#667: OpenCode Go's inner error relayed as the body under FCC's 401 (batch 492).
describe('a gateway’s ModelError as the body itself, under a 401', () => {
  it('is the model the gateway does not serve (batch 492)', () => {
    const result = classify({
      status: 401,
      body: {
        type: 'ModelError',
        message: 'Model qwen3.7-max is not supported for format oa-compat',
      },
      message:
        'Upstream provider OPENCODE_GO returned HTTP 401. Category: ModelError Mapped message: Provider authentication failed. Check API key. Upstream error: {"type":"ModelError","message":"Model qwen3.7-max is not supported for format oa-compat"}',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.401.model_error_type');
  });
  it('reads the type nested under `error` as before (held h389)', () => {
    const result = classify({
      status: 401,
      body: { type: 'error', error: { type: 'ModelError', message: 'No provider available' } },
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a 401 body typed as the key’s (invented)', () => {
    const result = classify({
      status: 401,
      body: { type: 'authentication_error', message: 'Invalid API key' },
    });
    expect(['auth', 'auth_permanent']).toContain(result.reason);
  });
});

// lbjlaq/Antigravity-Manager#541: Google's 429 QUOTA_EXHAUSTED wrapped as overloaded_error (batch 493).
describe('a relay’s overloaded_error type over the upstream 429 it quotes', () => {
  const relayed = (upstream: string, status = 429) => ({
    status: 429,
    body: {
      type: 'error',
      error: {
        type: 'overloaded_error',
        message: `All 1 attempts failed. Last error: HTTP ${status}: ${upstream}`,
      },
    },
  });
  it('is the quota window the upstream states, with its wait (batch 493)', () => {
    const upstream =
      '{\n  "error": {\n    "code": 429,\n    "message": "You have exhausted your capacity on this model. Your quota will reset after 2h37m22s.",\n    "status": "RESOURCE_EXHAUSTED",\n    "details": [\n      {\n        "@type": "type.googleapis.com/google.rpc.ErrorInfo",\n        "reason": "QUOTA_EXHAUSTED",\n        "domain": "cloudcode-pa.googleapis.com",\n        "metadata": {\n          "quotaResetDelay": "2h37m22.776060443s"\n        }\n      },\n      {\n        "@type": "type.googleapis.com/google.rpc.RetryInfo",\n        "retryDelay": "9442.776060443s"\n      }\n    ]\n  }\n}\n';
    const result = classify(relayed(upstream));
    expect(result.reason).toBe('rate_limit');
    expect(Math.round((result.retryAfterMs ?? 0) / 1000)).toBe(9442);
  });
  it('reads Google’s "Resource has been exhausted" under it the same (held h152)', () => {
    const result = classify(
      relayed(
        '{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}',
      ),
    );
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves capacity words of the upstream’s own overloaded (invented)', () => {
    const result = classify(
      relayed(
        '{"error":{"code":429,"message":"The model is overloaded. Please try again later."}}',
      ),
    );
    expect(result.reason).toBe('overloaded');
  });
  it('leaves a quoted 5xx, and the type alone, overloaded (invented)', () => {
    expect(
      classify(relayed('{"error":{"code":503,"message":"Service Unavailable"}}', 503)).reason,
    ).toBe('overloaded');
    expect(
      classify({
        status: 429,
        body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      }).reason,
    ).toBe('overloaded');
  });
});

// prism-php/prism#959: Mistral's 503 during an outage, as Prism formats it (batch 494).
describe('a 503 whose words name an internal server error', () => {
  it('is the server’s fault (batch 494)', () => {
    const result = classify({
      status: 503,
      message: 'Mistral Error [503]: unreachable_backend - Internal server error',
      name: 'Laravel\\Ai\\Exceptions\\AiException',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.503.internal_error_text');
  });
  it('reads an OpenAI-shaped body typed internal_server_error the same, and no status (invented)', () => {
    expect(
      classify({
        status: 503,
        body: { object: 'error', message: 'Internal server error', type: 'internal_server_error' },
      }).reason,
    ).toBe('server_error');
    expect(
      classify({ message: 'Mistral Error: unreachable_backend - Internal server error' }).reason,
    ).toBe('server_error');
  });
  it('leaves capacity words beside it to the 503 (invented)', () => {
    expect(
      classify({ status: 503, message: '503 Service Unavailable: Internal Server Error' }).reason,
    ).toBe('overloaded');
    expect(
      classify({
        status: 503,
        message: 'Internal server error: the model is overloaded, try again later',
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves Google’s UNAVAILABLE code beside the words to the 503 (review rw43a; invented)', () => {
    const body = {
      error: {
        code: 503,
        message: 'Internal server error, please retry later',
        status: 'UNAVAILABLE',
      },
    };
    expect(classify({ status: 503, body }).reason).toBe('overloaded');
  });
});

// laravel/ai#659: Laravel's RequestException for Gemini's retired preview models (batch 494).
describe("Laravel's HTTP client status line with nothing after it, on a 404", () => {
  it('is the bare 404 of a model call (batch 494)', () => {
    const result = classify({
      status: 404,
      message: 'HTTP request returned status code 404',
      name: 'Illuminate\\Http\\Client\\RequestException',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.client_status_line');
  });
  it('reads it without the status, and after Prism’s headline (invented)', () => {
    expect(classify({ message: 'HTTP request returned status code 404' }).reason).toBe(
      'model_not_found',
    );
    expect(
      classify({
        status: 404,
        message:
          'Sending to model (gemini-2.0-flash-exp) failed: HTTP request returned status code 404',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a headline naming another step, and the 400, alone (held h243; invented)', () => {
    expect(
      classify({
        status: 404,
        message: 'Failed to refresh token: HTTP request returned status code 404',
      }).reason,
    ).not.toBe('model_not_found');
    expect(
      classify({
        status: 404,
        message: 'Vector store sync failed: HTTP request returned status code 404',
      }).reason,
    ).not.toBe('model_not_found');
    expect(classify({ status: 400, message: 'HTTP request returned status code 400' }).reason).toBe(
      'format_error',
    );
  });
});

// agentjido/req_llm#242: Elixir's Req transport error as the struct prints (batch 494; held h144).
describe("Elixir Req's and Mint's transport error", () => {
  it('is a transport failure, by its name (batch 494)', () => {
    const result = classify({
      message: '%Req.TransportError{reason: :closed}',
      name: 'Req.TransportError',
      code: 'closed',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.name');
  });
  it('reads the struct or the raise line alone (held h144; invented)', () => {
    for (const message of [
      '%Req.TransportError{reason: :closed}',
      '%Mint.TransportError{reason: :nxdomain}',
      '** (Mint.TransportError) socket closed',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('timeout');
      expect(result.explain.at(-1)?.rule).toBe('transport.text');
    }
  });
  it('leaves a status Req returned to its own rules (invented)', () => {
    expect(
      classify({
        status: 401,
        message:
          '%Req.Response{status: 401, body: %{"error" => %{"message" => "Invalid API key"}}}',
      }).reason,
    ).not.toBe('timeout');
  });
});

// brilliantlabsAR/noa-for-ios: a background URLSession task to OpenAI (batch 495).
describe("Apple's NSURLErrorDomain network codes", () => {
  it('is the transport for -997, the background transfer service lost (batch 495)', () => {
    const result = classify({
      message:
        'Task <107143F9-1572-4564-86F0-92A731E9BF91>.<3> finished with error [-997] Error Domain=NSURLErrorDomain Code=-997 "Lost connection to background transfer service" UserInfo={NSErrorFailingURLStringKey=https://api.openai.com/v1/chat/completions, NSLocalizedDescription=Lost connection to background transfer service}',
      name: 'NSError',
      code: '-997',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads host-not-found and the "(… error -1005.)" rendering the same (invented)', () => {
    for (const message of [
      'Error Domain=NSURLErrorDomain Code=-1003 "A server with the specified hostname could not be found."',
      'The operation couldn’t be completed. (NSURLErrorDomain error -1005.)',
    ]) {
      expect(classify({ message }).explain.at(-1)?.rule).toBe('transport.text');
    }
  });
  it('leaves the domain’s other codes to their own words (invented)', () => {
    for (const message of [
      'Error Domain=NSURLErrorDomain Code=-999 "cancelled"',
      'Error Domain=NSURLErrorDomain Code=-1002 "unsupported URL"',
      'Error Domain=NSURLErrorDomain Code=-1011 "There was a bad response from the server."',
    ]) {
      expect(classify({ message }).explain.at(-1)?.rule).not.toBe('transport.text');
    }
  });
});

// DenisovAV/flutter_gemma#64: LiteRT's prefill failing on device (batch 494).
describe('an on-device runtime’s failed op or internal check', () => {
  it('is the runtime’s fault (batch 494)', () => {
    const result = classify({
      message:
        'E/tflite  (15124): gather_nd index out of bounds\nE/tflite  (15124): Node number 17 (GATHER_ND) failed to invoke.\nE/native  (15124): E0000 00:00:1744027031.495742   16961 llm_litert_executor.cc:115] INTERNAL: RET_CHECK failure (third_party/odml/infra/genai/inference/executor/llm_litert_executor.cc:115) prefill_runner->Invoke() == kTfLiteOk (1 vs. 0) ',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.model_runner_failed');
  });
  it('reads MediaPipe’s RET_CHECK line alone (invented)', () => {
    const result = classify({
      message:
        'INTERNAL: CalculatorGraph::Run() failed in Run: Calculator::Process() for node "odml.infra.LlmExecutorCalculator" failed: RET_CHECK failure (third_party/odml/infra/genai/inference/executor/llm_litert_executor.cc:115) prefill_runner->Invoke() == kTfLiteOk',
    });
    expect(result.reason).toBe('server_error');
  });
  it('leaves an overflow stated in the same calculator words (held h318)', () => {
    const result = classify({
      message:
        'calculator_graph.cc:853] INVALID_ARGUMENT: CalculatorGraph::Run() failed in Run: \nCalculator::Process() for node "EmbeddingsCalculator" failed: Input length 617 longer than allowed 512',
    });
    expect(result.reason).toBe('context_overflow');
  });
});

// android/androidify#111 and flutter/genui#295: Firebase AI Logic without a key (batch 495).
describe('a service missing a configured API key', () => {
  it('is a key no one set up (batch 495, Android)', () => {
    const result = classify({
      message:
        'com.google.firebase.ai.type.ServerException: Firebase AI Logic is missing a configured Gemini Developer API key.',
      name: 'ServerException',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('reads the full server wording with its setup advice the same (batch 495, Flutter)', () => {
    const result = classify({
      message:
        'Unhandled Exception: Firebase AI Logic is missing a configured Gemini Developer API key. Set one up by visiting https://console.firebase.google.com/project/dreamstale-stage/ailogic/settings. See https://firebase.google.com/docs/ai-logic/faq-and-troubleshooting?api=dev#error-genai-config-not-found for more details. If you very recently went through the Firebase AI Logic setup workflow, wait a few minutes for the action to propagate to our systems and retry.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('leaves a billing account missing to billing (invented)', () => {
    expect(
      classify({ message: 'Your project is missing a configured billing account.' }).reason,
    ).toBe('billing');
  });
});
