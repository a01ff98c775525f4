/**
 * The review of session 66's classifier rules (notes/s66/review.md): each describe pins a problem's
 * descriptor and its neighbours to the reading the review asked for.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('1. a header that carries the key is no request-shape refusal', () => {
  it('does not read a missing key header as format_error', () => {
    expect(
      reasonOf({ message: 'AI_APICallError: requests must include the x-api-key header' }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message: 'All requests must include the x-goog-api-key header or a key parameter',
      }),
    ).not.toBe('format_error');
    expect(reasonOf({ message: 'Request must include the x-api-key header' })).not.toBe(
      'format_error',
    );
    expect(
      reasonOf({
        body: {
          error: { message: 'Missing credentials: request must include the x-api-key header' },
        },
      }),
    ).toBe('auth_permanent');
  });
  it("keeps LiteLLM's trace-id header a request-shape refusal (held h905)", () => {
    expect(
      reasonOf({
        message: "Requests made with this agent's key must include the x-litellm-trace-id header.",
      }),
    ).toBe('format_error');
  });
});

describe('2. "account quota exceeded" beside a window or a wait is a window', () => {
  it('reads the per-minute quota and the stated wait as rate_limit', () => {
    expect(
      reasonOf({
        message: 'Account quota exceeded for requests per minute. Please retry after 20 seconds.',
      }),
    ).toBe('rate_limit');
    expect(reasonOf({ message: 'Account quota exceeded. Please retry after 60 seconds.' })).toBe(
      'rate_limit',
    );
  });
  it("keeps Bifrost's bare wording billing (held h876)", () => {
    expect(reasonOf({ message: 'Account quota exceeded' })).toBe('billing');
    expect(reasonOf({ message: 'Account quota exceeded', code: 'insufficient_quota' })).toBe(
      'billing',
    );
  });
});

describe("3. a client's wording before the provider's own reason keeps the reason", () => {
  it('reads the quota, overload and rate limit after the client wording', () => {
    expect(
      reasonOf({
        message:
          "Cannot read properties of undefined (reading 'prompt_tokens'). You exceeded your current quota, please check your plan and billing details.",
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        message:
          "Your gateway couldn't serve claude-opus-4-6 right now: all upstreams are overloaded, try again later",
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({
        message: 'Unable to get resource information. Rate limit exceeded, retry after 10s',
      }),
    ).toBe('rate_limit');
  });
  it('keeps the wordings alone as held (h845, h662, h547)', () => {
    expect(
      reasonOf({ message: "Cannot read properties of undefined (reading 'prompt_tokens')" }),
    ).toBe('server_error');
    expect(reasonOf({ message: "Your gateway couldn't serve claude-opus-4-6" })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'Unable to get resource information.' })).toBe('server_error');
  });
});

describe('4. a spend quota beside a window or a wait is a window', () => {
  it('reads the per-minute and 5-hour spend quota as rate_limit', () => {
    expect(
      reasonOf({
        status: 429,
        message: 'You have exceeded your spend quota for this minute; retry after 30s',
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        message:
          'You have reached your spend quota for this 5-hour window; try again in 47 minutes.',
      }),
    ).toBe('rate_limit');
  });
  it('keeps a spend quota in money billing (review 38b)', () => {
    expect(
      reasonOf({
        message: 'You have reached your daily spend quota of $10. Increase it in the dashboard.',
      }),
    ).toBe('billing');
  });
});

describe('5. an API version or an API retired under a 5xx is no missing model', () => {
  it('leaves the API version and the API to the 5xx', () => {
    expect(
      reasonOf({
        status: 500,
        message: 'api-version 2024-02-15-preview is deprecated and no longer available',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message:
          'The API version 2023-03-15-preview has been deprecated and is no longer available.',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message:
          'The Assistants API for these models has been deprecated and is no longer available',
      }),
    ).toBe('server_error');
  });
  it('keeps a retired model model_not_found (held h1466, h144)', () => {
    expect(
      reasonOf({
        status: 500,
        message:
          '`grok-2-image-1212` has been fully deprecated and is no longer available as of 2/24/2025. Please use `grok-imagine-image` instead.',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        status: 500,
        message: 'The model associated with the deployment is deprecated and no longer available',
      }),
    ).toBe('model_not_found');
  });
});

describe("6. Go's decoder error beside transport words is the transport's", () => {
  it('reads the refused connection as timeout', () => {
    expect(
      reasonOf({
        message:
          'Error: Post "http://localhost:11434/api/chat": dial tcp 127.0.0.1:11434: connect: connection refused; invalid character \'<\' looking for beginning of value',
      }),
    ).toBe('timeout');
  });
  it('keeps the decoder error alone server_error', () => {
    expect(reasonOf({ message: "invalid character '<' looking for beginning of value" })).toBe(
      'server_error',
    );
  });
});

describe("7. a proxy's block is no safety refusal", () => {
  it('reads the proxy error as the transport', () => {
    expect(reasonOf({ message: 'Proxy error: the response was blocked' })).toBe('timeout');
  });
  it("keeps Gemini's and Vertex's block content_policy", () => {
    expect(reasonOf({ message: 'VertexAIException - The response was blocked.' })).toBe(
      'content_policy',
    );
    expect(reasonOf({ message: 'Response was blocked due to OTHER' })).toBe('content_policy');
  });
});

describe('8. a relayed 400 that refuses the key is the key', () => {
  it('reads the key refusal under a 5xx as auth_permanent', () => {
    expect(
      reasonOf({
        status: 500,
        message:
          'bad response status code 400 (request id: 1): API key not valid. Please pass a valid API key.',
      }),
    ).toBe('auth_permanent');
  });
  it("keeps one-api's other relayed 400s format_error", () => {
    expect(
      reasonOf({
        status: 500,
        message: 'bad response status code 400 (request id: 1): invalid request body',
      }),
    ).toBe('format_error');
  });
});

describe('10. each request-shape wording has its own rule', () => {
  it('names the wording that decided', () => {
    const ruleOf = (message: string) =>
      classifyError(errorFromDescriptor({ message })).explain.at(-1)?.rule;
    expect(
      ruleOf("Requests made with this agent's key must include the x-litellm-trace-id header."),
    ).toBe('message.required_header_missing');
    expect(ruleOf('API in preview mode, please use api-version=preview')).toBe(
      'message.preview_api_version_required',
    );
    expect(ruleOf('File size is zero, please confirm and re-upload the file')).toBe(
      'message.uploaded_file_empty',
    );
    expect(ruleOf('Expected container_id: cntr_abc')).toBe('message.container_id_expected');
    expect(ruleOf('Invalid labels detected')).toBe('message.invalid_labels_detected');
  });
});
