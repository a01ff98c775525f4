/**
 * Group QB's rules (session 73): the misses of held-out batches 1810–1848 that a provider's or
 * client's own wording decides, each with the held line's wording, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("Vercel AI Gateway's free credits held back under a 403 (batch 1818)", () => {
  const words =
    'Free credits temporarily have restricted access due to abuse. Paid credits continue to have unrestricted access.';
  it('reads the held 403 without the "Purchase credits" link as billing', () => {
    const held = { status: 403, message: words };
    expect(reasonOf(held)).toBe('billing');
    expect(ruleOf(held)).toBe('status.403.free_credits_restricted');
  });
  it('reads the body form and capitals', () => {
    expect(
      reasonOf({
        status: 403,
        body: {
          error: {
            message: words,
            type: 'no_providers_available',
            param: { statusCode: 403, name: 'RestrictedModelsError' },
          },
        },
        name: 'RestrictedModelsError',
      }),
    ).toBe('billing');
    expect(reasonOf({ status: 403, message: words.toUpperCase() })).toBe('billing');
  });
  it('leaves a plain 403 and other free-credit wordings to the 403 reading', () => {
    expect(reasonOf({ status: 403, message: 'Forbidden' })).toBe('auth');
    expect(
      ruleOf({ status: 403, message: 'Free credits are not available for this model' }),
    ).not.toBe('status.403.free_credits_restricted');
  });
});

describe('a 5xx that says a service is temporarily unavailable, try again soon (batch 1821)', () => {
  it("reads Command Code's 502 as capacity", () => {
    const held = {
      status: 502,
      message:
        '502 upstream error: Web search is temporarily unavailable. Please try again in a few moments.',
    };
    expect(reasonOf(held)).toBe('overloaded');
    expect(ruleOf(held)).toBe('status.502.unavailable_try_again');
  });
  it('reads it in capitals and with "in a moment"', () => {
    expect(
      reasonOf({
        status: 502,
        message: 'IMAGE GENERATION IS TEMPORARILY UNAVAILABLE. PLEASE TRY AGAIN IN A MOMENT.',
      }),
    ).toBe('overloaded');
  });
  it("leaves a bare 502, an account's unavailability and other wordings to the server reading", () => {
    expect(reasonOf({ status: 502, message: '502 Bad Gateway' })).toBe('server_error');
    // A real 500 keeps the server's reading (session 67's KD tests).
    expect(
      reasonOf({
        status: 500,
        message: 'Image generation is temporarily unavailable. Please try again in a moment.',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message: 'Your account is temporarily unavailable. Please try again in a few moments.',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({ status: 502, message: 'Unexpected error. Please try again in a few moments.' }),
    ).toBe('server_error');
  });
});

describe('a quoted model id no longer available under a 501 (batch 1825)', () => {
  it("reads Databricks AI Gateway's 501 NOT_IMPLEMENTED as the retired model", () => {
    const held = {
      status: 501,
      body: {
        error_code: 'NOT_IMPLEMENTED',
        message:
          "'databricks-gpt-5-6-sol' is no longer available. Use Unity Catalog model services (v3).",
      },
      message:
        'inner executor error: unexpected status 501 Not Implemented: {"error_code":"NOT_IMPLEMENTED","message":"\'databricks-gpt-5-6-sol\' is no longer available. Use Unity Catalog model services (v3)."}',
      code: 'runner_error',
    };
    expect(reasonOf(held)).toBe('model_not_found');
    expect(ruleOf(held)).toBe('status.501.model_no_longer_available');
  });
  it('reads another id in double quotes, the body alone', () => {
    expect(
      reasonOf({ status: 501, body: { message: '"gpt-4-0314" is no longer available.' } }),
    ).toBe('model_not_found');
  });
  it('leaves a feature, an unquoted subject and a bare 501 to the server reading', () => {
    expect(reasonOf({ status: 501, message: 'This feature is no longer available.' })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 501, message: "'legacy' is no longer available." })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 501, message: 'Not Implemented' })).toBe('server_error');
  });
});

describe("OpenRouter's 'reasoning details to be preserved' without the upstream error (batch 1848)", () => {
  it('reads the retyped sentence alone as the thinking history', () => {
    const held = {
      message:
        'Gemini models require OpenRouter reasoning details to be preserved in each request,please refere to https://openrouter.ai/docs/guides/best-practices/reasoning-tokens#preserving-reasoning-blocks',
    };
    expect(reasonOf(held)).toBe('thinking_signature');
    expect(ruleOf(held)).toBe('signature.reasoning_details_not_preserved');
  });
  it('reads it under its 400 and in the metadata.raw form', () => {
    expect(
      reasonOf({
        status: 400,
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: {
              raw: 'Gemini models require OpenRouter reasoning details to be preserved in each request.',
            },
          },
        },
      }),
    ).toBe('thinking_signature');
  });
  it('leaves a 5xx relay and other reasoning wordings alone', () => {
    expect(
      reasonOf({
        status: 500,
        message: 'Gemini models require OpenRouter reasoning details to be preserved',
      }),
    ).toBe('server_error');
    expect(ruleOf({ message: 'reasoning details were not preserved' })).not.toBe(
      'signature.reasoning_details_not_preserved',
    );
  });
});

describe("Dynamo's 'no endpoints found for endpoint' (batch 1831)", () => {
  it('reads the frontend with no worker behind the component as a server fault', () => {
    const held = {
      message: 'Exception: no endpoints found for endpoint "dynamo/components/Processor/generate"',
      name: 'Exception',
    };
    expect(reasonOf(held)).toBe('server_error');
    expect(ruleOf(held)).toBe('message.dynamo_no_endpoint_instances');
  });
  it('reads the "no instances" sibling the same way', () => {
    expect(
      reasonOf({
        message: 'no instances found for endpoint "instances/dynamo/processor/chat/completions"',
      }),
    ).toBe('server_error');
  });
  it("leaves OpenRouter's 'No endpoints found' for a model to the model reading", () => {
    expect(reasonOf({ message: 'No endpoints found for deepseek/deepseek-r1.' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'No endpoints found that support tool use.' })).toBe(
      'model_not_found',
    );
  });
});

describe("'暂时无法' beside the client's own fetch failure (batch 1826)", () => {
  it("reads Reasonix's check that could not reach the API as a transport failure", () => {
    const held = { message: '暂时无法验证 API key （fetch failed）。请检查网络后重试。' };
    expect(reasonOf(held)).toBe('timeout');
    expect(ruleOf(held)).toBe('transport.text');
  });
  it('reads another sentence with the fetch failure in capitals', () => {
    expect(reasonOf({ message: '暂时无法连接服务器 (Fetch Failed)' })).toBe('timeout');
  });
  it('leaves "暂时无法" without it to the capacity reading', () => {
    expect(reasonOf({ message: '模型暂时无法提供服务' })).toBe('overloaded');
  });
});

describe("a token endpoint's 404 to a login's code exchange (batch 1810)", () => {
  it("reads Hermes Agent's Claude OAuth exchange as a credential that cannot be had", () => {
    const held = { status: 404, message: 'Token exchange failed: HTTP Error 404: Not Found' };
    expect(reasonOf(held)).toBe('auth_permanent');
    expect(ruleOf(held)).toBe('status.404.token_exchange_failed');
  });
  it('reads the bare number and the status from the message alone, in capitals', () => {
    expect(reasonOf({ status: 404, message: 'Token exchange failed: 404' })).toBe('auth_permanent');
    expect(reasonOf({ message: 'TOKEN EXCHANGE FAILED: HTTP ERROR 404: NOT FOUND' })).toBe(
      'auth_permanent',
    );
  });
  it("leaves a refresh's 404 (holdout-83) and a 404 without the exchange to the 404 reading", () => {
    expect(ruleOf({ status: 404, message: 'Failed to refresh token: 404 Not Found' })).not.toBe(
      'status.404.token_exchange_failed',
    );
    expect(reasonOf({ status: 404, message: 'Failed to refresh token: 404 Not Found' })).not.toBe(
      'auth_permanent',
    );
    expect(reasonOf({ status: 404, message: 'The model gpt-5 does not exist' })).toBe(
      'model_not_found',
    );
    expect(ruleOf({ status: 404, message: '404 page not found' })).toBe('status.404.router');
  });
});

describe("a Google long-running operation's google.rpc code (batch 1823)", () => {
  it("reads a finished operation's code 13 INTERNAL as the server's fault", () => {
    const held = {
      body: {
        done: true,
        error: {
          code: 13,
          message:
            'Please refer to our documentation for checking logs and other troubleshooting tips.',
        },
      },
    };
    expect(reasonOf(held)).toBe('server_error');
    expect(ruleOf(held)).toBe('code.operation_error_code');
  });
  it("reads it with the operation's name beside it, and code 3 as the request's", () => {
    expect(
      reasonOf({
        body: {
          name: 'projects/p/locations/us-central1/operations/1',
          done: true,
          error: { code: 13, message: 'x' },
        },
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        body: {
          done: true,
          error: {
            code: 3,
            message: 'Reasoning Engine resource failed to start and cannot serve traffic.',
          },
        },
      }),
    ).toBe('format_error');
  });
  it('leaves an unfinished operation, a string code and other numbers to the other rules', () => {
    expect(
      ruleOf({
        body: { done: false, error: { code: 13, message: 'Please refer to our documentation.' } },
      }),
    ).not.toBe('code.operation_error_code');
    expect(ruleOf({ body: { done: true, error: { code: '13', message: 'x' } } })).not.toBe(
      'code.operation_error_code',
    );
    expect(ruleOf({ body: { done: true, error: { code: 14, message: 'x' } } })).not.toBe(
      'code.operation_error_code',
    );
    expect(ruleOf({ body: { error: { code: 13, message: 'x' } } })).not.toBe(
      'code.operation_error_code',
    );
  });
});

describe("TGI's router that could not reach its own shard (batch 1828; held h318, h932)", () => {
  it('reads the connect failure after "Server error:" as the serving engine down', () => {
    const held = {
      message:
        'Error: Request failed during generation: Server error: error trying to connect: Connection refused (os error 111)',
      name: 'Error',
    };
    expect(reasonOf(held)).toBe('server_error');
    expect(ruleOf(held)).toBe('message.server_error');
  });
  it("reads the router's own log line", () => {
    expect(
      reasonOf({
        message:
          'text_generation_client: router/client/src/lib.rs:33: Server error: error trying to connect: Connection refused (os error 111)',
      }),
    ).toBe('server_error');
  });
  it("leaves reqwest's connect failure to a provider to the transport reading", () => {
    expect(
      reasonOf({
        message:
          'error sending request for url (http://127.0.0.1:11434/api/generate): error trying to connect: tcp connect error: connection refused (os error 61)',
      }),
    ).toBe('timeout');
    expect(reasonOf({ message: 'error trying to connect: operation timed out' })).toBe('timeout');
  });
});

describe("SGLang's health check on a silent detokenizer (batch 1828)", () => {
  const words =
    "Health check failed. Server couldn't get a response from detokenizer for last 20 seconds. tic start time: 03:17:58. last_heartbeat time: 03:17:38";
  it('reads the 503 as a hung engine, not capacity', () => {
    const held = { status: 503, message: words };
    expect(reasonOf(held)).toBe('server_error');
    expect(ruleOf(held)).toBe('status.503.engine_detokenizer_silent');
  });
  it('reads the message alone and "could not"', () => {
    expect(reasonOf({ message: words })).toBe('server_error');
    expect(
      reasonOf({ status: 503, message: 'Server could not get a response from detokenizer' }),
    ).toBe('server_error');
  });
  it('leaves a plain 503 and other health checks to their readings', () => {
    expect(reasonOf({ status: 503, message: 'Service Unavailable' })).toBe('overloaded');
    expect(reasonOf({ status: 503, message: 'Health check failed. Server is overloaded.' })).toBe(
      'overloaded',
    );
  });
});

describe("Gemini CLI's own check of its configured auth method (batch 1812)", () => {
  it('reads "Invalid auth method selected." as a credential the CLI will not send', () => {
    const held = { message: 'Invalid auth method selected.' };
    expect(reasonOf(held)).toBe('auth_permanent');
    expect(ruleOf(held)).toBe('message.cli_auth_method');
  });
  it("reads Qwen Code's and Gemini CLI's unset method, in capitals", () => {
    expect(
      reasonOf({
        message:
          'Please set an Auth method in your /root/.qwen/settings.json or specify one of the following environment variables before running: OPENAI_API_KEY',
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ message: 'INVALID AUTH METHOD SELECTED' })).toBe('auth_permanent');
  });
  it('leaves an invalid token and the advice to switch method under a limit alone', () => {
    expect(reasonOf({ message: 'Invalid auth token' })).toBe('auth');
    expect(ruleOf({ message: 'Switch to another /auth method' })).not.toBe(
      'message.cli_auth_method',
    );
  });
});

describe("openai4j's 'Invalid sse format!' (batch 1840)", () => {
  it('reads the client parser that names no cause as unknown', () => {
    const held = { message: 'Invalid sse format!' };
    expect(reasonOf(held)).toBe('unknown');
    expect(ruleOf(held)).toBe('message.client_sse_format');
  });
  it('reads the exception class rendering too', () => {
    expect(
      reasonOf({
        message:
          'com.theokanning.openai.service.SSEFormatException: Invalid sse format! : OPENROUTER PROCESSING',
        name: 'SSEFormatException',
      }),
    ).toBe('unknown');
  });
  it('leaves a cut connection beside it and other "invalid format" wordings to their readings', () => {
    expect(reasonOf({ message: 'Invalid sse format! Connection reset by peer' })).toBe('timeout');
    expect(ruleOf({ message: 'Invalid request format' })).not.toBe('message.client_sse_format');
  });
});

describe("a client's connection record `{url, reason}` as the body (batch 1828)", () => {
  it("reads the socket's reason beside the URL", () => {
    const held = {
      body: {
        url: 'http://127.0.0.1:55799',
        reason: '[WinError 10054] An existing connection was forcibly closed by the remote host',
      },
      message: 'The connection to the local llama.cpp server was interrupted.',
      code: 'EXTERNAL_SERVER_UNAVAILABLE',
    };
    expect(reasonOf(held)).toBe('timeout');
  });
  it('reads the body alone', () => {
    expect(reasonOf({ body: { url: 'http://localhost:8080', reason: 'Connection refused' } })).toBe(
      'timeout',
    );
  });
  it('leaves a reason without a URL, and a body with its own message, to the other fields', () => {
    // Without the URL the body is no connection record: its socket words are not the verdict.
    expect(reasonOf({ body: { reason: 'Connection refused', status: 'blocked' } })).not.toBe(
      'timeout',
    );
    expect(
      reasonOf({
        body: {
          url: 'http://localhost:8080',
          message: 'Invalid API key',
          reason: 'Connection refused',
        },
      }),
    ).not.toBe('timeout');
  });
});
