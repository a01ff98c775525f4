/**
 * Rules written for the misses of held-out batches 572–575 (session 46, group BG), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// lobehub/lobehub #966: a fetch failure LobeChat serialized as its body, Node's TLS code as cause.
describe('a TLS code under a serialized fetch failure’s cause', () => {
  it('is the certificate, a transport failure (batch 574)', () => {
    const result = classify({
      body: { endpoint: '', error: { cause: { code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' } } },
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('tls.serialized_cause_code');
  });
  it('reads another TLS code the same (invented)', () => {
    const result = classify({
      body: {
        endpoint: 'https://proxy.example/v1',
        error: { cause: { code: 'SELF_SIGNED_CERT_IN_CHAIN' } },
      },
    });
    expect(result.reason).toBe('timeout');
  });
  it('leaves a provider’s own body code that looks alike, and a non-TLS cause code, alone (invented)', () => {
    expect(
      lastRule({
        body: {
          error: {
            code: 'UNABLE_TO_VERIFY_SIGNATURE',
            message: 'Unable to verify the request signature',
          },
        },
      }),
    ).not.toBe('tls.serialized_cause_code');
    expect(lastRule({ body: { endpoint: '', error: { cause: { code: 'ECONNRESET' } } } })).toBe(
      'disconnect.small_session',
    );
  });
});

const HTTPX_404 =
  "Internal Server Error, Client error '404 Not Found' for url 'https://us-central1-aiplatform.googleapis.com/v1/projects/p/locations/us-central1/batchPredictionJobs'";

// BerriAI/litellm#18192: LiteLLM's own label around httpx's line for Vertex's 404.
describe('httpx’s status line kept in a relay’s body', () => {
  it('is the status the upstream answered, read from a body cut short (batch 573)', () => {
    const result = classify({
      body: `{"error":{"message":"${HTTPX_404}\\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404","type":"internal_server_error","param":`,
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.find((step) => step.step === 'status')?.rule).toBe('status.404');
  });
  it('reads a parsed body and a 5xx line the same (invented)', () => {
    const parsed = classify({
      body: { error: { message: HTTPX_404, type: 'internal_server_error', param: null } },
    });
    expect(parsed.reason).toBe('model_not_found');
    const busy = classify({
      body: {
        detail:
          "Server error '503 Service Unavailable' for url 'https://api.example.com/v1/chat/completions'",
      },
    });
    expect(busy.reason).toBe('overloaded');
  });
  it('leaves the status the response carried, and a body without httpx’s line, alone (invented)', () => {
    expect(
      classify({
        status: 500,
        body: { error: { message: HTTPX_404, type: 'internal_server_error' } },
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        body: {
          error: {
            message: 'Internal Server Error: see the client error log for url https://x.example/v1',
            type: 'internal_server_error',
          },
        },
      }).reason,
    ).toBe('server_error');
  });
});

// stdapi-ai/stdapi.ai#292 and BerriAI/litellm PR#39668: the batch mode refused for the model.
describe('the batch mode said not supported for the model or deployment', () => {
  it('is the model, another one serves the batch (batch 573)', () => {
    const result = classify({
      message: 'Batch inference is not supported for the requested model',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_closed_to_account');
  });
  it('reads a deployment kind under a 400 and a plural wording (batch 573)', () => {
    const message =
      'Vertex AI batch prediction is not supported for `custom_endpoint` deployments. The OpenAI-compatible custom endpoint path has no batch surface in LiteLLM.';
    const result = classify({
      status: 400,
      body: { error: { message, type: 'None', param: 'None', code: '400' } },
    });
    expect(result.reason).toBe('model_not_found');
    expect(
      classify({ status: 400, message: 'Batch jobs are not supported for the selected model' })
        .reason,
    ).toBe('model_not_found');
  });
  it('leaves a batch size and a region alone (invented)', () => {
    expect(
      classify({ status: 400, message: 'Batch size is not supported for this model' }).reason,
    ).toBe('format_error');
    expect(
      classify({ status: 400, message: 'Batch API is not available for this region' }).reason,
    ).toBe('format_error');
  });
});

// chatanywhere/GPT_API_free#277: the relay's Spring error page for a route it does not serve.
describe('a 404 document that opens with Spring Boot’s timestamp', () => {
  it('is the route, even cut after its first field (batch 573)', () => {
    const result = classify({
      status: 404,
      name: 'NotFoundError',
      message: "NotFoundError: Error code: 404 - {'timestamp': 1722912177395,",
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.router');
  });
  it('reads an ISO time in a JSON rendering the same (invented)', () => {
    const result = classify({
      status: 404,
      message: 'Error code: 404 - {"timestamp":"2026-01-02T10:00:00.000+00:00","status":404',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a page that names a model, and the same opening under a 401, alone (invented)', () => {
    expect(
      lastRule({
        status: 404,
        message: "Error code: 404 - {'timestamp': 1722912177395, 'message': 'unknown model qwen-x'",
      }),
    ).not.toBe('status.404.router');
    expect(
      classify({
        status: 401,
        message:
          "Error code: 401 - {'timestamp': 1722912177395, 'status': 401, 'error': 'Unauthorized'}",
      }).reason,
    ).not.toBe('format_error');
  });
});

// NousResearch/hermes-agent#87208: every continuation of the answer was cut at maxOutputTokens.
describe('an answer said still truncated after continuing, or truncated by the output limit', () => {
  it('is the token budget (batch 575)', () => {
    const result = classify({
      message: 'Response remained truncated after 4 continuation attempts',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('message.context_overflow');
  });
  it('reads the output limit named as the cause (invented)', () => {
    expect(classify({ message: 'Output truncated due to max_tokens' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a cut stream, a log’s "(truncated...)" and retries of a network cut alone (invented)', () => {
    expect(classify({ message: 'Response truncated: stream closed before [DONE]' }).reason).toBe(
      'timeout',
    );
    expect(
      classify({
        status: 400,
        message: 'Client error: 400 Bad Request response: {"error":"invalid"} (truncated...)',
      }).reason,
    ).toBe('format_error');
    expect(classify({ message: 'Response truncated after 3 retries' }).reason).not.toBe(
      'context_overflow',
    );
  });
});
