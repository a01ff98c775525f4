/**
 * Rules written for the misses of held-out batches 511–513, group AX (session 43), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// jundot/omlx#62 and #1735: oMLX's memory guard refuses to load a model (batch 511).
describe("oMLX's memory guard: the projected memory would exceed the limit", () => {
  it('is a model this host cannot load (batch 511, process limit in a FastAPI detail)', () => {
    const result = classify({
      body: {
        detail:
          'Cannot load Qwen3.5-122B-A10B-Text-mxfp4-mlx: projected memory 127.68GB would exceed process limit 88.00GB (current: 64.22GB, model: 63.46GB)',
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_too_big');
  });
  it('reads the memory ceiling wording, message only (batch 511)', () => {
    const result = classify({
      message:
        'Cannot load GLM-5.1-MXFP4-Q8: projected memory 774.68GB would exceed the memory ceiling 506.00GB (current: 378.17GB, model: 396.52GB). Free system memory or lower memory_guard_tier.',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a request over a token limit alone (invented)', () => {
    const result = classify({
      status: 400,
      message: 'projected tokens 140000 would exceed the context limit 128000',
    });
    expect(result.reason).not.toBe('model_not_found');
  });
});

// pictaria-ai/pictaria-server#5 and held h190: LM Studio's bare "Channel Error" (batch 511).
describe("LM Studio's bare Channel Error", () => {
  it('is the engine failing under the request (batch 511)', () => {
    const result = classify({ message: 'Channel Error', name: 'Error' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.bare_channel_error');
  });
  it('reads the log rendering with the model in brackets (plausible)', () => {
    const result = classify({ message: 'Error: [qwen/qwen3.5-9b] Error: Channel Error' });
    expect(result.reason).toBe('server_error');
  });
  it("leaves new-api's channel error with its upstream's verdict alone (held h28)", () => {
    const result = classify({
      status: 403,
      message:
        'channel error (channel #15, status code: 403): This model is not available in your region.',
    });
    expect(result.reason).toBe('model_not_found');
  });
});

// vu5eruz/GeminiForJanitors#34: a proxy turns Gemini's PROHIBITED_CONTENT block into a 502 (batch 512).
describe("Gemini's PROHIBITED_CONTENT block reason under a 5xx", () => {
  it('is the safety filter, not the proxy (batch 512)', () => {
    const result = classify({
      status: 502,
      message:
        'PROXY ERROR 502: Response blocked/empty due to PROHIBITED_CONTENT.\nTry using one of: `//btrick on`, `//ooctrick on`, `//noass on`, `//prefill on`, `//think on` (unk)',
    });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_verdict_5xx');
  });
  it('reads a 500 with the block reason in the text (plausible)', () => {
    const result = classify({
      status: 500,
      message: 'Gemini returned no candidates: blockReason PROHIBITED_CONTENT',
    });
    expect(result.reason).toBe('content_policy');
  });
  it('leaves a bare 502 alone (invented)', () => {
    const result = classify({ status: 502, message: 'PROXY ERROR 502: upstream connection reset' });
    expect(result.reason).not.toBe('content_policy');
  });
});

// MiniMax-AI/MiniMax-M3#11: a JSON-RPC client wraps MiniMax's 1026 input review as a 500 (batch 512).
describe("MiniMax's new_sensitive review under a 5xx", () => {
  it('is the input review, despite the client calling it temporary (batch 512)', () => {
    const result = classify({
      status: 500,
      code: '-32603',
      message:
        "[Error] Internal error: API Error: 500 input new_sensitive, messages[13]'s content[2] image is sensitive, please check your input (1026). This is a server-side issue, usually temporary — try again in a moment. If it persists, check your inference gateway (api.minimaxi.com). (code: -32603)",
    });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_verdict_5xx');
  });
  it('reads the output review without a status (plausible)', () => {
    const result = classify({ message: 'output new_sensitive (1027)' });
    expect(result.reason).toBe('content_policy');
  });
  it('leaves a 5xx from a moderation service that is temporarily down alone (invented)', () => {
    const result = classify({
      status: 503,
      message: 'Content moderation service is temporarily unavailable, please try again',
    });
    expect(result.reason).not.toBe('content_policy');
  });
});

// vercel/ai#19168: xai-sdk-python's error when a moderated image slot is read (batch 512).
describe("xAI's image that did not respect moderation rules", () => {
  it('is a moderation verdict (batch 512)', () => {
    const result = classify({
      message: 'Image did not respect moderation rules; base64 is not available.',
      name: 'ValueError',
    });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_text');
  });
  it('reads the same under a 500 (plausible)', () => {
    const result = classify({
      status: 500,
      message: 'Video did not respect moderation rules; url is not available.',
    });
    expect(result.reason).toBe('content_policy');
  });
  it("leaves a model's response that did not respect the format alone (held h104's words)", () => {
    const result = classify({
      status: 400,
      message: 'The model response did not respect the required format.',
    });
    expect(result.reason).not.toBe('content_policy');
  });
});

// google-gemini-php/client: GenerateContentResponse::text() on a blocked answer (batch 512; held
// h41, h133, h269 in Python's wording, all content_policy): the SDK's own sentence, read by a rule
// instead of the word vote; an empty candidate that stopped for MAX_TOKENS or STOP is not a refusal.
describe("the Gemini SDKs' quick accessor that found no valid Part", () => {
  const sentence =
    'quick accessor only works when the response contains a valid `Part`, but none was returned. Check the `candidate.safety_ratings` to see if the response was blocked.';
  it("is a refusal in gemini-php's wording (batch 512)", () => {
    const result = classify({ message: `The \`GenerateContentResponse::text()\` ${sentence}` });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_text');
  });
  it("and in Python's ValueError (held h41's wording)", () => {
    const result = classify({ message: `The \`response.text\` ${sentence}`, name: 'ValueError' });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_text');
  });
  it('leaves an empty candidate that finished for MAX_TOKENS to other readings (invented)', () => {
    const result = classify({
      message: `The \`response.text\` ${sentence} finish_reason: MAX_TOKENS`,
      name: 'ValueError',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('signature.content_policy_text');
  });
});
