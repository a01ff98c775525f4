/**
 * The closing review of session 54's rules (groups DC–DK): each rule narrowed to its evidence,
 * with the real wording it was written for and the neighbour it had taken.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function reasonOf(descriptor: Record<string, unknown>): string {
  return classify(descriptor).reason;
}

describe("a 403's model-access code (Flow's Veo models, batch 885)", () => {
  it('names the model when the words say only that permission was refused', () => {
    const result = classify({
      status: 403,
      message: 'The caller does not have permission',
      code: 'PUBLIC_ERROR_MODEL_ACCESS_DENIED',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access_code');
  });
  it('leaves a key the words call dead to the key', () => {
    expect(
      reasonOf({
        status: 403,
        message: 'Your API key has been suspended',
        code: 'key_model_access_denied',
      }),
    ).toBe('auth_permanent');
  });
});
