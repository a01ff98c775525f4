/**
 * Rules written for the misses of held-out batches 461–464 and 465–469 (session 41, rounds 4 and 5),
 * after the batches had been scored without them (on 725c0d6, and round 5 also on the build with the
 * session's earlier rules): each rule's real wording (from the batch line named), then the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// BerriAI/litellm pull request: Claude Code's cache_control on a Bedrock Nemotron model (batch 462).
describe('prompt caching the model does not allow, refused with a 403', () => {
  it('is the request’s cache points, not the key (batch 462)', () => {
    const result = classify({
      status: 403,
      message: 'You invoked an unsupported model or your request did not allow prompt caching',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.403.prompt_caching_refused');
  });
  it('reads the same under a 400 and without a status (held h47, h221)', () => {
    for (const status of [400, undefined]) {
      const result = classify({
        status,
        message:
          'You invoked an unsupported model or your request did not allow prompt caching. See the documentation for more information.',
      });
      expect(result.reason).toBe('format_error');
    }
  });
  it('leaves a 403 about the key alone (invented)', () => {
    const result = classify({
      status: 403,
      message: 'The security token included in the request is invalid.',
    });
    expect(result.reason).not.toBe('format_error');
  });
});

// nextcloud/integration_openai#47: the Nextcloud app pointed at a LocalAI on the LAN (batch 464).
describe("Nextcloud's refusal to call a local-network host", () => {
  it('is a configuration error, no transport failure (batch 464)', () => {
    const result = classify({
      message: 'OpenAI API error : Host violates local access rules',
      name: 'LocalServerException',
      code: 0,
    });
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.invalid_url');
  });
  it('leaves a refused connection to the same host a transport failure (invented)', () => {
    const result = classify({
      message: 'OpenAI API error : cURL error 7: Failed to connect to 192.168.1.20 port 8080',
    });
    expect(result.reason).toBe('timeout');
  });
});

// AstrBot: Gemini's answer with finish reason STOP and no parts (batch 464).
describe('an API said in Chinese to have returned something empty', () => {
  it('is the empty answer, a server fault (batch 464)', () => {
    const result = classify({
      message:
        'Chat Model google_gemini_1/gemini-3-flash-preview request error: API 返回的 candidate.content.parts 为空。',
    });
    expect(result.reason).toBe('server_error');
  });
  it('reads "接口返回为空" the same (invented)', () => {
    expect(classify({ message: '请求失败：接口返回为空' }).reason).toBe('server_error');
  });
  it('leaves an empty request field the request’s (invented)', () => {
    expect(classify({ status: 400, message: '参数 messages 不能为空' }).reason).toBe(
      'format_error',
    );
  });
});

// From review rw41a's risk list: the batch 444 rule (a generic server code with no 5xx status around
// overflow words is the overflow) needs a verdict beside the words.
describe('a generic server code around a context length named as a setting', () => {
  const serverCoded = (message: string) =>
    classify({
      status: 200,
      body: { error: { code: 'server_error', type: 'server_error', message } },
    });
  it('keeps its server verdict (invented)', () => {
    expect(
      serverCoded('The server had an error while processing your request (context_length=128000)')
        .reason,
    ).toBe('server_error');
    expect(
      serverCoded('Model is loading; context length will be set to 8192. Please retry.').reason,
    ).toBe('server_error');
  });
  it('reads the overflow when the words say it did not fit (batch 444, kronk)', () => {
    const result = serverCoded(
      'start-slot: imc decode: imc: failed to decode extension tokens at pos 16384: unable to process request: the context window is full. Please reduce the input size or increase the context window',
    );
    expect(result.reason).toBe('context_overflow');
  });
});

// BerriAI/litellm: the proxy's own vector-store lookup (batch 466).
describe('a resource of the request named by its id and not found', () => {
  it('is the request’s reference, not a model (batch 466)', () => {
    const result = classify({
      status: 404,
      message: 'Error getting vector store info: 404: Vector store with ID vectorstore1 not found',
      name: 'HTTPException',
    });
    expect(result.reason).toBe('format_error');
  });
  it('reads a thread or a file the same (invented)', () => {
    expect(classify({ status: 404, message: "Thread with id 'thread_abc' not found" }).reason).toBe(
      'format_error',
    );
    expect(classify({ status: 404, message: 'File with ID file-xyz not found.' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a model named by its id the model’s (invented)', () => {
    expect(classify({ status: 404, message: 'Model with id gpt-5 not found' }).reason).toBe(
      'model_not_found',
    );
  });
});

// anthropics/anthropic-sdk-typescript: Claude on Vertex refusing a URL image source (batch 468).
describe('a content source kind the endpoint does not take', () => {
  it('is the request’s (batch 468)', () => {
    const result = classify({
      message: 'messages.0.content.0.image.source.base64.data: URL sources are not supported',
    });
    expect(result.reason).toBe('format_error');
  });
  it('under a 400 too (invented)', () => {
    expect(classify({ status: 400, message: 'URL sources are not supported' }).reason).toBe(
      'format_error',
    );
  });
});

// claude-relay-service: a relay without the Skills route (batch 468).
describe('a route the server says it does not have', () => {
  it('is the request’s URL, without a status (batch 468)', () => {
    const result = classify({
      body: {
        error: 'Not Found',
        message: 'Route /api/v1/skills?source=anthropic not found',
        timestamp: '2025-11-06T15:07:18.288Z',
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.invalid_url');
  });
  it("and in Fastify's method-first form under a 404 (invented)", () => {
    expect(
      classify({ status: 404, message: 'Route POST:/v1/chat/completions not found' }).reason,
    ).toBe('format_error');
  });
  it('leaves a model not found on a route the model’s (invented)', () => {
    expect(
      classify({
        status: 404,
        message: 'The model `gpt-9` does not exist or you do not have access to it.',
      }).reason,
    ).toBe('model_not_found');
  });
});
