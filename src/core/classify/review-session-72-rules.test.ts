/**
 * The review of session 72's rules (groups PA, PC, PF): each describe pins the reviewer's descriptor
 * for one problem, its neighbours, and the held line the narrowed rule must still read.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>): {
  reason: string;
  status: number | undefined;
  rule: string | undefined;
} {
  const result = classifyError(errorFromDescriptor(descriptor));
  return { reason: result.reason, status: result.status, rule: result.explain.at(-1)?.rule };
}

const reasonOf = (descriptor: Record<string, unknown>): string => classified(descriptor).reason;

describe('review 1: "Upstream service error" is read only when nothing else tells', () => {
  it('leaves the cause it wraps to decide', () => {
    expect(reasonOf({ message: 'Upstream service error: rate limit exceeded' })).toBe(
      'upstream_rate_limit',
    );
    expect(reasonOf({ message: 'Upstream service error: Invalid API key' })).toBe('auth_permanent');
    expect(reasonOf({ message: 'Upstream service error: context length exceeded' })).toBe(
      'context_overflow',
    );
    expect(
      reasonOf({
        message: 'Upstream service error: The service is temporarily overloaded, please retry',
      }),
    ).toBe('overloaded');
    expect(reasonOf({ message: 'Upstream service error (timeout after 60s)' })).toBe('timeout');
    expect(reasonOf({ message: 'No upstream service error was recorded; request timed out' })).toBe(
      'timeout',
    );
  });

  it('still reads the words said alone in the default step (h1732, body only)', () => {
    expect(classified({ body: { detail: 'Upstream service error.' } })).toMatchObject({
      reason: 'server_error',
      rule: 'default.upstream_service_error',
    });
    expect(reasonOf({ status: 502, body: { detail: 'Upstream service error.' } })).toBe(
      'server_error',
    );
  });
});

describe('review 2: a bracketed number after a sentence is a status only after "something went wrong"', () => {
  it("leaves counts and limits to the words, as at the session's start", () => {
    expect(
      classified({
        message:
          'Token indices sequence length is longer than the specified maximum sequence length for this model. (512)',
      }),
    ).toMatchObject({ reason: 'context_overflow', status: undefined });
    expect(reasonOf({ message: 'Input is longer than the model maximum. (512)' })).toBe(
      'context_overflow',
    );
    expect(classified({ message: 'Too many items in batch. (500)' }).status).toBeUndefined();
    expect(classified({ message: 'Batch limit exceeded. (500)' }).status).toBeUndefined();
  });

  it("still reads Notion's failure sentence (h396)", () => {
    expect(classified({ message: 'Something went wrong. (400)' })).toMatchObject({
      reason: 'format_error',
      status: 400,
    });
  });
});

describe("review 3: Cohere's connector wording has one reading", () => {
  const h990 =
    "connectors failed with continue on failure disabled: connector xyz failed with message 'failed to get auth token: user is not authenticated for connector xyz'";
  it('reads h990 under its 400 and as the message alone', () => {
    expect(classified({ status: 400, message: h990 })).toMatchObject({
      reason: 'format_error',
      rule: 'signature.connector_not_authenticated',
    });
    expect(reasonOf({ message: h990 })).toBe('format_error');
  });

  it('leaves a 401 to its status (auth), as at the start', () => {
    expect(
      reasonOf({ status: 401, message: 'user is not authenticated for connector xyz' }),
    ).toMatch(/^auth/);
  });
});

describe('review 4: spammy_user (left: the string forms only)', () => {
  it("reads the flag in GitHub's body kept as a string (h1777)", () => {
    expect(
      reasonOf({
        status: 403,
        body: {
          error:
            '{"error_details":{"message":"Contact Support.","notification_id":"spammy_user"},"message":"Resource not accessible by integration"}',
        },
      }),
    ).toBe('auth_permanent');
  });
});

describe('review 5: an unsupported service_tier does not beat a transient status', () => {
  it('leaves 429, 503 and 529 to the status', () => {
    expect(
      reasonOf({ status: 429, message: 'Unsupported service_tier: flex. Rate limit reached' }),
    ).toBe('rate_limit');
    expect(reasonOf({ status: 503, message: 'Unsupported service_tier: flex' })).toBe('overloaded');
    expect(reasonOf({ status: 529, message: 'Unsupported service_tier: flex' })).toBe('overloaded');
  });

  it('still reads the wording alone and under a 400 or 500 (h1767)', () => {
    expect(classified({ message: 'Unsupported service_tier: fast' })).toMatchObject({
      reason: 'format_error',
      rule: 'signature.service_tier_unsupported',
    });
    expect(reasonOf({ status: 400, message: 'Unsupported service_tier: fast' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 500, message: 'Unsupported service_tier: fast' })).toBe(
      'format_error',
    );
  });
});

describe('reviews 6-7: the client forms and HTML readings keep their held lines', () => {
  it("reads Python requests' printed Response and Mistral's fetch form (h1763, h148)", () => {
    expect(classified({ message: 'Network Error:\n<Response [429]>' }).status).toBe(429);
    expect(
      classified({
        message: 'Error response 422 while fetching https://api.mistral.ai/v1/chat/completions: ',
      }).status,
    ).toBe(422);
  });

  it("reads an HTML page's own status (h1732 mlx-lm, h277)", () => {
    expect(classified({ message: '<html><body><h2>Error 503</h2></body></html>' }).status).toBe(
      503,
    );
    expect(classified({ message: '<html><body><p>Error code: 501</p></body></html>' }).status).toBe(
      501,
    );
  });
});
