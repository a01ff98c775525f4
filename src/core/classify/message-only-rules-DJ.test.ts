/**
 * Group DJ's message-only rules (session 54): wordings whose message alone says auth, billing,
 * rate_limit or long_context_tier, each with the held line it was written for and the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('the long-context gate when a terminal padded its words (held claude-code-400-long-context-beta-not-available)', () => {
  it('reads the gate over a run of spaces', () => {
    expect(
      reasonOf({
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"The long context beta is not yet available for this      subscription."}}',
      }),
    ).toBe('long_context_tier');
  });
  it('leaves a feature not available for a subscription without long-context words', () => {
    expect(
      reasonOf({ message: 'This feature is not available for this      subscription.' }),
    ).not.toBe('long_context_tier');
  });
});

describe('a permission or authorization the caller lacks, said plainly', () => {
  it('reads "Not enough permissions" (held h607) and "Authorization error … /login" (held h213)', () => {
    expect(reasonOf({ message: 'Not enough permissions' })).toBe('auth');
    expect(reasonOf({ message: 'Authorization error, you may need to run /login' })).toBe('auth');
  });
  it('reads a file the caller may not access (held h383), not a model it may not access', () => {
    expect(
      reasonOf({
        message: 'You do not have permission to access the File xxxx or it may not exist.',
      }),
    ).toBe('auth');
    expect(
      reasonOf({
        message: 'You do not have permission to access the model gpt-4o or it may not exist.',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        message:
          "The specified version does not exist (or perhaps you don't have permission to use it?)",
      }),
    ).toBe('model_not_found');
  });
  it("reads a gateway's bare key_expired code as its message (held h900)", () => {
    expect(reasonOf({ message: 'key_expired' })).toBe('auth');
  });
  it('leaves a card authorization and enough permissions alone', () => {
    expect(reasonOf({ message: 'Payment authorization failed for your card' })).not.toBe('auth');
    expect(reasonOf({ message: 'Request succeeded' })).toBe('unknown');
  });
});

describe('money wordings the billing family lacked', () => {
  it('reads Spanish insufficient credits (held h904) and a frozen resource (held h875)', () => {
    expect(reasonOf({ message: 'Créditos insuficientes' })).toBe('billing');
    expect(reasonOf({ message: 'The resource is frozen.' })).toBe('billing');
  });
  it('leaves a frozen model version or layer alone', () => {
    expect(reasonOf({ message: 'The model weights are frozen.' })).not.toBe('billing');
  });
});

describe("the caller's pace over the service's load", () => {
  it('reads "Too many requests or high load" as the window (held h840-sarvam)', () => {
    expect(reasonOf({ message: 'Too many requests or high load' })).toBe('rate_limit');
  });
  it('keeps high load alone as overloaded', () => {
    expect(reasonOf({ message: 'The service is under high load, try again later' })).toBe(
      'overloaded',
    );
  });
  it('reads a stated wait before retrying as the window (held h366)', () => {
    expect(
      reasonOf({
        message:
          "Error code: 418 - {'error_msg': 'Invalid Format. Multiple 400 errors detected. Please wait for 1 minute before trying again.'}",
      }),
    ).toBe('rate_limit');
  });
});
