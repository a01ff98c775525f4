/**
 * Rules written for the misses of held-out batches 617–620 (session 47, group BR), after the
 * batches had been scored without them: claude.ai's Korean capacity, chat-length and usage-window
 * messages, a relay's empty token pool, Envoy's "local reset", curl's unclean HTTP/2 stream close and
 * a prompt said to violate the terms of service. Each client's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
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

describe("claude.ai's Korean messages", () => {
  it('reads the capacity constraint as overloaded (batch 617)', () => {
    const message =
      '예상치 못한 용량 제약으로 인해 Claude가 귀하의 메시지에 응답할 수 없습니다. 잠시 후 다시 시도해 주십시오.';
    expect(classify({ message }).reason).toBe('overloaded');
  });
  it('reads the English rendering too', () => {
    const message =
      'Due to unexpected capacity constraints, Claude is unable to respond to your message. Please try again soon.';
    expect(classify({ message }).reason).toBe('overloaded');
  });
  it('reads the chat-length limit as context_overflow (batch 617)', () => {
    const message = '귀하의 메시지는 이 채팅의 한도를 초과할 것입니다';
    expect(classify({ message }).reason).toBe('context_overflow');
  });
  it('reads the chat-length limit with the word length', () => {
    expect(classify({ message: '메시지가 이 채팅의 길이 한도를 초과합니다' }).reason).toBe(
      'context_overflow',
    );
  });
  it('reads the usage limit with a reset time as rate_limit (batch 617)', () => {
    const message = 'Claude 사용 한도에 도달했습니다. 한도는 오후 7시(아시아/도쿄)에 재설정됩니다.';
    expect(classify({ message }).reason).toBe('rate_limit');
    expect(lastRule({ message })).toBe('message.rate_limit');
  });
  it('reads the usage limit without the reset', () => {
    expect(classify({ message: '사용 한도에 도달했습니다.' }).reason).toBe('rate_limit');
  });
});

describe("a relay's empty token pool (RELAY_POOL_EMPTY)", () => {
  it('reads the truncated quote as rate_limit (batch 620)', () => {
    const message = 'No available tokens for video generation. All tokens are either disabled';
    expect(classify({ message }).reason).toBe('rate_limit');
    expect(lastRule({ message })).toBe('message.relay_pool_empty');
  });
  it('reads the full list of causes as rate_limit (batch 609)', () => {
    const message =
      "No available tokens for video generation. All tokens are either disabled, cooling down, Sora2 quota exhausted, don't support Sora2, or expired.";
    expect(classify({ message }).reason).toBe('rate_limit');
  });
  it('leaves a disabled key alone', () => {
    expect(classify({ message: 'This API key has been disabled.' }).reason).not.toBe('rate_limit');
  });
});

describe("Envoy's reset before headers with reason 'local reset'", () => {
  it('reads it under a 503 as timeout (batch 619)', () => {
    const descriptor = {
      status: 503,
      message:
        'status code: 503; body: upstream connect error or disconnect/reset before headers. reset reason: local reset',
    };
    expect(classify(descriptor).reason).toBe('timeout');
    expect(lastRule(descriptor)).toBe('status.503.upstream_connect_failure');
  });
  it('reads the remote reset without a status as timeout', () => {
    const message =
      'upstream connect error or disconnect/reset before headers. reset reason: remote reset';
    expect(classify({ message }).reason).toBe('timeout');
  });
  it("leaves Envoy's overflow as overloaded", () => {
    const descriptor = {
      status: 503,
      message: 'upstream connect error or disconnect/reset before headers. reset reason: overflow',
    };
    expect(classify(descriptor).reason).toBe('overloaded');
  });
});

describe("curl's HTTP/2 stream not closed cleanly (DISCONNECT)", () => {
  it('reads curl 92 with INTERNAL_ERROR as timeout (batch 620)', () => {
    const message =
      'Failed to download file: Failed to perform, curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2). See https://curl.se/libcurl/c/libcurl-errors.html first for more details.';
    expect(classify({ message }).reason).toBe('timeout');
  });
  it('reads another code and stream id', () => {
    const message = 'curl: (92) HTTP/2 stream 7 was not closed cleanly: PROTOCOL_ERROR (err 1)';
    expect(classify({ message }).reason).toBe('timeout');
  });
  it('leaves a plain internal error as server_error', () => {
    expect(classify({ message: 'Internal error while generating the video' }).reason).toBe(
      'server_error',
    );
  });
});

describe('a prompt said to violate the terms of service (CONTENT_POLICY)', () => {
  it("reads ElevenLabs Music's bad_prompt under a 400 as content_policy (batch 620)", () => {
    const message =
      'Your prompt appears to have violated our Terms of Service. Please try again with a different prompt.';
    const descriptor = { status: 400, code: 'bad_prompt', message };
    expect(classify(descriptor).reason).toBe('content_policy');
  });
  it('reads the status-less rendering', () => {
    expect(classify({ message: 'Your request has violated the terms of use.' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves an account banned for violating the terms alone', () => {
    const message = 'Your account has been suspended for violating our Terms of Service.';
    expect(classify({ message }).reason).toBe('auth_permanent');
  });
});
