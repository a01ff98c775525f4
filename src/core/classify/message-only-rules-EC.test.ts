/**
 * Group EC's message-only rules (session 57): wordings a client keeps without status, body or code,
 * read from the words alone, each with the held line it was written for and the neighbour it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

function statusOf(message: string): number | undefined {
  return classifyError(errorFromDescriptor({ message })).status;
}

describe("a server's access-log line that states the status (held h1023, h552, h792)", () => {
  it('reads the status of a Common Log Format line with an empty body, from the message alone', () => {
    const line = '127.0.0.1 - - [13/Sep/2023 20:20:27] "POST /v1/chat/completions HTTP/1.1" 503 -';
    expect(statusOf(line)).toBe(503);
    expect(reasonOf(line)).toBe('overloaded');
  });
  it("reads tornado's access line and LocalAI's status-dash-request line", () => {
    expect(reasonOf('ERROR:tornado.access:503 POST /v1beta/tunedModels')).toBe('overloaded');
    expect(reasonOf('[172.23.0.1]:46020 401 - POST /v1/embeddings')).toBe('auth');
  });
  it('reads them the same with their status', () => {
    expect(reasonOf('ERROR:tornado.access:503 POST /v1beta/tunedModels', 503)).toBe('overloaded');
    expect(reasonOf('[172.23.0.1]:46020 401 - POST /v1/embeddings', 401)).toBe('auth');
  });
  it('leaves a count before a method, and a host port, to no status', () => {
    expect(statusOf('limit of 500 POST /x')).toBeUndefined();
    expect(statusOf('connect to api.example.com:503 POST /v1/chat failed')).toBeUndefined();
  });
});

describe('a bare "Invalid auth" (held h986)', () => {
  it('reads the credential from the message alone', () => {
    expect(reasonOf('Invalid auth')).toBe('auth');
    expect(reasonOf('invalid_auth')).toBe('auth');
  });
  it('reads it the same on its 401', () => {
    expect(reasonOf('Invalid auth', 401)).toBe('auth');
  });
  it('leaves a file named auth.json to what it says', () => {
    expect(reasonOf('Invalid auth.json payload')).not.toBe('auth');
  });
});

describe('an image edit refused as sent, or an image that cannot be decoded (held h897, h140)', () => {
  it('reads the request from the message alone', () => {
    expect(reasonOf('invalid image edit request')).toBe('format_error');
    expect(reasonOf('mtmd_helper_bitmap_init_from_buf: failed to decode image bytes')).toBe(
      'format_error',
    );
  });
  it('reads it the same on its 422 or 400', () => {
    expect(reasonOf('invalid image edit request', 422)).toBe('format_error');
    expect(reasonOf('failed to decode image bytes', 400)).toBe('format_error');
  });
  it('leaves an image said to be too large to its size', () => {
    expect(reasonOf('Failed to decode image: image too large')).toBe('image_too_large');
  });
});
