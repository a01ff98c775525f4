/**
 * Rules written for the misses of held-out batches 1328–1344 (session 63, group GD), after the
 * batches had been scored without them: a response "interrupted due to a server error" (Copilot
 * CLI), a licence or subscription the account lacks under a permission code or a 403, undici's
 * Content-Length mismatch for a request body, an operation only management keys may perform,
 * Azure's `ExpiredAuthenticationToken`, and the SAP AI SDK's "No deployment matched the given
 * criteria". Each wording from the batch line named, a second rendering, then the neighbours it
 * must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('a response interrupted due to a server error', () => {
  it('is the server (Copilot CLI, batch 1333)', () => {
    const d = {
      message:
        'Response was interrupted due to a server error. Retrying...\n\n✗ Execution failed: Error: Failed to get response from the AI model; retried 5 times (total retry wait time: 5.927545045390875 seconds) Last error: Unknown error',
    };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toMatch(/^message\./);
  });
  it('reads a stream said so in capitals', () => {
    expect(classify({ message: 'STREAM INTERRUPTED DUE TO AN UPSTREAM ERROR' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a response interrupted by the user to the caller', () => {
    expect(classify({ message: 'Response was interrupted by the user.' }).reason).not.toBe(
      'server_error',
    );
  });
});

describe('a licence or subscription the account lacks', () => {
  it("is billing under a relay's permission_error code (AIClient2API, batch 1333)", () => {
    const d = {
      code: 'permission_error',
      body: {
        error: {
          message:
            'You are currently configured to use a Google Cloud Project but lack a Gemini Code Assist license. Please contact your administrator to request a license. (#3501)',
          type: 'permission_error',
          code: 'permission_error',
        },
      },
      message:
        'You are currently configured to use a Google Cloud Project but lack a Gemini Code Assist license. Please contact your administrator to request a license. (#3501)',
    };
    expect(classify(d).reason).toBe('billing');
  });
  it("is billing for a 403's subscription required (OpenCode Go, batch 1341)", () => {
    expect(
      classify({
        status: 403,
        body: {
          type: 'error',
          error: { type: 'EntitlementError', message: 'OpenCode Go subscription required.' },
        },
      }).reason,
    ).toBe('billing');
  });
  it('reads the wording as the message alone, in capitals', () => {
    expect(classify({ message: 'ERROR: PRO SUBSCRIPTION IS REQUIRED' }).reason).toBe('billing');
  });
  it('leaves a permission_error naming no licence to auth', () => {
    expect(classify({ code: 'permission_error', message: 'Missing permissions.' }).reason).toBe(
      'auth',
    );
  });
  it('leaves a licence agreement to accept alone', () => {
    expect(
      classify({
        code: 'permission_error',
        message: 'You do not have a license agreement accepted for this model.',
      }).reason,
    ).not.toBe('billing');
  });
});

describe("undici's Content-Length mismatch for a request body", () => {
  it('is the request, not the network (claude-code-router, batch 1335)', () => {
    const d = {
      name: 'TypeError',
      message: 'fetch failed: Request body length does not match content-length header',
      cause: {
        name: 'RequestContentLengthMismatchError',
        message: 'Request body length does not match content-length header',
      },
    };
    expect(classify(d).reason).toBe('format_error');
  });
  it('reads the cause alone', () => {
    expect(
      classify({ message: 'Request body length does not match the Content-Length header' }).reason,
    ).toBe('format_error');
  });
  it('leaves a bare fetch failed to the transport', () => {
    expect(classify({ name: 'TypeError', message: 'fetch failed' }).reason).toBe('timeout');
  });
  it("leaves a response's framing error alone", () => {
    expect(
      classify({ message: 'Parse Error: Invalid character in Content-Length' }).reason,
    ).not.toBe('format_error');
  });
});

describe('an operation only management keys may perform', () => {
  it('is the key, for good (OpenRouter credits, batch 1341)', () => {
    expect(
      classify({ status: 403, message: 'Only management keys can perform this operation' }).reason,
    ).toBe('auth_permanent');
  });
  it('reads the message alone, another key kind', () => {
    expect(classify({ message: 'ERROR: only admin keys may access this endpoint' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a bare 403 to auth', () => {
    expect(classify({ status: 403, message: 'Forbidden' }).reason).toBe('auth');
  });
});

describe("Azure's ExpiredAuthenticationToken", () => {
  it('is auth (Foundry for VS Code, held h578)', () => {
    const d = {
      code: 'ExpiredAuthenticationToken',
      message:
        "The access token expiry UTC time '5/11/2026 5:47:35 AM' is earlier than current UTC time '5/11/2026 5:56:12 AM'.",
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toMatch(/^code\./);
  });
  it('reads the code with another message', () => {
    expect(classify({ code: 'ExpiredAuthenticationToken', message: 'Request failed' }).reason).toBe(
      'auth',
    );
  });
  it('leaves an unrelated Azure code alone', () => {
    expect(
      classify({ code: 'InvalidAuthenticationTokenTenant', message: 'Request failed' }).reason,
    ).not.toBe('billing');
  });
});

describe('the SAP AI SDK finding no deployment for its criteria', () => {
  it('is model_not_found by a rule (batch 1328)', () => {
    const d = {
      name: 'Error',
      message: 'Error: No deployment matched the given criteria: {"scenarioId":"orchestration"}',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(classify(d).explain.some((s) => s.step === 'words' && s.decided)).toBe(false);
  });
  it('reads the plural in capitals', () => {
    expect(classify({ message: 'NO DEPLOYMENTS MATCHED THE GIVEN CRITERIA' }).reason).toBe(
      'model_not_found',
    );
  });
  it("leaves LiteLLM's cooldown wording to its own rule", () => {
    expect(
      classify({
        message: 'No deployments available for selected model, Try again in 5 seconds',
      }).reason,
    ).not.toBe('model_not_found');
  });
});
