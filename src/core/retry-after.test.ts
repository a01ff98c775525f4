import { describe, expect, it } from 'vitest';
import { parseRetryAfter, parseRetryAfterText } from './retry-after.js';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('parseRetryAfter headers (DESIGN §2.3 order)', () => {
  it('retry-after-ms wins over retry-after', () => {
    expect(
      parseRetryAfter({ headers: { 'retry-after-ms': '250', 'retry-after': '9' } }),
    ).toMatchObject({
      retryAfterMs: 250,
      source: 'headers.retry-after-ms',
    });
  });

  it('retry-after: integer, fractional seconds and HTTP date', () => {
    expect(parseRetryAfter({ headers: { 'retry-after': '20' } }).retryAfterMs).toBe(20_000);
    expect(parseRetryAfter({ headers: { 'retry-after': '1.5' } }).retryAfterMs).toBe(1500);
    const date = parseRetryAfter({
      headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' },
      nowMs: NOW,
    });
    expect(date).toMatchObject({ retryAfterMs: 30_000, resetAt: NOW + 30_000 });
    // Without a clock an absolute date is still reported as resetAt.
    expect(
      parseRetryAfter({ headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' } }),
    ).toEqual({
      resetAt: NOW + 30_000,
      source: 'headers.retry-after',
    });
  });

  it('x-ratelimit-reset-requests / -tokens durations, preferring the exhausted window', () => {
    expect(
      parseRetryAfter({ headers: { 'x-ratelimit-reset-requests': '1m30s' } }).retryAfterMs,
    ).toBe(90_000);
    expect(parseRetryAfter({ headers: { 'x-ratelimit-reset-tokens': '6.5s' } }).retryAfterMs).toBe(
      6500,
    );
    expect(parseRetryAfter({ headers: { 'x-ratelimit-reset-tokens': '120ms' } }).retryAfterMs).toBe(
      120,
    );
    expect(
      parseRetryAfter({
        headers: {
          'x-ratelimit-reset-requests': '2s',
          'x-ratelimit-reset-tokens': '45s',
          'x-ratelimit-remaining-requests': '0',
          'x-ratelimit-remaining-tokens': '1200',
        },
      }).retryAfterMs,
    ).toBe(2000);
    expect(
      parseRetryAfter({
        headers: { 'x-ratelimit-reset-requests': '2s', 'x-ratelimit-reset-tokens': '45s' },
      }).retryAfterMs,
    ).toBe(45_000);
  });

  it("the same windows hyphenated as Azure's API Management has sent them (batch 387)", () => {
    expect(parseRetryAfter({ headers: { 'x-rate-limit-reset-tokens': '55' } }).retryAfterMs).toBe(
      55_000,
    );
    expect(
      parseRetryAfter({
        headers: {
          'x-rate-limit-reset-requests': '2s',
          'x-rate-limit-reset-tokens': '45s',
          'x-rate-limit-remaining-requests': '0',
        },
      }).retryAfterMs,
    ).toBe(2000);
    // OpenAI's own spelling wins when both are sent.
    expect(
      parseRetryAfter({
        headers: { 'x-ratelimit-reset-tokens': '6s', 'x-rate-limit-reset-tokens': '55' },
      }).retryAfterMs,
    ).toBe(6000);
    // A remaining count alone states no wait.
    expect(
      parseRetryAfter({ headers: { 'x-rate-limit-remaining-tokens': '0' } }).retryAfterMs,
    ).toBeUndefined();
  });

  it('anthropic-ratelimit-*-reset (RFC 3339), exhausted bucket first', () => {
    const hint = parseRetryAfter({
      headers: {
        'anthropic-ratelimit-requests-reset': '2026-01-01T00:00:05Z',
        'anthropic-ratelimit-tokens-reset': '2026-01-01T00:01:00Z',
        'anthropic-ratelimit-requests-remaining': '0',
      },
      nowMs: NOW,
    });
    expect(hint).toMatchObject({ retryAfterMs: 5000, resetAt: NOW + 5000 });
  });

  it('x-ratelimit-reset: epoch seconds, epoch ms, or seconds from now (by magnitude)', () => {
    expect(
      parseRetryAfter({ headers: { 'x-ratelimit-reset': String(NOW / 1000 + 60) }, nowMs: NOW }),
    ).toMatchObject({
      retryAfterMs: 60_000,
    });
    expect(
      parseRetryAfter({ headers: { 'x-ratelimit-reset': String(NOW + 2000) }, nowMs: NOW })
        .retryAfterMs,
    ).toBe(2000);
    expect(parseRetryAfter({ headers: { 'x-ratelimit-reset': '17' } }).retryAfterMs).toBe(17_000);
  });

  it('OpenRouter relays rate-limit headers inside the body', () => {
    expect(
      parseRetryAfter({
        bodyHeaders: { 'x-ratelimit-reset': String(NOW + 3_600_000) },
        nowMs: NOW,
      }),
    ).toMatchObject({
      retryAfterMs: 3_600_000,
      source: 'body.error.metadata.headers.x-ratelimit-reset',
    });
  });

  it('a reset far in the future is still reported', () => {
    expect(parseRetryAfter({ headers: { 'retry-after': '86400' } }).retryAfterMs).toBe(86_400_000);
  });
});

describe('parseRetryAfter body details', () => {
  it('Gemini RetryInfo.retryDelay and quotaResetDelay', () => {
    expect(
      parseRetryAfter({
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '30s' }],
      }).retryAfterMs,
    ).toBe(30_000);
    expect(
      parseRetryAfter({
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            metadata: { quotaResetDelay: '300000ms' },
          },
        ],
      }).retryAfterMs,
    ).toBe(300_000);
    expect(
      parseRetryAfter({ details: [{ retryDelay: { seconds: 2, nanos: 500_000_000 } }] })
        .retryAfterMs,
    ).toBe(2500);
  });
});

