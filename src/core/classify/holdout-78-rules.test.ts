/**
 * Rules from held-out batch 78 (a natural sample from evaluation harnesses, data pipelines and
 * embedding jobs at scale; docs/classifier.md, "Batch 78"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Voyage AI caps the tokens of one embeddings/rerank request ("The total number of tokens in the
// list is at most 120K for voyage-3-large …", its embeddings API reference) and words the refusal
// "The max allowed tokens per submitted batch is 120000. Your batch has N tokens after truncation."
// (error_code TOO_MANY_TOKENS_IN_BATCH). Like OpenAI's "max 300000 tokens per request" and
// Mistral's "Too many tokens in batch", it is a per-request token cap: a smaller request fixes
// it, so context_overflow. Sources: sigoden/aichat#825, ramakay/claude-self-reflect#38 (batch 78),
// VeraTools/vera#18 (the PR's pasted error), and a Voyage client's test body in a public repo
// quoting the full body with its error_code. Neighbours: per-minute token limits stay rate
// limits (NVIDIA-NeMo/Skills#185, meta-llama/llama-models#354), and item-count caps stay
// validation (DashScope's "batch size is invalid", memodb-io/memobase#142; Gemini's "at most 100
// requests can be in one batch" with its 400, vercel/ai#16101).
describe("per-request token caps worded as a batch's tokens are overflow", () => {
  checkReasons([
    [
      "aichat's rendering of Voyage's 400, status in the text",
      {
        message:
          'Failed to call embeddings api\n\nCaused by:\n    Invalid response data: {"detail":"Request to model \'voyage-large-2-instruct\' failed. The max allowed tokens per submitted batch is 120000. Your batch has 121138 tokens after truncation. Please lower the number of tokens in the batch."} (status: 400)',
      },
      'context_overflow',
    ],
    [
      "the Voyage Python client's log line, no status",
      {
        message:
          "error_message=\"Request to model 'voyage-3-large' failed. The max allowed tokens per submitted batch is 120000. Your batch has 124302 tokens after truncation. Please lower the number of tokens in the batch.\" message='Voyage API error received'",
      },
      'context_overflow',
    ],
    [
      "vera's embedding API error (status 400) with Voyage's body inline",
      {
        message:
          'embedding API error (status 400): {"detail":"Request to model \'voyage-code-3\' failed. The max allowed tokens per submitted batch is 120000. Your batch has 124417 tokens after truncation. Please lower the number of tokens in the batch."}',
      },
      'context_overflow',
    ],
    [
      'the body with its error_code TOO_MANY_TOKENS_IN_BATCH, on its 400',
      {
        status: 400,
        body: {
          detail:
            "Request to model 'voyage-4-large' failed. The max allowed tokens per submitted batch is 120000. Your batch has 126899 tokens after truncation. Please lower the number of tokens in the batch.",
          error_code: 'TOO_MANY_TOKENS_IN_BATCH',
        },
      },
      'context_overflow',
    ],
    [
      "OpenAI's tokens-per-minute 429 stays a rate limit",
      {
        message:
          "openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-2gybi91K3zdFMlTRSsKAHGSb on tokens per min (TPM): Limit 30000, Used 27341, Requested 2723. Please try again in 128ms. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}",
      },
      'rate_limit',
    ],
    [
      "Meta's Llama API 'maximum number of tokens allowed within a given time frame' stays a rate limit",
      {
        message:
          "API Error (Llama-3.3-8B-Instruct): Error code: 429 - {'title': 'Too Many Requests', 'detail': 'You have exceeded the maximum number of tokens allowed within a given time frame. Wait a bit and try again.', 'status': 429}",
      },
      'rate_limit',
    ],
    [
      "DashScope's item-count cap stays validation",
      {
        message:
          "Error code: 400 - {'error': {'message': '<400> InternalError.Algo.InvalidParameter: Value error, batch size is invalid, it should not be larger than 10.: input.contents', 'type': 'InvalidParameter', 'param': None, 'code': 'InvalidParameter'}}",
      },
      'format_error',
    ],
    [
      "Gemini's batchEmbedContents item-count cap on its 400 stays validation",
      {
        status: 400,
        message:
          'AI_APICallError: * BatchEmbedContentsRequest.requests: at most 100 requests can be in one batch',
      },
      'format_error',
    ],
  ]);
});

// nginx and other proxies name a 504 "Gateway Time-out" (with a hyphen; RFC 7231's "Gateway
// Timeout" is already read), and a client that keeps only the reason phrase drops the number:
// aiohttp's `response.reason` in vLLM's benchmark_serving.py ("Error: Gateway Time-out",
// vllm-project/vllm#19743, batch 78). "Time-out" is the same word as "timeout". Neighbours: a
// 504 page with capacity words stays overloaded by the held order (checked by the differential
// set); Gemini's "Deadline expired before operation could complete." on its 503 stays overloaded
// (tatookan/comfyui_ssl_gemini_EXP#6).
describe('a hyphenated "time-out" is a timeout', () => {
  checkReasons([
    [
      "vLLM benchmark_serving's aiohttp reason phrase, no status",
      {
        message:
          'ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: Gateway Time-out',
      },
      'timeout',
    ],
    [
      "requests' HTTPError for a proxy 504, message only (real text quoted in a public repo's retry code)",
      {
        message: '504 Server Error: Gateway Time-out for url: https://pu.vk.com/upload.php',
      },
      'timeout',
    ],
    [
      "Gemini's 503 'Deadline expired' stays overloaded",
      {
        message:
          "API调用错误: 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'Deadline expired before operation could complete.', 'status': 'UNAVAILABLE'}}",
      },
      'overloaded',
    ],
  ]);
});
