/**
 * Rules written for the misses of held-out batches 950–967 (session 56, group DU), after the
 * batches had been scored without them: ONNX Runtime GenAI's sequence over its max length, a text
 * said too long, an allowance used up whole, urllib3's retries that all got 429, images said too
 * large the other way round, Vertex's Model Armor finish, a thinking signature under a relay's 429,
 * and a context cache that is gone. Each wording from the batch line named, a second rendering, then
 * the neighbours it must leave alone.
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

describe('a sequence length over the max length', () => {
  it('is the window (ONNX Runtime GenAI, batch 960)', () => {
    const d = {
      name: 'RuntimeError',
      message: 'input_ids size (3216) + current sequence length (0) exceeds max length (2048)',
    };
    expect(classify(d).reason).toBe('context_overflow');
    expect(lastRule(d)).toBe('message.context_overflow');
  });
  it('reads a 400 without the numbers the same (invented)', () => {
    expect(
      classify({ status: 400, message: 'Sequence length exceeds the maximum length' }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a field over its max length alone', () => {
    expect(classify({ status: 400, message: 'user field exceeds max length 64' }).reason).not.toBe(
      'context_overflow',
    );
  });
});

describe('a text said too long', () => {
  it('is the window, also misspelt (CLOVA Studio 40003, batch 951)', () => {
    const d = { status: 400, code: '40003', message: 'Text to long' };
    expect(classify(d).reason).toBe('context_overflow');
    expect(lastRule(d)).toBe('status.400.overflow_text');
    expect(classify({ status: 400, code: '40003', message: 'Text too long' }).reason).toBe(
      'context_overflow',
    );
  });
  it('reads the message alone, lower case, the same (invented)', () => {
    expect(classify({ message: 'error: text is too long' }).reason).toBe('context_overflow');
  });
  it('leaves a bare 400 alone', () => {
    expect(classify({ status: 400, message: 'Bad request' }).reason).toBe('format_error');
  });
});

describe('an allowance used up whole', () => {
  it('is billing under a 403 (CLOVA Studio 40380, batch 951)', () => {
    const d = {
      status: 403,
      code: '40380',
      message: 'You have used all your {max token count} tokens.',
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.403.billing_text');
  });
  it('reads the message alone with a number the same (invented)', () => {
    expect(classify({ message: 'You have used all of your 100000 tokens' }).reason).toBe('billing');
  });
  it("leaves a day's allowance and a plain 403 alone", () => {
    expect(
      classify({ status: 429, message: 'You have used all your tokens for today' }).reason,
    ).toBe('rate_limit');
    expect(classify({ status: 403, message: 'Forbidden' }).reason).not.toBe('billing');
  });
});

describe("urllib3's retries that all got 429", () => {
  it('are the window, not a connection that failed (GPT4V-Image-Captioner, batch 954)', () => {
    const d = {
      message:
        "OOps: Something Else: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: //v1/chat/completions (Caused by ResponseError('too many 429 error responses'))",
    };
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('message.rate_limit');
  });
  it('reads the cause alone the same (invented)', () => {
    expect(classify({ message: "ResponseError('Too many 429 error responses')" }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a connection that failed alone', () => {
    expect(
      classify({
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
      }).reason,
    ).toBe('timeout');
  });
});

describe('images said too large the other way round', () => {
  it('are image_too_large under a 413 (BiliNote, batch 954)', () => {
    const d = {
      status: 413,
      body: {
        code: 20043,
        message: 'Too large images. Total size should less than 5MB.',
        data: null,
      },
      message:
        "openai.APIStatusError: Error code: 413 - {'code': 20043, 'message': 'Too large images. Total size should less than 5MB.', 'data': None}",
    };
    expect(classify(d).reason).toBe('image_too_large');
    expect(lastRule(d)).toBe('status.413.image');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'too big image, please resize' }).reason).toBe('image_too_large');
  });
  it('leaves a request body too large alone', () => {
    expect(classify({ status: 413, message: 'Request entity too large' }).reason).toBe(
      'payload_too_large',
    );
  });
});

describe("Vertex's Model Armor finish", () => {
  it('is content_policy in a 200 (pydantic-ai cassette, batch 962)', () => {
    const d = {
      status: 200,
      body: {
        candidates: [
          {
            finishMessage:
              'The response violated Responsible AI Safety settings (Hate Speech, Harassment, Dangerous) filters.',
            finishReason: 'MODEL_ARMOR',
          },
        ],
        modelVersion: 'gemini-2.5-flash',
      },
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('signature.content_policy_code');
  });
  it('reads the body alone with only the finish reason the same (invented)', () => {
    expect(classify({ body: { candidates: [{ finishReason: 'MODEL_ARMOR' }] } }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a candidate that stopped normally alone', () => {
    expect(classify({ body: { candidates: [{ finishReason: 'STOP' }] } }).reason).not.toBe(
      'content_policy',
    );
  });
});

describe('a thinking signature under a relay status', () => {
  it('is thinking_signature under a 429 without the 400 quoted (APIYI FAQ, batch 964)', () => {
    const d = {
      status: 429,
      message:
        'API Error: Request rejected (429) · messages.1.content.0: Invalid `signature` in `thinking` block',
    };
    expect(classify(d).reason).toBe('thinking_signature');
    expect(lastRule(d)).toBe('signature.thinking_signature');
  });
  it('reads a 502 the same (invented)', () => {
    expect(
      classify({ status: 502, message: "invalid 'signature' in 'thinking' block" }).reason,
    ).toBe('thinking_signature');
  });
  it('leaves a 429 that only names thinking alone', () => {
    expect(
      classify({ status: 429, message: 'Too many requests while thinking, retry later' }).reason,
    ).toBe('rate_limit');
  });
});

describe('a context cache that is gone', () => {
  it("is the request's reference under a 404 (Firebase AI Logic test data, batch 959)", () => {
    const d = {
      status: 404,
      body: {
        error: {
          code: 404,
          message: 'Not found: cache content metadata 8754364356910645200.',
          status: 'NOT_FOUND',
        },
      },
      message: 'Not found: cache content metadata 8754364356910645200.',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.404.referenced_item');
  });
  it('reads a cached content without the status the same (invented)', () => {
    expect(classify({ status: 404, message: 'NOT FOUND: CACHED CONTENT abc' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a model not found alone', () => {
    expect(classify({ status: 404, message: 'Not found: model gemini-9' }).reason).toBe(
      'model_not_found',
    );
  });
});