describe('parseRetryAfterText', () => {
  const cases: [string, number][] = [
    ['Please try again in 7.5s.', 7500],
    ['Please try again in 6ms.', 6],
    ['Please try again in 1m30s.', 90_000],
    ['retry after 20 seconds', 20_000],
    ['Please retry after 17 seconds.', 17_000],
    ['Your quota resets in 4hr 5min', 4 * 3_600_000 + 5 * 60_000],
    ['Please retry in 30.638054576s.', 30_638],
    ['try again after 1 seconds', 1000],
    ['quotaResetDelay: 300000ms', 300_000],
    ['Rate limit is exceeded. Try again in 30 seconds.', 30_000],
    ['wait 2 minutes and 30 seconds', 150_000],
    ['请在 20 秒后重试', 20_000],
    ['请1分钟后再试', 60_000],
    // opencode rounds a long server wait to weeks (opencode#28431, batch 751).
    ['Too Many Requests: quota exceeded [retrying in ~1 week attempt #1]', 604_800_000],
    ['resets in 2 weeks', 2 * 604_800_000],
    // A capped service names when the next one may be sent (CodeRabbit, batch 879).
    ['Next review available in: 9 minutes', 540_000],
    ['Your next request will be available in 30 seconds', 30_000],
  ];
  for (const [text, ms] of cases) {
    it(`"${text}" → ${ms} ms`, () => {
      expect(parseRetryAfterText(text)?.retryAfterMs).toBe(ms);
    });
  }

  it('an absolute reset time in text', () => {
    expect(parseRetryAfterText('Your limit will reset at 2026-01-01T02:00:00Z', NOW)).toMatchObject(
      {
        retryAfterMs: 7_200_000,
        resetAt: NOW + 7_200_000,
      },
    );
  });

  it("Google's RetryInfo printed as protobuf text (google-generativeai)", () => {
    const printed =
      '429 You exceeded your current quota. [violations {\n}\n, retry_delay {\n  seconds: 19\n}\n]';
    expect(parseRetryAfterText(printed)).toMatchObject({ retryAfterMs: 19_000, source: 'message' });
    expect(parseRetryAfterText('retry_delay {\n  seconds: 2\n  nanos: 500000000\n}')).toMatchObject(
      {
        retryAfterMs: 2_500,
      },
    );
    expect(parseRetryAfterText('retry_delay { }')).toBeUndefined();
  });

  it("a wait printed as Python's timedelta (Hugging Face ZeroGPU, batch 306)", () => {
    const zeroGpu =
      'You have exceeded your GPU quota (46s left vs. 60s requested). Sign-up on Hugging Face to get more quotas or retry in 0:09:48.';
    expect(parseRetryAfterText(zeroGpu)).toMatchObject({
      retryAfterMs: 588_000,
      source: 'message',
    });
    // With days, and with fractional seconds (invented): the whole delta, not its first part.
    expect(parseRetryAfterText('Try again in 1 day, 2:03:04')?.retryAfterMs).toBe(93_784_000);
    expect(parseRetryAfterText('retry in 0:00:05.5')?.retryAfterMs).toBe(5_500);
    // The first wait stated wins; a time of day is no wait (invented).
    expect(
      parseRetryAfterText('please try again in 30s. daily window: try again in 23:59:59')
        ?.retryAfterMs,
    ).toBe(30_000);
    expect(parseRetryAfterText('please retry in 10:00:00 UTC')).toBeUndefined();
    // A clock without hours is a time of day as often as a wait: not read (invented).
    expect(parseRetryAfterText('retry in 12:30')).toBeUndefined();
    // A span with units keeps its reading when a time follows it (invented).
    expect(parseRetryAfterText('try again in 20s (window 0:01:00)')?.retryAfterMs).toBe(20_000);
  });

  it('"retry after H:MM:SS" only where it cannot be a clock time (computer-use demo, batch 461)', () => {
    const demo =
      'You have been rate limited. Retry after 0:01:25 (HH:MM:SS). See our API documentation for more details.';
    expect(parseRetryAfterText(demo)).toMatchObject({ retryAfterMs: 85_000, source: 'message' });
    // Labelled a duration, hours too; under an hour without the label (invented).
    expect(parseRetryAfterText('retry after 2:00:00 (HH:MM:SS)')?.retryAfterMs).toBe(7_200_000);
    expect(parseRetryAfterText('please retry after 0:05:00')?.retryAfterMs).toBe(300_000);
    // A time of day after "after" is no wait (invented).
    expect(parseRetryAfterText('please retry after 14:30:00')).toBeUndefined();
    expect(parseRetryAfterText('retry after 0:30:00 UTC')).toBeUndefined();
  });

  it("tenacity's before-sleep log is the client's backoff, not a stated wait (batch 360)", () => {
    const log =
      'Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised RateLimitError: Rate limit reached for requests.';
    expect(parseRetryAfterText(log)).toBeUndefined();
    // A wait the provider states after the log is read (invented).
    expect(parseRetryAfterText(`${log} Please try again in 20s.`)?.retryAfterMs).toBe(20_000);
  });

  it('no number, no hint', () => {
    expect(parseRetryAfterText('please retry shortly')).toBeUndefined();
    // "next … available" states a wait only for the next request, review or slot (review 54).
    expect(parseRetryAfterText('Next version will be available in 2 weeks')).toBeUndefined();
    expect(parseRetryAfterText('The next plan available for 30 days trial')).toBeUndefined();
    expect(parseRetryAfter({ text: 'nothing here' })).toEqual({});
  });
});

