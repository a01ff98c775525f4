/**
 * Review 63 of session 63's rules (groups GA–GD; notes/s63/review-63.md): each narrowed rule with
 * the reviewer's neighbour wordings it now reads right, and the held line it was written for.
 */
import { describe, expect, it } from 'vitest';
import { ruleOf } from '../../../test/support/classified.js';
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

describe('"Session not found: <id>" reads only an id, not a sign-in session (item 1)', () => {
  it("keeps Agent Engine's held stale session id (batch 1327)", () => {
    each([
      [
        { name: 'ValueError', message: 'ValueError: Session not found: temp_session_HASH' },
        'format_error',
      ],
      [{ message: 'Session not found: temp_session_123' }, 'format_error'],
      [{ message: 'SESSION NOT FOUND: 8f2c1d' }, 'format_error'],
      [{ status: 401, message: 'Session not found: abc123' }, 'auth'],
    ]);
  });
  it('reads an auth, SSO or token session, or a session it says to sign in to, as a sign-in', () => {
    each([
      [{ message: 'Authentication session not found: abc123' }, 'auth'],
      [{ message: 'Keycloak: authentication session not found: expired' }, 'auth'],
      [{ message: 'Copilot token session not found: abc' }, 'auth'],
    ]);
    // A bare "expired" is no id: the stale-reference rule leaves it (the answer is the vote's; the
    // retrain of session 79 moved it from auth to unknown, so only the restraint is pinned).
    expect(ruleOf({ message: 'session not found: expired' })).not.toBe('message.referenced_item');
    // The instruction to run `aws sso login` is a sign-in (review of session 74, problem 7).
    expect(reason({ message: 'SSO session not found: please run aws sso login' })).toBe('auth');
  });
  it('does not take a sentence after the colon for an id', () => {
    for (const message of [
      'Session not found: please log in again',
      'Session not found: your session has expired, please log in',
      'Session not found: Please refresh the page and sign in again',
      'Error: Session not found: sess_abc (user must re-authenticate)',
    ]) {
      expect(reason({ message }), message).not.toBe('format_error');
    }
  });
});

describe('a caller\'s own cancel before "response ended prematurely" stays aborted (item 2)', () => {
  it('keeps the held .NET transport cut inside abort words (batch 1314)', () => {
    each([
      [
        {
          message:
            'Status(StatusCode="Unavailable", Detail="Error reading next message. IOException: The request was aborted. IOException: The response ended prematurely while waiting for the next frame from the server.")',
        },
        'timeout',
      ],
    ]);
  });
  it("reads the user's, client's or caller's abort as aborted", () => {
    each([
      [
        { message: 'The operation was canceled by the user. The response ended prematurely.' },
        'aborted',
      ],
      [
        { message: 'AbortError: The user aborted a request. response ended prematurely' },
        'aborted',
      ],
      [{ message: 'The request was aborted by the client: response ended prematurely' }, 'aborted'],
    ]);
  });
});

describe("HarmonyError( reads only openai-harmony's output-parse wordings as the server's (item 3)", () => {
  it('keeps the held output-parse lines (batch 1299)', () => {
    each([
      [
        { status: 400, message: "HarmonyError('Unknown role: <|start|>assistant')" },
        'server_error',
      ],
      [
        {
          status: 400,
          message: "HarmonyError('channel marker present but no channel value found in header')",
        },
        'server_error',
      ],
    ]);
  });
  it("leaves a render of the request's conversation to the request", () => {
    each([
      [
        {
          status: 400,
          message: "Error rendering conversation: HarmonyError('Unknown role: function')",
        },
        'format_error',
      ],
      [{ status: 400, message: "HarmonyError('invalid tool name: my tool')" }, 'format_error'],
      [{ status: 400, message: 'openai_harmony.HarmonyError: Unknown role: tool' }, 'format_error'],
    ]);
  });
});

describe('"subscription (is) required" reads billing only as a plan to buy (item 4)', () => {
  it('keeps the held plan wordings (batch 1341, GitLab Duo)', () => {
    each([
      [{ status: 403, message: 'Subscription required' }, 'billing'],
      [
        {
          status: 403,
          body: { error: { type: 'permission_error', message: 'Subscription required' } },
        },
        'billing',
      ],
      [{ status: 403, message: 'OpenCode Go subscription required.' }, 'billing'],
      [
        {
          status: 403,
          message:
            "I'm sorry, you don't have the GitLab Duo subscription required to use Duo Chat. Please contact your administrator. Error code: M3006",
        },
        'billing',
      ],
    ]);
  });
  it('leaves a negation, a parameter and a revoked key to their own readings', () => {
    each([
      [
        {
          status: 403,
          body: {
            error: {
              type: 'permission_error',
              message: 'Your subscription is required to be active; the API key is revoked',
            },
          },
        },
        'auth_permanent',
      ],
      [{ status: 400, message: 'Parameter subscription is required' }, 'format_error'],
      [
        {
          message:
            'No subscription required for this feature; invalid request: messages is required',
        },
        'format_error',
      ],
    ]);
  });
});
