/**
 * Review 2 of session 72's rules (groups PB, PD, PE): each describe pins the reviewer's descriptor
 * for one problem, its neighbours, and the held line the narrowed rule must still read.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const reasonOf = (descriptor: Record<string, unknown>): string =>
  classifyError(errorFromDescriptor(descriptor)).reason;

describe('review 2, problem 1: a bare "Invalid `signature`" is no thinking signature', () => {
  it('leaves a request-signing or header fault to other steps', () => {
    expect(
      reasonOf({ message: 'Invalid `signature` parameter: request signature does not match' }),
    ).not.toBe('thinking_signature');
    expect(
      reasonOf({ status: 400, message: 'Invalid `signature`: HMAC request signature mismatch' }),
    ).toBe('auth');
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'Invalid `signature` header for webhook' } },
      }),
    ).toBe('format_error');
  });
  it('still reads the thinking block and its cut form (h1784)', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          '400 {"error":{"code":"400","type":"invalid_params","message":"messages.1.content.0: Invalid `signature` in `t…',
      }),
    ).toBe('thinking_signature');
    expect(
      reasonOf({
        status: 400,
        message: 'messages.1.content.0: Invalid `signature` in `thinking` block',
      }),
    ).toBe('thinking_signature');
    expect(reasonOf({ message: 'messages.3.content.0: Invalid `signature` in `…' })).toBe(
      'thinking_signature',
    );
    expect(reasonOf({ status: 500, message: 'Invalid `signature` in `thinking` block' })).toBe(
      'thinking_signature',
    );
  });
});

describe('review 2, problem 2: one reading for a server log of the caller leaving', () => {
  it('reads the four h1794 cancellations and the older logs as aborted', () => {
    expect(
      reasonOf({
        status: 499,
        message: 'client connection closed before server finished loading, aborting load',
        cause: { message: 'timed out waiting for llama runner to start: context canceled' },
      }),
    ).toBe('aborted');
    expect(
      reasonOf({
        message:
          "[http_server] Error: Request is disconnected from the client side (type 3). Abort request obj.rid='61165a643f00435ca1112901a78071f7'",
      }),
    ).toBe('aborted');
    expect(
      reasonOf({ message: 'Request is disconnected from the client side (type 3). Abort request' }),
    ).toBe('aborted');
    expect(reasonOf({ message: 'srv  cancel_tasks: cancel task, id_task = 0' })).toBe('aborted');
    expect(
      reasonOf({ message: '[LM STUDIO SERVER] Client disconnected. Stopping generation...' }),
    ).toBe('aborted');
  });
  it("leaves SGLang's words under a 500 to the server (h231)", () => {
    expect(
      reasonOf({
        status: 500,
        message: 'Request is disconnected from the client side (type 1). Abort request',
      }),
    ).toBe('server_error');
  });
});

describe("review 2, problem 3: Copilot's token exchange is the credential only as the bare sentence", () => {
  const sentence = 'Failed to get authorization from token';
  it('lets a stated transport cause under a 5xx decide', () => {
    expect(
      reasonOf({
        status: 500,
        message: `${sentence}: Post https://api.github.com/copilot_internal/v2/token: dial tcp: i/o timeout`,
      }),
    ).toBe('timeout');
    expect(reasonOf({ status: 500, message: `${sentence}: 503 Service Unavailable` })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 502, message: `${sentence}: 503 Service Unavailable` })).toBe(
      'server_error',
    );
  });
  it('still reads the bare sentence as auth (h780, h1094)', () => {
    expect(
      reasonOf({
        status: 500,
        body: { error: sentence },
        message: JSON.stringify({ error: sentence }),
      }),
    ).toBe('auth');
    expect(reasonOf({ status: 500, message: sentence })).toBe('auth');
    expect(reasonOf({ body: { error: sentence } })).toBe('auth');
  });
});

describe("review 2, problem 4: reqwest's Decode kind is transport only with a transport source", () => {
  const warp = (inner: string): Record<string, unknown> => ({
    message: `Request failed with error: Transport(reqwest::Error { kind: ${inner} })`,
  });
  it('leaves a body that arrived and did not parse to later steps', () => {
    expect(reasonOf(warp('Decode, source: Error("expected value", line: 1, column: 1)'))).not.toBe(
      'timeout',
    );
    expect(
      reasonOf(warp('Decode, source: Error("missing field `choices`", line: 1, column: 40)')),
    ).not.toBe('timeout');
  });
  it('still reads the held resets and the Request kind as timeout (h1189, h795)', () => {
    expect(
      reasonOf(
        warp('Decode, source: hyper::Error(Body, Error { kind: Io(Kind(ConnectionReset)) })'),
      ),
    ).toBe('timeout');
    expect(
      reasonOf(
        warp(
          'Decode, source: hyper::Error(Body, Error { kind: Reset(StreamId(277), INTERNAL_ERROR, Remote) })',
        ),
      ),
    ).toBe('timeout');
    expect(
      reasonOf({
        message:
          'Request failed with error: Transport(reqwest::Error { kind: Request, url: "https://app.warp.dev/ai/multi-agent"',
        name: 'reqwest::Error',
      }),
    ).toBe('timeout');
  });
});

describe('review 2, problem 5: a stated token limit per minute is no overflow', () => {
  const tpm = 'Your organization input token limit is 40000 per minute.';
  it('leaves a per-minute limit to the rate words or the status', () => {
    // Without a status only the word vote can answer; the rule under review must not.
    expect(reasonOf({ message: tpm })).not.toBe('context_overflow');
    expect(reasonOf({ status: 400, message: tpm })).not.toBe('context_overflow');
    expect(reasonOf({ status: 400, message: 'input token limit is 40000 tokens/min' })).not.toBe(
      'context_overflow',
    );
    expect(reasonOf({ status: 429, message: tpm })).toBe('rate_limit');
  });
  it("still reads iFlytek's input limit (h1793) and lowers MiniMax's output cap (h1789)", () => {
    expect(
      reasonOf({
        status: 400,
        message:
          'error, status code: 400, status: 400 Bad Request, message: input token limit is 97280, timeStamp:13:35:57.732',
      }),
    ).toBe('context_overflow');
    const capped = classifyError(
      errorFromDescriptor({
        status: 400,
        message: 'invalid params, model[MiniMax-M3] does not support max tokens > 524288 (2013)',
      }),
    );
    expect(capped.reason).toBe('context_overflow');
    expect(capped.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 524288 });
  });
});

describe("review 2, problem 6: OpenRouter's daily key cap whatever status survived", () => {
  const daily = 'Key limit exceeded (daily limit)';
  it('reads it as a rate limit without a status and under 402, 403, 429', () => {
    expect(reasonOf({ message: daily })).toBe('rate_limit');
    expect(reasonOf({ status: 429, message: daily })).toBe('rate_limit');
    expect(reasonOf({ status: 402, message: daily })).toBe('rate_limit');
    expect(reasonOf({ status: 403, message: daily })).toBe('rate_limit');
  });
  it('leaves the other key limits billing', () => {
    expect(reasonOf({ message: 'Key limit exceeded (monthly limit)' })).toBe('billing');
    expect(reasonOf({ status: 403, message: 'Key limit exceeded (total limit)' })).toBe('billing');
  });
});

describe('review 2, problem 7: the bare-404 client tails after a headline naming another object', () => {
  const ruleOf = (descriptor: Record<string, unknown>): string | undefined =>
    classifyError(errorFromDescriptor(descriptor)).explain.at(-1)?.rule;
  it('no longer pins a thread, file or app-route 404 to the client status line rule', () => {
    for (const message of [
      'Error creating thread: Error code: 404',
      'Error uploading file: Error code: 404',
      '/api/chat:1 Failed to load resource: the server responded with a status of 404 ()',
    ]) {
      expect(ruleOf({ status: 404, message })).not.toBe('status.404.client_status_line');
    }
  });
  it('still reads the held tails as model_not_found (h298, h552, h1721)', () => {
    expect(
      reasonOf({
        status: 404,
        message: 'Failed to load resource: the server responded with a status of 404 ()',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        status: 404,
        message: 'Failed to load resource: the server responded with a status of 404 ().',
      }),
    ).toBe('model_not_found');
    expect(reasonOf({ status: 404, message: 'OpenAI API error: Error code: 404' })).toBe(
      'model_not_found',
    );
  });
});
