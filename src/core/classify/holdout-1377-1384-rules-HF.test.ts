/**
 * Rules written for the misses of held-out batches 1377–1384 (session 64, group HF), after the
 * batches had been scored without them: a request body's cap stated in bytes under a 500 (Spring
 * WebFlux's "Exceeded limit on max bytes to buffer"), and NextChat's bare "empty response from
 * server", which names no cause. Each wording from the batch line named, a second rendering, then
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('a body cap stated in bytes ("max bytes to buffer")', () => {
  const message =
    'org.springframework.core.io.buffer.DataBufferLimitException: Exceeded limit on max bytes to buffer : 52428800';
  it('is the payload under its 500 (a DashScope-style gateway, batch 1377)', () => {
    expect(
      classify({
        status: 500,
        body: {
          error: { code: 'system_error', message, param: null, type: 'server_error' },
          request_id: '2a3dad58-8d39-90ff-b9b7-8d4248dc8bfa',
        },
        name: 'InternalServerError',
      }).reason,
    ).toBe('payload_too_large');
  });
  it('reads the message alone, in capitals and under a 502', () => {
    expect(classify({ message: message.toUpperCase() }).reason).toBe('payload_too_large');
    expect(
      classify({ status: 502, message: 'Exceeded limit on max bytes to buffer : 262144' }).reason,
    ).toBe('payload_too_large');
  });
  it('keeps the cap on the request body the 500 already stated', () => {
    expect(
      classify({ status: 500, message: 'Exceeded limit on max bytes to request body : 6291456' })
        .reason,
    ).toBe('payload_too_large');
  });
  it('leaves a plain 500 and a buffer that is not a byte cap alone', () => {
    expect(classify({ status: 500, message: 'Internal server error' }).reason).toBe('server_error');
    expect(
      classify({ status: 500, message: 'Failed to flush the output buffer to the client' }).reason,
    ).not.toBe('payload_too_large');
  });
});

describe('NextChat\'s bare "empty response from server"', () => {
  it('is unknown in a One API channel test body (batch 1377)', () => {
    expect(classify({ body: { error: true, message: 'empty response from server' } }).reason).toBe(
      'unknown',
    );
  });
  it('reads the message alone, in capitals and behind "Error:"', () => {
    expect(classify({ message: 'empty response from server' }).reason).toBe('unknown');
    expect(classify({ message: 'EMPTY RESPONSE FROM SERVER' }).reason).toBe('unknown');
    expect(classify({ message: 'Error: empty response from server.' }).reason).toBe('unknown');
  });
  it('leaves a status and a stated cause alone', () => {
    expect(classify({ status: 503, message: 'empty response from server' }).reason).toBe(
      'overloaded',
    );
    expect(
      classify({ message: 'empty response from server: request timed out after 60s' }).reason,
    ).toBe('timeout');
  });
});
