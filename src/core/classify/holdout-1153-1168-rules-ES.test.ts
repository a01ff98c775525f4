/**
 * Rules written for the misses of held-out batches 1153–1168 (session 60, group ES), after the
 * batches had been scored without them: anyio's "Cancelled by cancel scope", a count of images said
 * in Chinese, Kong's "failure to get a peer from the ring-balancer", a relay's "Failed to connect to
 * upstream service" under a 503, GitHub's "Resource not accessible by personal access token", and a
 * client's fixed sentence for an empty model answer (crewAI, rig, Void). Each wording from the batch
 * line named, a second rendering, then the neighbours it must leave alone.
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

describe("anyio's cancel scope", () => {
  it("is the caller's cancel (kagent through litellm, batch 1154)", () => {
    const d = {
      name: 'asyncio.exceptions.CancelledError',
      message: 'asyncio.exceptions.CancelledError: Cancelled by cancel scope',
    };
    expect(classify(d).reason).toBe('aborted');
    expect(lastRule(d)).toBe('signature.abort');
  });
  it('reads the message alone, with a scope id, the same', () => {
    expect(classify({ message: 'Cancelled by cancel scope 7f3a9c2d1e40' }).reason).toBe('aborted');
    expect(classify({ message: 'CANCELED BY CANCEL SCOPE' }).reason).toBe('aborted');
  });
  it('leaves a cancel scope that names its deadline, and a server status', () => {
    expect(
      classify({ message: 'Cancelled by cancel scope: request timed out after 60s' }).reason,
    ).toBe('timeout');
    expect(classify({ status: 500, message: 'Cancelled by cancel scope' }).reason).toBe(
      'server_error',
    );
  });
});

describe('too many images, said in Chinese', () => {
  it("is the request's shape (Copilot's localized message, batch 1155)", () => {
    const d = { message: '请求中的图像过多: 提供了 11 个图像，但模型最多支持 10 个图像。' };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.validation');
  });
  it('reads 图片过多 under a 400 the same', () => {
    expect(classify({ status: 400, message: '图片过多，最多支持 5 张' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves an image too large in Chinese', () => {
    expect(classify({ message: '图片过大，请压缩后重试' }).reason).not.toBe('format_error');
  });
});

describe("Kong's ring-balancer with no peer", () => {
  it('is capacity like Envoy\'s "no healthy upstream" (Ollama behind Kong, batch 1162)', () => {
    const d = { message: 'failure to get a peer from the ring-balancer' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('message.overloaded');
  });
  it('reads its JSON body under a 503 the same', () => {
    expect(
      classify({
        status: 503,
        body: { message: 'failure to get a peer from the ring-balancer' },
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves a ring-balancer named without the peer', () => {
    expect(classify({ message: 'ring-balancer configuration reloaded' }).reason).not.toBe(
      'overloaded',
    );
  });
});

describe('a relay that could not connect to its upstream', () => {
  it('is the connect failure under its 503 (Tinfoil via OpenSecret, batch 1159)', () => {
    const d = {
      status: 503,
      body: {
        error: {
          code: 'upstream_error',
          message: 'Failed to connect to upstream service',
          type: 'server_error',
        },
      },
      message:
        'Provider tinfoil returned status 503 Service Unavailable: {"error":{"code":"upstream_error","message":"Failed to connect to upstream service","type":"server_error"}}',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.503.upstream_connect_failure');
  });
  it('reads "failed to connect to the upstream server" without a body the same', () => {
    expect(
      classify({ status: 503, message: 'FAILED TO CONNECT TO THE UPSTREAM SERVER' }).reason,
    ).toBe('timeout');
  });
  it('leaves an upstream said overloaded under the same 503', () => {
    expect(classify({ status: 503, message: 'upstream is overloaded' }).reason).toBe('overloaded');
  });
});

describe("GitHub's refusal of a personal access token", () => {
  it("is the key's kind, for good (Copilot's token exchange, batch 1160)", () => {
    const d = { status: 403, message: 'Resource not accessible by personal access token' };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.403.permanent_text');
  });
  it('reads the JSON body with its docs link the same', () => {
    expect(
      classify({
        status: 403,
        body: {
          message: 'Resource not accessible by personal access token',
          documentation_url: 'https://docs.github.com/rest',
        },
      }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves GitHub's refusal of an app integration", () => {
    expect(
      classify({ status: 403, message: 'Resource not accessible by integration' }).reason,
    ).toBe('auth');
  });
});

describe("a client's sentence for an empty model answer", () => {
  it("is the serving side's failure (crewAI on Gemini, batch 1166)", () => {
    const d = {
      name: 'ValueError',
      message: 'ValueError: Invalid response from LLM call - None or empty.',
    };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.server_error');
  });
  it("reads rig's and Void's sentences the same (batch 1166)", () => {
    expect(
      classify({
        message:
          'CompletionError: ResponseError: Response contained no message or tool call (empty)',
      }).reason,
    ).toBe('server_error');
    expect(classify({ message: 'Void: Response from model was empty.' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves an empty request and a bare "no response from"', () => {
    expect(
      classify({ status: 400, message: 'messages: the message content is empty' }).reason,
    ).toBe('format_error');
    expect(lastRule({ message: 'No response from Anthropic' })).not.toBe('message.server_error');
  });
});
