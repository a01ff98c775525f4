import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import { jsonChunk } from './http-call.js';

const source = { provider: 'p', model: 'm', secret: 'sk-secret-0123456789' };

describe('jsonChunk', () => {
  it('returns the JSON object of a data event', () => {
    expect(jsonChunk({ data: '{"id":"c1"}' }, source, undefined)).toEqual({ id: 'c1' });
  });

  it('throws a malformed-stream UpstreamError for data that is not a JSON object', () => {
    expect(() => jsonChunk({ data: 'nope' }, source, 'req_1')).toThrow(/not JSON/);
  });

  it('throws a stream-error UpstreamError for an error field or an error event', () => {
    for (const event of [
      { data: '{"error":{"message":"overloaded"}}' },
      { event: 'error', data: '{"message":"overloaded"}' },
    ]) {
      let caught: unknown;
      try {
        jsonChunk(event, source, 'req_1');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(UpstreamError);
      expect((caught as UpstreamError).message).toMatch(/^p stream error event: overloaded/);
      expect((caught as UpstreamError).requestId).toBe('req_1');
    }
  });
});
