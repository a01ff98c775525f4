/**
 * Review 64 of session 64's rules (groups HA–HE; notes/s64/review-64.md): each narrowed rule with
 * the reviewer's neighbour wordings it now reads right, and the held line it was written for.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function each(rows: readonly (readonly [Record<string, unknown>, string])[]) {
  for (const [descriptor, want] of rows) {
    expect(reason(descriptor), JSON.stringify(descriptor)).toBe(want);
  }
}

const RAW_RATE_LIMIT = JSON.stringify({
  error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' },
});

describe('"Failed to check token" reads only the token itself, with its answer (item 1)', () => {
  it("keeps GitLab Duo's held token check (h1321) and the Japanese wording (h867)", () => {
    each([
      [
        {
          status: 401,
          message:
            'Token validation failed in Language Server: (Failed to check token: Error: Fetching Information about personal access token',
        },
        'auth',
      ],
      [{ message: 'トークンが正しくありません' }, 'auth'],
      [{ message: 'トークンが無効です' }, 'auth'],
    ]);
  });
  it('leaves a timeout, the token count, limits, balance and budget to their own words', () => {
    each([
      [{ message: 'Failed to check token: context deadline exceeded' }, 'timeout'],
      [{ message: 'Failed to check token balance' }, 'billing'],
      [{ message: 'Failed to check token count for request' }, 'unknown'],
      [{ message: 'Failed to check token budget' }, 'unknown'],
      [{ message: 'トークンが無効です。最大トークン数は4096です' }, 'format_error'],
    ]);
  });
});

describe('"Illegal access" reads auth_permanent only when nothing is named after it (item 2)', () => {
  it("keeps Xiaomi MiMo's held illegal_access (h1304, h218)", () => {
    each([
      [
        {
          status: 403,
          body: { error: { code: '403', message: 'Illegal access', type: 'illegal_access' } },
        },
        'auth_permanent',
      ],
      [{ message: 'Illegal access' }, 'auth_permanent'],
    ]);
  });
  it('leaves an illegal access token, a frequency, an exception and an ip to their own words', () => {
    each([
      [{ status: 401, message: 'Illegal access token' }, 'auth'],
      [{ message: 'Illegal access frequency, please try again later' }, 'rate_limit'],
      [{ message: 'Illegal Access Exception' }, 'unknown'],
      [{ message: 'illegal access ip' }, 'unknown'],
    ]);
  });
});

describe("a server_error type's transport words skip its own stores and overload (item 3)", () => {
  it("keeps a relay's held upstream connection (h1159) and a dial failure", () => {
    each([
      [
        {
          body: {
            error: { type: 'server_error', message: 'Failed to connect to upstream service' },
          },
        },
        'timeout',
      ],
      [
        {
          body: {
            error: {
              type: 'server_error',
              code: 'internal_error',
              message: 'dial tcp 10.0.0.3:8000: connect: connection refused',
            },
          },
        },
        'timeout',
      ],
    ]);
  });
  it("reads a database connection and Envoy's overflow as the server's, not the connection", () => {
    each([
      [
        {
          body: {
            error: {
              type: 'server_error',
              message: 'Failed to connect to database: connection refused',
            },
          },
        },
        'server_error',
      ],
    ]);
    expect(
      reason({
        body: {
          error: {
            type: 'server_error',
            message:
              'upstream connect error or disconnect/reset before headers. reset reason: overflow',
          },
        },
      }),
    ).not.toBe('timeout');
  });
});

describe('"disabled by your organization\'s policy" reads model_not_found only for a model (item 4)', () => {
  it('keeps the held Copilot and Remote Control wordings (h63, h783, h879)', () => {
    each([
      [
        {
          message:
            'Model "claude-sonnet-4.5" is not available. It may be disabled by your organization\'s policy.',
        },
        'model_not_found',
      ],
      [
        {
          message:
            "Remote Control is disabled by your organization's policy. Contact your organization admin for access.",
        },
        'model_not_found',
      ],
      [
        {
          message:
            "The model is not available for your account. This can happen if the model was disabled by your organization's policy or if your Copilot plan doesn't include access to it.",
        },
        'model_not_found',
      ],
    ]);
  });
  it('leaves a whole product and a feature out', () => {
    each([[{ message: "Copilot is disabled by your organization's policy" }, 'auth']]);
    for (const message of [
      "MCP servers are disabled by your organization's policy",
      "Web search is disabled by your organization's policy",
    ]) {
      expect(reason({ message }), message).not.toBe('model_not_found');
    }
  });
});

describe("an aggregator's kept upstream rate-limit code reads upstream_rate_limit (item 5)", () => {
  it('reads the whole-body metadata as under error.metadata', () => {
    each([
      [{ body: { provider_name: 'OpenAI', raw: RAW_RATE_LIMIT } }, 'upstream_rate_limit'],
      [
        {
          body: {
            error: {
              message: 'Provider returned error',
              code: 429,
              metadata: { provider_name: 'OpenAI', raw: RAW_RATE_LIMIT },
            },
          },
        },
        'upstream_rate_limit',
      ],
      [
        {
          body: {
            provider_name: 'OpenAI',
            raw: JSON.stringify({
              error: {
                message:
                  'You exceeded your current quota, please check your plan and billing details',
                code: 'insufficient_quota',
              },
            }),
          },
        },
        'billing',
      ],
    ]);
  });
});

describe("an api_error's fetch failed is not an engine's own fetch or model load (item 6)", () => {
  it("keeps claude-code-router's held bare fetch failed (h1158, h1283, h1290)", () => {
    each([
      [
        { body: { error: { type: 'api_error', code: 'internal_error', message: 'fetch failed' } } },
        'timeout',
      ],
    ]);
  });
  it("reads LM Studio's engine fetch and a model load as server_error", () => {
    each([
      [
        {
          body: {
            error: {
              type: 'api_error',
              code: 'internal_error',
              message: 'Model failed to load: fetch failed',
            },
          },
        },
        'server_error',
      ],
      [
        {
          body: {
            error: {
              type: 'api_error',
              code: 'internal_error',
              message: 'Engine protocol predict request failed: fetch failed',
            },
          },
        },
        'server_error',
      ],
    ]);
  });
});

describe('Russian "слишком длинный запрос" is not a URI or a password (item 7)', () => {
  it("keeps neuraldeep's held request too long (h1163)", () => {
    each([
      [
        {
          status: 500,
          message:
            'provider "neuraldeep" (https://api.neuraldeep.ru/v1): openai complete: POST "https://api.neuraldeep.ru/v1/chat/completions": 400 Bad Request {"message":"Слишком длинный запрос: 121692 токенов входа при пределе 46112 на этом тарифе.',
        },
        'context_overflow',
      ],
      [{ message: 'Слишком длинный запрос. Сократите текст.' }, 'context_overflow'],
    ]);
  });
  it("leaves a 414's URI and a password too long out", () => {
    each([
      [{ status: 414, message: 'URI слишком длинный запрос' }, 'format_error'],
      [{ message: 'слишком длинный ввод пароля' }, 'unknown'],
    ]);
  });
});
