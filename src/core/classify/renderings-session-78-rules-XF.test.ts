/**
 * Rule group XF (session 78): partial renderings. Held lines read right with their status, body or
 * message and missed as a part alone — a stream client's status after the host, a logged response
 * object's status, a completion finished with `error`, a parser's error payload and Cloudflare's
 * `cf_details`, a modality that needs a stream, a daily counter past its limit, and vLLM's media with
 * no placeholder without a status — each with the held wording, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a stream error naming the host and its status (held h2058-gemini-cloudcode-proto-not-repeating)', () => {
  it('reads the status after the host, bare or before the answer', () => {
    expect(
      reasonOf({ message: '[CloudCode] Stream error at https://cloudcode-pa.googleapis.com: 400' }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message: 'STREAM ERROR AT https://daily-cloudcode-pa.googleapis.com:443/v1: 401',
      }),
    ).toBe('auth');
  });
  it('leaves a stream error without a status after the host to the cut-stream reading', () => {
    expect(
      reasonOf({
        message: '[CloudCode] Stream error at https://cloudcode-pa.googleapis.com: socket hang up',
      }),
    ).toBe('timeout');
    expect(
      ruleOf({ message: 'Stream error at https://example.com: 400 bytes were read' }),
    ).not.toMatch(/^status\./);
  });
});

describe('a logged response object opening with its status (held h2062-openai-relay-o1-preview-504-nginx)', () => {
  it('reads the status of a `{ "status", "headers" }` object', () => {
    expect(
      classified({
        message:
          '{ "status": 504, "headers": { "content-type": "text/html", "date": "Sat, 18 Jan 2025 05:09:31 GMT", "server": "nginx" } }',
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.504' });
    expect(reasonOf({ message: '{"status":401,"headers":{"server":"nginx"}}' })).toBe('auth');
  });
  it('leaves a status without headers, or one further in, alone', () => {
    expect(ruleOf({ message: '{ "status": 504 }' })).not.toBe('status.504');
    expect(ruleOf({ message: 'response: { "status": 504, "headers": {} }' })).not.toBe(
      'status.504',
    );
  });
});

const completion = (content: string, finish: string) => ({
  body: {
    id: '4',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
  },
});

describe("a completion finished with 'error' carrying the error's words (held h1731-lmdeploy-internal-error-happened)", () => {
  it("reads the reply of a choice whose finish_reason is 'error'", () => {
    expect(reasonOf(completion('internal error happened', 'error'))).toBe('server_error');
    expect(
      reasonOf(
        completion(
          "Generation failed: Model.__call__() missing 1 required positional argument: 'pixel_values'",
          'error',
        ),
      ),
    ).toBe('server_error');
  });
  it("leaves a finished reply (the model's own words) unread", () => {
    expect(reasonOf(completion('internal error happened', 'stop'))).not.toBe('server_error');
  });
});

describe("a parser's error payload and Cloudflare's cf_details (held h2069-unknown-querymt-provider-error-overloaded, h1854)", () => {
  it("reads a payload's message when its type names an error", () => {
    expect(
      reasonOf({
        body: {
          payload: {
            type: 'provider_error',
            message: 'Our servers are currently overloaded. Please try again later.',
          },
        },
      }),
    ).toBe('overloaded');
    expect(reasonOf({ body: { payload: { type: 'Error', message: 'Rate limit exceeded' } } })).toBe(
      'rate_limit',
    );
  });
  it("reads Cloudflare's one-key cf_details", () => {
    expect(
      reasonOf({ body: { cf_details: 'Rate limit hit. Please wait a bit and try again.' } }),
    ).toBe('rate_limit');
  });
  it('leaves a payload of another type, and cf_details beside other keys, unread', () => {
    expect(
      reasonOf({ body: { payload: { type: 'info', message: 'Our servers are overloaded' } } }),
    ).toBe('unknown');
    expect(reasonOf({ body: { cf_details: 'Rate limit hit.', ray: 'abc', page: '<html>' } })).toBe(
      'unknown',
    );
  });
});

describe('a modality the API gives only over a stream (held h2074-openrouter-audio-output-requires-stream)', () => {
  it('reads it as format_error from the text alone', () => {
    expect(classified({ message: 'Audio output requires stream: true' })).toEqual({
      reason: 'format_error',
      rule: 'message.output_requires_stream',
    });
    expect(reasonOf({ message: 'Error: image output requires `stream` to be enabled.' })).toBe(
      'format_error',
    );
  });
  it('leaves other requirements of an output to their own readings', () => {
    expect(ruleOf({ message: 'Audio output requires a paid plan' })).not.toBe(
      'message.output_requires_stream',
    );
    expect(ruleOf({ message: 'This stream requires authentication' })).not.toBe(
      'message.output_requires_stream',
    );
  });
});

describe('a daily counter past its limit (held h2080-screenpipe-429-used-today)', () => {
  it('reads it as rate_limit from the text alone', () => {
    expect(classified({ message: 'used_today: 5010, limit_today: 5000' })).toEqual({
      reason: 'rate_limit',
      rule: 'message.daily_counter_over_limit',
    });
    expect(reasonOf({ message: '{"used_today": 120, "limit_today": 100}' })).toBe('rate_limit');
  });
  it('leaves a limit named alone', () => {
    expect(ruleOf({ message: 'limit_today: 5000' })).not.toBe('message.daily_counter_over_limit');
  });
});

describe("vLLM's media with no placeholder, without a status (held h2025-vllm-phi3v-image-tokens-0-placeholders)", () => {
  it('reads it as format_error from the text alone', () => {
    expect(
      classified({
        message:
          'ERROR:__main__:Error during generation: Attempted to assign 1 x 2509 = 2509 image tokens to 0 placeholders',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.media_tokens_no_placeholders' });
    expect(
      reasonOf({
        message: 'ValueError: Attempted to assign 576 = 576 AUDIO TOKENS TO 0 PLACEHOLDERS',
      }),
    ).toBe('format_error');
  });
  it('leaves a count merely off, and the 500 to its status rule', () => {
    expect(
      ruleOf({
        message:
          'ValueError: Attempted to assign 1580 = 1580 multimodal tokens to 1581 placeholders',
      }),
    ).not.toBe('message.media_tokens_no_placeholders');
    expect(
      ruleOf({
        status: 500,
        message: 'Attempted to assign 1 x 2509 = 2509 image tokens to 0 placeholders',
      }),
    ).toBe('status.500.media_tokens_no_placeholders');
  });
});

describe("Claude Code's /login advice before its API error (held h1923-anthropic-claude-code-403-socket-closed-login)", () => {
  it('reads the status after the advice, with or without the dot', () => {
    expect(
      classified({
        message:
          'Please run /login API Error: 403 The socket connection was closed unexpectedly. For more information, pass verbose: true in the second argument to fetch()',
      }),
    ).toEqual({ reason: 'auth', rule: 'status.403' });
    expect(
      ruleOf({
        message:
          'Please run /login · API Error: 403 The socket connection was closed unexpectedly.',
      }),
    ).toBe('status.403');
  });
  it('leaves the advice without an API error status to the other readings', () => {
    expect(
      ruleOf({ message: 'Please run /login The socket connection was closed unexpectedly.' }),
    ).not.toMatch(/^status\./);
  });
});
