/**
 * Rules written for the misses of held-out batches 572–575 (session 46, group BG), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// lobehub/lobehub #966: a fetch failure LobeChat serialized as its body, Node's TLS code as cause.
describe('a TLS code under a serialized fetch failure’s cause', () => {
  it('is the certificate, a transport failure (batch 574)', () => {
    const result = classify({
      body: { endpoint: '', error: { cause: { code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' } } },
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('tls.serialized_cause_code');
  });
  it('reads another TLS code the same (invented)', () => {
    const result = classify({
      body: {
        endpoint: 'https://proxy.example/v1',
        error: { cause: { code: 'SELF_SIGNED_CERT_IN_CHAIN' } },
      },
    });
    expect(result.reason).toBe('timeout');
  });
  it('leaves a provider’s own body code that looks alike, and a non-TLS cause code, alone (invented)', () => {
    expect(
      lastRule({
        body: {
          error: {
            code: 'UNABLE_TO_VERIFY_SIGNATURE',
            message: 'Unable to verify the request signature',
          },
        },
      }),
    ).not.toBe('tls.serialized_cause_code');
    expect(lastRule({ body: { endpoint: '', error: { cause: { code: 'ECONNRESET' } } } })).toBe(
      'disconnect.small_session',
    );
  });
});
