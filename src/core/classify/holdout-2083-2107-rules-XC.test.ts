/**
 * Rule group XC (session 78): the misses of held-out batches 2083–2107 that a general rule reads —
 * a serialized TypeError's "Invalid URL", SageMaker's ModelErrorException around an invocation that
 * timed out, AFFiNE's missing copilot provider, the zhipuai SDK's 429 class under a retry wrapper,
 * Envoy's router-log reset, a client's "Server is unreachable", a token cap that says to reduce the
 * input, 9router's 5xx around its provider's 400 and vLLM's greedy-sampling check under a 500 — each with the held line's wording, a second
 * rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

const URL_STACK =
  'TypeError: Invalid URL\n    at new URL (node:internal/url:818:25)\n    at sX.buildURL (/app/.next/server/edge-chunks/15.js:4:16053)';

describe('a serialized TypeError "Invalid URL" body (held h2105-openai-lobehub-chatanywhere-invalid-url)', () => {
  it('reads the body with its name and stack, or with its name alone, as format_error', () => {
    expect(
      classified({
        message: 'Invalid URL',
        name: 'TypeError',
        body: { error: { message: 'Invalid URL', name: 'TypeError', stack: URL_STACK } },
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.invalid_url' });
    expect(
      ruleOf({
        message: 'Invalid URL.',
        body: { error: { message: 'Invalid URL.', name: 'TypeError' } },
      }),
    ).toBe('message.invalid_url');
  });
  it('leaves a TypeError body with other words to them', () => {
    expect(
      ruleOf({
        message: 'fetch failed',
        body: { error: { message: 'fetch failed', name: 'TypeError' } },
      }),
    ).not.toBe('message.invalid_url');
    expect(
      ruleOf({
        message: 'Invalid URL host',
        body: { error: { message: 'Invalid URL host', name: 'TypeError' } },
      }),
    ).not.toBe('message.invalid_url');
  });
});

const SAGEMAKER_TIMED_OUT =
  'Received server error (0) from model with message "Your invocation timed out while waiting for a response from container model. Review the latency metrics for each container in Amazon CloudWatch, resolve the issue, and try again. (Service: AmazonSageMakerRuntime; Status Code: 424; Error Code: ModelError; Request ID: 956d1805)';

describe('SageMaker ModelErrorException around a timed-out invocation (held h2085-sagemaker-java-modelerror-424-invocation-timeout)', () => {
  it('reads the 424 with the Java SDK class as timeout, and the other container name too', () => {
    expect(
      classified({
        status: 424,
        message: SAGEMAKER_TIMED_OUT,
        name: 'com.amazonaws.services.sagemakerruntime.model.ModelErrorException',
        code: 'ModelError',
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.424.model_error_timed_out' });
    expect(
      reasonOf({
        status: 424,
        message:
          'Your invocation timed out while waiting for a response from container primary. Review the latency metrics.',
        name: 'ModelErrorException',
      }),
    ).toBe('timeout');
  });
  it("leaves the class's other 424s to the model error", () => {
    expect(
      reasonOf({
        status: 424,
        message:
          'Received client error (400) from primary with message "invalid input shape". (Status Code: 424; Error Code: ModelError)',
        name: 'com.amazonaws.services.sagemakerruntime.model.ModelErrorException',
      }),
    ).not.toBe('timeout');
    expect(
      reasonOf({
        status: 424,
        message: 'Received server error (500) from primary with message "CUDA failure"',
        name: 'ModelErrorException',
      }),
    ).toBe('server_error');
  });
});

describe('AFFiNE\'s "No copilot provider available" (held h2095-affine-no-copilot-provider-qwen-lmstudio)', () => {
  it('reads it behind "Internal Server Error:" and as the code alone as model_not_found', () => {
    expect(
      classified({
        message:
          'Internal Server Error: No copilot provider available: gemini-2.5-flash Identify: NO_COPILOT_PROVIDER_AVAILABLE',
        code: 'NO_COPILOT_PROVIDER_AVAILABLE',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.no_copilot_provider' });
    expect(reasonOf({ message: 'Internal Server Error: No copilot provider available' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'request failed', code: 'no_copilot_provider_available' })).toBe(
      'model_not_found',
    );
  });
  it('leaves a bare internal server error and other copilot words alone', () => {
    expect(reasonOf({ message: 'Internal Server Error' })).toBe('server_error');
    expect(ruleOf({ message: 'Internal Server Error: copilot provider failed' })).not.toBe(
      'message.no_copilot_provider',
    );
  });
});

describe("the zhipuai SDK's APIReachLimitError (held h2090-zhipu-dify-retryerror-apireachlimit)", () => {
  it('reads the class under a retry wrapper, as the name or in the text, as rate_limit', () => {
    expect(
      classified({
        message: 'RetryError state=finished raised APIReachLimitError',
        name: 'APIReachLimitError',
      }),
    ).toEqual({ reason: 'rate_limit', rule: 'name.apireachlimiterror' });
    expect(
      reasonOf({
        message: 'RetryError[<Future at 0x7f3 state=finished raised APIReachLimitError>]',
      }),
    ).toBe('rate_limit');
  });
  it("leaves the SDK's other classes under the wrapper to their own reading", () => {
    expect(reasonOf({ message: 'RetryError state=finished raised APIReachLimitErrorX' })).not.toBe(
      'rate_limit',
    );
  });
});

describe('Envoy\'s "upstream reset: connection termination" (held h2083-gpustack-upstream-reset)', () => {
  it('reads the router log line under its 503, and with the reset reason spelt out, as timeout', () => {
    expect(classified({ status: 503, message: 'upstream reset: connection termination' })).toEqual({
      reason: 'timeout',
      rule: 'status.503.upstream_connect_failure',
    });
    expect(
      reasonOf({ status: 502, message: 'upstream reset: reset reason: remote connection failure' }),
    ).toBe('timeout');
  });
  it('leaves an overflow reset to capacity', () => {
    expect(reasonOf({ status: 503, message: 'upstream reset: overflow' })).toBe('overloaded');
  });
});

describe('a client\'s "Server is unreachable" (held h2099-gorilla-cli-server-unreachable)', () => {
  it('reads the sentence, and its capitals, as timeout', () => {
    expect(
      classified({
        message:
          "Server is unreachable. Try updating Gorilla-CLI with 'pip install --upgrade gorilla-cli'",
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.text' });
    expect(reasonOf({ message: 'ERROR: THE SERVER IS CURRENTLY UNREACHABLE' })).toBe('timeout');
  });
  it("leaves an MCP or licence server's, and Cloudflare's origin 523, alone", () => {
    expect(ruleOf({ message: 'The MCP server is unreachable' })).not.toBe('transport.text');
    expect(ruleOf({ message: 'License server is unreachable' })).not.toBe('transport.text');
    expect(reasonOf({ status: 523, message: 'Origin is unreachable' })).toBe('server_error');
  });
});

describe('a token cap that says to reduce the input (held h2098-bito-cli-token-limit)', () => {
  it('reads the advice to reduce the input as context_overflow', () => {
    expect(
      classified({ message: 'Reached token limit, please try again by reducing AI input' }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.token_limit_reduce_input' });
    expect(
      reasonOf({
        message: 'You have hit the token limit. Please reduce your input and try again.',
      }),
    ).toBe('context_overflow');
  });
  it('leaves a token limit that only says to try again to the usage window', () => {
    expect(reasonOf({ message: 'Reached token limit, please try again later' })).toBe('rate_limit');
  });
});

describe("9router's 5xx around its provider's 400 (held h2104-google-antigravity-9router-invalid-argument-503)", () => {
  it("reads the provider's 400 words under the 503: format_error, and a model verdict", () => {
    expect(
      classified({
        status: 503,
        message:
          'HTTP 503: [antigravity/gemini-3.7-flash-high] [400]: {\n "error": {\n "code": 400,\n "message": "Request contains an invalid argument.",\n "status": "INVALID_ARGUMENT"\n }\n}\n (reset after 7s)',
      }).reason,
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 502,
        message:
          'HTTP 502: [github/gpt-5.2] [400]: {"error":{"message":"The requested model is not supported.","code":"model_not_supported"}} (reset after 30s)',
      }),
    ).toBe('model_not_found');
  });
  it("leaves 9router's 503 around a 429 or its own words to the 5xx", () => {
    expect(
      reasonOf({
        status: 503,
        message: 'HTTP 503: [antigravity/gemini-3-pro] [429]: Resource exhausted (reset after 7s)',
      }),
    ).not.toBe('format_error');
    expect(reasonOf({ status: 503, message: 'HTTP 503: Service Unavailable [400]: x' })).toBe(
      'overloaded',
    );
  });
});

describe('vLLM\'s "n must be 1 when using greedy sampling" under a 500 (held h2083-dynamo-greedy-n-500)', () => {
  it("reads Dynamo's 500 body, and the words without a status, as format_error", () => {
    expect(
      classified({
        status: 500,
        body: {
          message:
            'Failed to fold completions stream for 6edcf4b3: a python exception was caught while processing the async generator: ValueError: n must be 1 when using greedy sampling, got 2.',
          type: 'Internal Server Error',
          code: 500,
        },
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.request_refused_words' });
    expect(
      reasonOf({ message: 'ValueError: best_of must be 1 when using greedy sampling, got 4.' }),
    ).toBe('format_error');
  });
  it("leaves Dynamo's bare fold failure to the 500", () => {
    expect(
      reasonOf({
        status: 500,
        body: {
          message: 'Failed to fold completions stream',
          type: 'Internal Server Error',
          code: 500,
        },
      }),
    ).toBe('server_error');
  });
});
