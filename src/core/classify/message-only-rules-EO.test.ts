/**
 * Group EO's message-only rules (session 59): wordings a client keeps without status, body or code,
 * read from the words alone, with the held lines they were written for, a second rendering and the
 * neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a response modality the model cannot give (held, Gemini INVALID_ARGUMENT)', () => {
  const line =
    'client error. Code: 400, Message: Model does not support the requested response modalities: image, Status: INVALID_ARGUMENT, Details: []';
  it('reads the request from the message alone', () => {
    expect(reasonOf(line)).toBe('format_error');
    expect(reasonOf('Model does not support the requested response modalities: image')).toBe(
      'format_error',
    );
  });
  it('reads it the same under its 400', () => {
    expect(reasonOf(line, 400)).toBe('format_error');
  });
  it('leaves an input kind the model lacks to the model', () => {
    expect(reasonOf('Model does not support image input')).toBe('model_not_found');
  });
});

describe('a reply cut at the request’s max_tokens (held, Anthropic via litellm)', () => {
  const line =
    'litellm.BadRequestError: OpenAIException - Could not finish the message because max_tokens or model output limit was reached.';
  it('reads the request from the message alone', () => {
    expect(reasonOf(line)).toBe('format_error');
    expect(
      reasonOf(
        'Could not finish the message because max_tokens or model output limit was reached. Please try again with higher max_tokens.',
      ),
    ).toBe('format_error');
  });
  it('reads it the same under its 400', () => {
    expect(reasonOf(line, 400)).toBe('format_error');
  });
  it('leaves a prompt over the context window to overflow', () => {
    expect(reasonOf('prompt is too long: 210000 tokens > 200000 maximum')).toBe('context_overflow');
  });
});
