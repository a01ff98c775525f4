/**
 * Rules written in session 33 for misses of held-out batches 282–287 (group K), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Tokens said to exceed "the max limit of N tokens": Perplexity's window, counted as the prompt plus
// the completion asked for (batch 286, OpenRouterTeam/ai-sdk-provider#121, flattened into LiteLLM's
// BadRequestError with no status).
describe('tokens over the max limit are the context window', () => {
  checkReasons([
    [
      'Perplexity through OpenRouter, flattened by LiteLLM, no status (batch 286)',
      {
        message:
          'litellm.BadRequestError: OpenrouterException - Message: Provider returned error, Metadata: {\'raw\': \'{"error":{"message":"Requested 115120 to generate tokens, following a prompt of length 40055, which exceeds the max limit of 128000 tokens.","type":"requested_too_many_tokens","code":400}}\', \'provider_name\': \'Perplexity\'}, User ID:',
      },
      'context_overflow',
    ],
    [
      "the same wording in OpenRouter's structured body, no status (a deep-research app's reproduction of its issue #14, public code; not held)",
      {
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: {
              raw: '{"error":{"message":"Requested 113643 to generate tokens, following a prompt of length 14657, which exceeds the max limit of 128000 tokens.","type":"requested_too_many_tokens","code":400}}',
              provider_name: 'Perplexity',
            },
          },
        },
      },
      'context_overflow',
    ],
    [
      "Perplexity's count of the messages alone, without its status (quoted in a public client's tests; not held)",
      { message: 'Messages have 16865 tokens, which exceeds the max limit of 8192 tokens.' },
      'context_overflow',
    ],
    [
      'a max limit of tokens per minute is a window that refills (invented)',
      {
        message:
          'Your request exceeds the max limit of 100000 tokens per minute. Please try again later.',
      },
      'rate_limit',
    ],
    [
      "Anthropic's organization rate limit of input tokens per minute stays a rate limit (held ×10)",
      {
        status: 429,
        message:
          '429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed your organization\'s rate limit of 30,000 input tokens per minute"}}',
      },
      'rate_limit',
    ],
    [
      "Bedrock's throttle 'Too many tokens, please wait' is no window (held ×26)",
      { message: 'Too many tokens, please wait before trying again.' },
      'rate_limit',
    ],
  ]);
});

// A gateway's `{error: {error: "<words>", error_code: N}}`: the string is the message (batch 287,
// davidmigloz/ai_clients_dart#85, Bedrock's ThrottlingException in an SSE chunk; the AWS SDK suffix
// then gives the 429).
describe("a string error inside the body's error object is its message", () => {
  checkReasons([
    [
      "Bedrock's throttle behind an OpenAI-compatible gateway's stream event (batch 287)",
      {
        body: {
          object: 'chat.completion',
          error: {
            error:
              'Too many tokens, please wait before trying again. (Service: BedrockRuntime, Status Code: 429, Request ID: e19c3839-1a0f-4e00-88ca-bbfb1989bc71)',
            error_code: 4001,
          },
        },
      },
      'rate_limit',
    ],
    [
      'the same throttle without the AWS suffix, read from its words (invented)',
      {
        body: {
          error: { error: 'Too many tokens, please wait before trying again.', error_code: 4001 },
        },
      },
      'rate_limit',
    ],
    [
      'a server fault said the same way (invented)',
      { body: { error: { error: 'Internal server error', error_code: 5000 } } },
      'server_error',
    ],
    [
      'a snake-case code there is a code (invented)',
      { body: { error: { error: 'rate_limit_exceeded', error_code: 4290 } } },
      'rate_limit',
    ],
    [
      'a message beside the string keeps deciding (invented)',
      { body: { error: { message: 'The model `gpt-5x` does not exist', error: 'not_found' } } },
      'model_not_found',
    ],
    [
      'a string error on the body itself is read as before (invented)',
      { body: { error: 'Too many tokens, please wait before trying again.', error_code: 4001 } },
      'rate_limit',
    ],
  ]);
});

// Too many requests to the API "right now", with no "you": the service's load (batch 285,
// immersive-translate/immersive-translate#3628: Zhipu's code 1305 in its older words, relayed as a
// 500; its newer words "该模型当前访问量过大" are held as overloaded).
describe("too many requests to the API right now is the service's load", () => {
  checkReasons([
    [
      "Zhipu 1305's older words under an app's 500 (batch 285)",
      { status: 500, message: '500: 当前API请求过多，请稍后重试。' },
      'overloaded',
    ],
    [
      'the same words under a 429 (invented)',
      { status: 429, message: '当前API请求过多，请稍后重试。' },
      'overloaded',
    ],
    [
      "Zhipu's error document with code 1305, no status (invented from its documented text)",
      { body: { error: { code: '1305', message: '当前API请求过多，请稍后重试。' } } },
      'overloaded',
    ],
    [
      "Zhipu 1305's newer words stay overloaded (held h62)",
      { status: 429, message: '429 该模型当前访问量过大，请您稍后再试' },
      'overloaded',
    ],
    [
      "Zhipu 1302, the caller's concurrency, stays a rate limit (held h20)",
      {
        status: 429,
        body: {
          error: {
            code: '1302',
            message: '您当前使用该API的并发数过高，请降低并发，或联系客服增加限额。',
          },
        },
      },
      'rate_limit',
    ],
    [
      'a current concurrency over the cap stays a rate limit (held h22)',
      { message: '当前并发数过高，请联系管理员...' },
      'rate_limit',
    ],
    [
      "requests too frequent stays a rate limit (held h70, Tencent's 14003)",
      {
        message:
          '{"en":"Too many requests. Please retry later.","zh":"请求过于频繁，请稍后重试。"}',
      },
      'rate_limit',
    ],
    [
      '"you currently" have too many requests is the caller\'s pace (invented)',
      { message: '您当前请求过多，请稍后再试' },
      'rate_limit',
    ],
    [
      'a 500 that says an internal error, retry later, stays a server error (invented)',
      { status: 500, message: '500: 服务器内部错误，请稍后重试。' },
      'server_error',
    ],
  ]);
});

// A snake-case code ending in `_too_large` is a size cap (batch 284, run-llama/llama_cloud_services#72:
// LlamaParse's per-job page and size limit, which splitting the file meets).
describe('a code ending in _TOO_LARGE is a payload too large', () => {
  checkReasons([
    [
      "LlamaParse's PDF_TOO_LARGE, no status (batch 284)",
      {
        message:
          "Error while parsing the PDF file '/content/drive/MyDrive/somefile.pdf': Failed to parse the PDF file: Job failed: PDF_TOO_LARGE",
      },
      'payload_too_large',
    ],
    [
      "LlamaParse's DOCUMENT_TOO_LARGE (llama_cloud_services#890's code; wording invented around it)",
      { message: 'Failed to parse the file: Job failed: DOCUMENT_TOO_LARGE' },
      'payload_too_large',
    ],
    [
      "Vercel's FUNCTION_PAYLOAD_TOO_LARGE in front of LlamaParse (held h284)",
      { message: 'Failed to parse the file: Request Entity Too Large\nFUNCTION_PAYLOAD_TOO_LARGE' },
      'payload_too_large',
    ],
    [
      'an image code is left to the image readings (invented)',
      { message: 'Job failed: IMAGE_TOO_LARGE' },
      'unknown',
    ],
    [
      'a prompt code is no payload (invented)',
      { message: 'Job failed: PROMPT_TOO_LARGE' },
      'unknown',
    ],
    [
      'a context code is no payload (invented)',
      { message: 'Job failed: CONTEXT_TOO_LARGE' },
      'unknown',
    ],
    [
      'a tokens code is no payload (invented)',
      { message: 'error: max_tokens_too_large' },
      'unknown',
    ],
    [
      "Anthropic's PDF page cap under its 400 stays the request's (held h98)",
      {
        status: 400,
        message:
          '{"type":"error","error":{"type":"invalid_request_error","message":"A maximum of 100 PDF pages may be provided."}}',
      },
      'format_error',
    ],
    [
      "Anthropic's 'PDF too large' under its 400 stays the request's category (existing rule)",
      { status: 400, message: 'PDF too large: maximum of 100 pages' },
      'format_error',
    ],
  ]);
});
