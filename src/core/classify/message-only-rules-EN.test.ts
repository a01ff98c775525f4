/**
 * Group EN's message-only rule (session 58): a wording a client keeps without status, body or code,
 * read from the words alone, with the held lines it was written for, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a request denied because of missing access permissions (held h822, h849)', () => {
  const line =
    'The request is denied because of missing access permissions. Check your permissions and retry your request.';
  it('reads the permission from the message alone', () => {
    expect(reasonOf(line)).toBe('auth');
    expect(reasonOf('AccessDeniedException: missing access permissions')).toBe('auth');
  });
  it('reads it the same under its 403', () => {
    expect(reasonOf(line, 403)).toBe('auth');
  });
  it('leaves a missing field of the request to the request', () => {
    expect(reasonOf('missing required field: messages')).toBe('format_error');
  });
});