describe('robustness', () => {
  it('never throws on hostile input', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(() => parseRetryAfter({ headers: hostile as Record<string, string> })).not.toThrow();
    expect(parseRetryAfter({ headers: { 'retry-after': 'soon' } })).toEqual({});
  });
});

describe('long whitespace runs', () => {
  it('stay linear: a "reset" word followed by thousands of spaces does not backtrack', () => {
    // Before the fix, adjacent `\s*` made this ~7 s at 2,048 spaces (cubic); now it is microseconds.
    const text = `read ECONNRESET${' '.repeat(50_000)}tool message content must be a string`;
    const quoted = `quotaResetDelay:${' '.repeat(50_000)}x`;
    const span = `retry after 5s${' '.repeat(50_000)}x`;
    const started = performance.now();
    expect(parseRetryAfterText(text)).toBeUndefined();
    expect(parseRetryAfterText(quoted)).toBeUndefined();
    expect(parseRetryAfterText(span)).toMatchObject({ retryAfterMs: 5000 });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stay linear on long digit runs before a Chinese wait phrase', () => {
    const started = performance.now();
    expect(parseRetryAfterText(`${'1'.repeat(50_000)}后`)).toBeUndefined();
    expect(parseRetryAfterText(`x${'0'.repeat(50_000)}7秒后`)).toMatchObject({
      retryAfterMs: 7000,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(parseRetryAfterText('请在 1.5 秒后重试，或 20 秒后')).toMatchObject({
      retryAfterMs: 1500,
    });
  });

  it('still reads the same phrases across whitespace', () => {
    expect(parseRetryAfterText('retry   in \n about  20 seconds')).toMatchObject({
      retryAfterMs: 20_000,
    });
    expect(parseRetryAfterText('quotaResetDelay:  "300000ms"')).toMatchObject({
      retryAfterMs: 300_000,
    });
    expect(parseRetryAfterText('"retryDelay" : 30s')).toMatchObject({ retryAfterMs: 30_000 });
    expect(parseRetryAfterText('resets in 1 minute ,  and 30 seconds')).toMatchObject({
      retryAfterMs: 90_000,
    });
  });
});

describe('the forms real errors print (DESIGN §2.3 read from messages too)', () => {
  it("Google's RetryInfo as a Python dict (a Gemini error re-raised through a Python SDK or LiteLLM)", () => {
    const text =
      "429 You exceeded your current quota. [{'@type': 'type.googleapis.com/google.rpc.QuotaFailure', 'violations': []}, {'@type': 'type.googleapis.com/google.rpc.RetryInfo', 'retryDelay': '59s'}]";
    expect(parseRetryAfterText(text)).toMatchObject({ retryAfterMs: 59_000 });
    expect(parseRetryAfterText("'quotaResetDelay': '30s'")).toMatchObject({ retryAfterMs: 30_000 });
    expect(parseRetryAfterText("retryDelay='1.5s'")).toMatchObject({ retryAfterMs: 1500 });
  });

  it('the JSON, protobuf-text and phrase forms keep reading', () => {
    const cases: readonly (readonly [string, number])[] = [
      ['"retryDelay": "1.5s"', 1500],
      ['retry_delay {\n  seconds: 59\n}', 59_000],
      ['retry_delay { seconds: 59 }', 59_000],
      ['Please retry in 38.3s.', 38_300],
      ['Please try again in 1m30s.', 90_000],
      ['Rate limit reached. Please try again after 2 minutes.', 120_000],
    ];
    for (const [text, ms] of cases) expect(parseRetryAfterText(text)?.retryAfterMs, text).toBe(ms);
  });

  it('"wait one minute" counts its unit, a courteous "wait a minute" does not (batch 1079, held h55)', () => {
    const limit =
      'Only one message at a time. Please allow any other responses to complete before sending another message, or wait one minute.';
    expect(parseRetryAfterText(limit)?.retryAfterMs).toBe(60_000);
    expect(parseRetryAfterText('Please wait for one hour before retrying')?.retryAfterMs).toBe(
      3_600_000,
    );
    expect(parseRetryAfterText('Please wait a minute, then sign in again')).toBeUndefined();
    expect(parseRetryAfterText('wait one moment while we reconnect')).toBeUndefined();
  });

  it('headers a client printed into the message, in any rendering', () => {
    const cases: readonly (readonly [string, number, string])[] = [
      ['HTTP/1.1 429 Too Many Requests\nRetry-After: 120\n', 120_000, 'retry-after'],
      ["headers: { 'retry-after': '20', 'x-request-id': 'req_1' }", 20_000, 'retry-after'],
      ['"retry-after-ms":"1500"', 1500, 'retry-after-ms'],
      ["Headers([('retry-after', '7')])", 7000, 'retry-after'],
      ['map[Retry-After:[30]]', 30_000, 'retry-after'],
      ["'x-ratelimit-reset-requests': '1m6.5s'", 66_500, 'x-ratelimit-reset-requests'],
      ['x-ratelimit-reset-tokens: 350ms', 350, 'x-ratelimit-reset-tokens'],
      ['Retry-After: Thu, 01 Jan 2026 00:00:45 GMT', 45_000, 'retry-after'],
      [
        "'anthropic-ratelimit-requests-remaining': '0', 'anthropic-ratelimit-requests-reset': '2026-01-01T00:01:00Z'",
        60_000,
        'anthropic-ratelimit-requests-reset',
      ],
    ];
    for (const [text, ms, name] of cases) {
      expect(parseRetryAfter({ text, nowMs: NOW }), text).toMatchObject({
        retryAfterMs: ms,
        source: `message.headers.${name}`,
      });
    }
  });

  it('printed headers keep the header order: the exhausted window decides', () => {
    const text =
      "'x-ratelimit-remaining-requests': '0', 'x-ratelimit-remaining-tokens': '1200', 'x-ratelimit-reset-requests': '2s', 'x-ratelimit-reset-tokens': '40s'";
    expect(parseRetryAfterText(text)).toMatchObject({ retryAfterMs: 2000 });
  });

  it('a header named in prose is no wait', () => {
    expect(parseRetryAfterText('the retry-after header was missing from the 429')).toBeUndefined();
    expect(parseRetryAfterText('see x-ratelimit-reset-requests for details')).toBeUndefined();
  });

  it('stays linear on thousands of printed header names', () => {
    const started = performance.now();
    parseRetryAfterText(`${"'anthropic-ratelimit-".repeat(400)}${'retry-after:'.repeat(400)}`);
    parseRetryAfterText(`anthropic-ratelimit-${'a-'.repeat(3000)}reset: 1`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("Anthropic's subscription windows (anthropic-ratelimit-unified-*)", () => {
  const at = (s: number): string => String(Math.round((NOW + s * 1000) / 1000));

  it('the unified reset is epoch seconds', () => {
    expect(
      parseRetryAfter({
        headers: {
          'anthropic-ratelimit-unified-status': 'rejected',
          'anthropic-ratelimit-unified-reset': at(3600),
        },
        nowMs: NOW,
      }),
    ).toMatchObject({
      retryAfterMs: 3_600_000,
      resetAt: NOW + 3_600_000,
      source: 'headers.anthropic-ratelimit-unified-reset',
    });
  });

  it('a window still allowed is no wait (the weekly reset beside a rejected 5-hour one)', () => {
    const headers = {
      'anthropic-ratelimit-unified-5h-status': 'rejected',
      'anthropic-ratelimit-unified-5h-reset': at(1800),
      'anthropic-ratelimit-unified-7d-status': 'allowed',
      'anthropic-ratelimit-unified-7d-reset': at(5 * 86_400),
    };
    expect(parseRetryAfter({ headers, nowMs: NOW })).toMatchObject({
      retryAfterMs: 1_800_000,
      source: 'headers.anthropic-ratelimit-unified-5h-reset',
    });
    expect(
      parseRetryAfter({
        headers: {
          'anthropic-ratelimit-unified-status': 'allowed',
          'anthropic-ratelimit-unified-reset': at(86_400),
        },
        nowMs: NOW,
      }),
    ).toEqual({});
  });

  it('retry-after still wins over the unified reset', () => {
    expect(
      parseRetryAfter({
        headers: {
          'retry-after': '120',
          'anthropic-ratelimit-unified-status': 'rejected',
          'anthropic-ratelimit-unified-reset': at(3600),
        },
        nowMs: NOW,
      }).retryAfterMs,
    ).toBe(120_000);
  });
});

describe('a header sent twice (joined by a comma)', () => {
  it('reads each copy and keeps the longer wait', () => {
    const cases: readonly (readonly [Record<string, string>, number])[] = [
      [{ 'retry-after': '120, 120' }, 120_000],
      [{ 'retry-after': '60,90' }, 90_000],
      [{ 'retry-after-ms': '500, 750' }, 750],
      [{ 'x-ratelimit-reset-requests': '1m6.5s, 1m6.5s' }, 66_500],
      [{ 'x-ratelimit-reset': '30, 30' }, 30_000],
      [{ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT, Thu, 01 Jan 2026 00:00:30 GMT' }, 30_000],
    ];
    for (const [headers, ms] of cases) {
      expect(parseRetryAfter({ headers, nowMs: NOW }).retryAfterMs, JSON.stringify(headers)).toBe(
        ms,
      );
    }
  });

  it('one HTTP date (it holds a comma) stays one value', () => {
    expect(
      parseRetryAfter({ headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:45 GMT' }, nowMs: NOW }),
    ).toMatchObject({ retryAfterMs: 45_000, resetAt: NOW + 45_000 });
  });

  it('a negative retry-after is no wait (Date.parse read "-5" as a date in 2001)', () => {
    expect(parseRetryAfter({ headers: { 'retry-after': '-5' }, nowMs: NOW })).toEqual({});
  });
});

describe("an instant measured from the response's Date header when no clock is given", () => {
  it("Anthropic's bucket reset against Date (anthropic-sdk-typescript#357, batch 496)", () => {
    const headers = {
      'anthropic-ratelimit-requests-remaining': '0',
      'anthropic-ratelimit-requests-reset': '2024-03-26T20:00:00Z',
      'anthropic-ratelimit-tokens-remaining': '16000',
      'anthropic-ratelimit-tokens-reset': '2024-03-26T20:00:00Z',
      date: 'Tue, 26 Mar 2024 19:59:59 GMT',
    };
    expect(parseRetryAfter({ headers })).toEqual({
      retryAfterMs: 1000,
      resetAt: Date.parse('2024-03-26T20:00:00Z'),
      source: 'headers.anthropic-ratelimit-requests-reset',
    });
  });

  it('a Retry-After HTTP date too (RFC 9110 reads it against Date)', () => {
    const headers = {
      'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT',
      date: 'Thu, 01 Jan 2026 00:00:10 GMT',
    };
    expect(parseRetryAfter({ headers }).retryAfterMs).toBe(20_000);
  });

  it("the caller's clock wins over Date; a reset already past is no wait; no Date, no wait", () => {
    const headers = {
      'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT',
      date: 'Thu, 01 Jan 2026 00:00:10 GMT',
    };
    expect(parseRetryAfter({ headers, nowMs: NOW }).retryAfterMs).toBe(30_000);
    expect(
      parseRetryAfter({ headers: { ...headers, date: 'Thu, 01 Jan 2026 00:01:00 GMT' } })
        .retryAfterMs,
    ).toBe(0);
    expect(
      parseRetryAfter({ headers: { 'retry-after': headers['retry-after'] } }).retryAfterMs,
    ).toBeUndefined();
    expect(
      parseRetryAfter({ headers: { ...headers, date: 'not a date' } }).retryAfterMs,
    ).toBeUndefined();
  });
});

describe("ChatGPT Codex's subscription windows (x-codex-*)", () => {
  it('the used-up window states the wait (codex-proxy#65, batch 496)', () => {
    const headers = {
      'x-codex-primary-used-percent': '100',
      'x-codex-secondary-used-percent': '0',
      'x-codex-primary-window-minutes': '10080',
      'x-codex-primary-reset-after-seconds': '471285',
      'x-codex-secondary-reset-after-seconds': '0',
    };
    expect(parseRetryAfter({ headers })).toEqual({
      retryAfterMs: 471_285_000,
      source: 'headers.x-codex-primary-reset-after-seconds',
    });
  });

  it('of two used-up windows the later reset; a window with room is no wait', () => {
    const both = {
      'x-codex-primary-used-percent': '100',
      'x-codex-secondary-used-percent': '100',
      'x-codex-primary-reset-after-seconds': '13873',
      'x-codex-secondary-reset-after-seconds': '316705',
    };
    expect(parseRetryAfter({ headers: both, nowMs: NOW })).toMatchObject({
      retryAfterMs: 316_705_000,
      resetAt: NOW + 316_705_000,
    });
    expect(
      parseRetryAfter({ headers: { ...both, 'x-codex-secondary-used-percent': '80' } })
        .retryAfterMs,
    ).toBe(13_873_000);
    expect(
      parseRetryAfter({
        headers: {
          'x-codex-primary-used-percent': '45',
          'x-codex-primary-reset-after-seconds': '900',
        },
      }),
    ).toEqual({});
  });
});
