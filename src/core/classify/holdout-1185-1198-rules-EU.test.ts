/**
 * Rules written for the misses of held-out batches 1185–1198 (session 60, group EU), after the
 * batches had been scored without them: hyper's HTTP/2 stream reset in Rust's Debug form, a stream
 * that "ended without terminal event" or "without completion", and a failed token refresh whose
 * advice is to try again *or* sign in again. Each wording from the batch line named, a second
 * rendering, then the neighbours it must leave alone.
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

describe("hyper's HTTP/2 stream reset by the peer", () => {
  it("is a cut connection, not the reset code's 'internal error' (Warp, batch 1189)", () => {
    const d = {
      message:
        'Request failed with error: Transport(reqwest::Error { kind: Decode, source: hyper::Error(Body, Error { kind: Reset(StreamId(277), INTERNAL_ERROR, Remote) }) })',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('disconnect.small_session');
  });
  it('reads another code and stream id in the cause alone', () => {
    expect(
      classify({
        message: 'error sending request',
        cause: {
          message: 'hyper::Error(Body, Error { kind: Reset(StreamId(3), CANCEL, Remote) })',
        },
      }).reason,
    ).toBe('timeout');
  });
  it('leaves an internal error that names no reset, and a status beside it', () => {
    expect(classify({ message: 'upstream returned INTERNAL_ERROR' }).reason).toBe('server_error');
    expect(classify({ message: 'Reset(StreamId(3)) internal_error' }).reason).toBe('server_error');
  });
});

describe('a stream that ended without its terminal event or completion', () => {
  it("is the server's missing end (sub2api, batch 1191)", () => {
    const d = { message: 'upstream stream ended without terminal event' };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.model_stream_invalid');
  });
  it('reads "without completion" in capitals inside a wrapper (uniterm, batch 1194)', () => {
    expect(
      classify({ message: '[Error: API Error: STREAM ENDED WITHOUT COMPLETION]' }).reason,
    ).toBe('server_error');
  });
  it('leaves a connection said to be closed first, and a message that ended without completing', () => {
    expect(
      classify({
        message:
          'Upstream provider closed the connection before the response completed: stream ended without terminal event or completed response',
      }).reason,
    ).toBe('timeout');
    expect(classify({ message: 'stream ended without completing message' }).reason).not.toBe(
      'server_error',
    );
  });
});

describe('a failed refresh that says to try again or sign in again', () => {
  it('is the dead login (OpenClaw, batch 1198)', () => {
    const d = {
      message:
        'OAuth token refresh failed for openai-codex: Failed to refresh OpenAI Codex token. Please try again or re-authenticate.',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('message.refresh_failed');
  });
  it('reads "re-login" the same, lower case', () => {
    expect(
      classify({ message: 'oauth token refresh failed: please try again or re-login' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a refresh that only says to try again', () => {
    expect(
      classify({ message: 'OAuth token refresh failed. Please try again later.' }).reason,
    ).not.toBe('auth_permanent');
  });
});
