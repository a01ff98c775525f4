/**
 * Rules written for the misses of held-out batches 576–579 (session 46, round 1, group BH), after
 * the batches had been scored without them: each rule's real wording (from the batch line named),
 * a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

/** A Gemini response whose first candidate finished for `finishReason`. */
function candidateBody(finishReason: string): Record<string, unknown> {
  return {
    candidates: [{ content: { role: 'model' }, finishReason }],
    modelVersion: 'gemini-3-pro-image-preview',
  };
}

// LiteLLM #20357: a Vertex image model's stream chunk that its image filter stopped.
describe("an image model's candidate finished with IMAGE_PROHIBITED_CONTENT", () => {
  it('is the safety filter (batch 579)', () => {
    const body = {
      candidates: [
        {
          finishReason: 'IMAGE_PROHIBITED_CONTENT',
          finishMessage:
            "The model output could not be generated. This output contains sensitive words that violate Google's Responsible AI practices.",
        },
      ],
    };
    const result = classify({ body });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_code');
  });
  it('reads the same body sent with a 200 status and no finish message (invented)', () => {
    const result = classify({ status: 200, body: candidateBody('IMAGE_PROHIBITED_CONTENT') });
    expect(result.reason).toBe('content_policy');
  });
  it('leaves a candidate that ran out of tokens or made no image alone (invented)', () => {
    expect(classify({ body: candidateBody('MAX_TOKENS') }).reason).not.toBe('content_policy');
    expect(classify({ body: candidateBody('NO_IMAGE') }).reason).not.toBe('content_policy');
  });
});

const AADSTS70011 =
  "(invalid_scope) AADSTS70011: The provided request must include a 'scope' input parameter. The provided value for the input parameter 'scope' is not valid.";

// Azure-Samples/ai-rag-chat-evaluator #87: Entra refused the token request for its scope.
describe('an Entra token request refused with "(invalid_scope) AADSTS…"', () => {
  it('is the credential setup, not the model request (batch 578)', () => {
    const result = classify({
      message: `ERROR: fetching token: failed to authenticate:\n${AADSTS70011}`,
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('code.invalid_scope');
  });
  it('reads the same words under a 401 and the client-secret code beside them (invented)', () => {
    expect(classify({ status: 401, message: AADSTS70011 }).reason).toBe('auth');
    expect(
      classify({ message: '(invalid_client) AADSTS7000215: Invalid client secret provided.' })
        .reason,
    ).toBe('auth_permanent');
  });
  it('leaves invalid_request and the scope words without the code alone (invented)', () => {
    expect(
      classify({
        message:
          "(invalid_request) AADSTS900144: The request body must contain the following parameter: 'grant_type'.",
      }).reason,
    ).toBe('format_error');
    expect(
      classify({ message: "The provided request must include a 'scope' input parameter." }).reason,
    ).toBe('format_error');
  });
});

// vscode-copilot-release: Copilot Chat's Chinese rate-limit notice keeps the English duration.
describe('a Chinese "请等待 <n> seconds" notice', () => {
  it('states the wait (batch 577)', () => {
    const result = classify({
      message: '很抱歉，你的请求受速率限制。请等待 70 seconds，然后重试。',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(70_000);
  });
  it('reads minutes under a 429 the same (invented)', () => {
    const result = classify({ status: 429, message: '请等待 2 minutes，然后重试。' });
    expect(result.retryAfterMs).toBe(120_000);
  });
  it('leaves a wait the client already spent, and no duration, alone (invented)', () => {
    expect(classify({ status: 429, message: '连接超时：已等待 30 seconds' }).retryAfterMs).toBe(
      undefined,
    );
    expect(classify({ status: 429, message: '正在等待 5 seconds' }).retryAfterMs).toBe(undefined);
    expect(
      classify({ status: 429, message: '很抱歉，你的请求受速率限制。请稍后重试。' }).retryAfterMs,
    ).toBe(undefined);
  });
});
