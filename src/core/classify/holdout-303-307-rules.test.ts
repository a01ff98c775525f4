/**
 * Rules written in session 34 for misses of held-out batches 303–307 (and two lines of batch 305
 * that only the word vote read), after the batches had been scored without them: each real wording,
 * then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Cloudflare's 522 ("Connection timed out": the origin never answered its handshake) is a timeout
// by definition, as its 524 is; held 522s (h137, h203, an HTML page) carry the title, a client's
// bare "error code: 522" does not (senpi's PR, batch 307).
describe("Cloudflare's 522 is a timeout even without its page", () => {
  checkReasons([
    ['a bare "error code: 522" (batch 307)', { message: 'Error: error code: 522' }, 'timeout'],
    ['a 522 status with no body (invented)', { status: 522, body: '' }, 'timeout'],
    [
      'its 520 stays a server fault (invented)',
      { message: 'Error: error code: 520' },
      'server_error',
    ],
    [
      'its 521 stays a server fault (invented)',
      { message: 'Error: error code: 521' },
      'server_error',
    ],
  ]);
});

// A stream that closed before or without its terminal event was cut before the answer finished
// (agenc's Grok adapter, batch 307); Codex's "stream closed before response.completed" and Claude
// clients' "stream ended before message_stop" are held with the same label.
describe('a stream closed before or without its terminal event is a cut', () => {
  checkReasons([
    [
      "Grok's Responses stream without response.completed (batch 307)",
      {
        message: 'grok error: Stream closed without a response.completed or response.failed event',
      },
      'timeout',
    ],
    ["Codex's wording (held)", { message: 'stream closed before response.completed' }, 'timeout'],
    [
      'an Anthropic stream that ended before message_stop (held)',
      { message: 'stream ended before message_stop' },
      'timeout',
    ],
    [
      'a rate limit named after the cut decides (invented)',
      {
        message:
          'stream closed before response.completed: Rate limit reached for gpt-5 in organization org-x on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.',
      },
      'rate_limit',
    ],
  ]);
});

// httpx's ConnectError message with nothing around it but an app's banner (MuMuAINovel, batch 305;
// GPUStack's "An unexpected error occurred: …", batch 80, which its 503 already read).
describe('httpx\'s "All connection attempts failed" is a connect failure', () => {
  checkReasons([
    [
      "an app's Chinese banner around it (batch 305)",
      { message: '错误信息: All connection attempts failed' },
      'timeout',
    ],
    [
      "a gateway's wording without its 503 (batch 80's text)",
      { message: 'An unexpected error occurred: All connection attempts failed' },
      'timeout',
    ],
    [
      'a database connection that failed is no provider transport failure (invented)',
      { message: 'Connection attempts to the database failed' },
      'unknown',
    ],
  ]);
});

// llama.cpp's batch assertion and NovelAI's ModelMaxLength name a prompt over what the model takes.
describe('a prompt over the batch or the window in local and niche servers is an overflow', () => {
  checkReasons([
    [
      "node-llama-cpp's GGML_ASSERT on the batch (batch 304)",
      {
        message:
          'GGML_ASSERT: D:\\a\\node-llama-cpp\\node-llama-cpp\\llama\\llama.cpp\\llama.cpp:11163: n_tokens_all <= cparams.n_batch',
      },
      'context_overflow',
    ],
    [
      "NovelAI's ModelMaxLength (batch 305)",
      {
        message:
          "https://api.novelai.net/ai/generate (201) - ModelMaxLength: model 'euterpe-v2' has 2048 tokens maximum, 2584 tokens context requested",
      },
      'context_overflow',
    ],
    [
      'another GGML assertion is no overflow (invented)',
      { message: 'GGML_ASSERT: ggml.c:1234: ne % ggml_blck_size(type) == 0' },
      'unknown',
    ],
    [
      "NovelAI's 401 stays the key's (invented)",
      { status: 401, message: 'novelai error 401: Unauthorized' },
      'auth_permanent',
    ],
  ]);
});

// A service that says the fault is its own: LlamaParse's "Oops! Something went wrong on our end."
// with its 500 (held h267) and without it (batch 304).
describe('"something went wrong on our end" is the server\'s fault', () => {
  checkReasons([
    [
      "LlamaParse's detail printed without its status (batch 304)",
      {
        message:
          'Error while parsing the file \'xxx.pdf\': Failed to parse the file: {"detail":"Oops! Something went wrong on our end. Please try again in a few minutes. If the problem persists, please contact support by clicking the chat icon on cloud.llamaindex.ai providing this correlation ID: b7f5047b-fdd0-4471-af83-66cf0fff5bec"}',
      },
      'server_error',
    ],
    [
      'a rate limit named after it decides (invented)',
      { message: 'Something went wrong on our end. Rate limit exceeded, please try again in 20s.' },
      'rate_limit',
    ],
    [
      'a rejected key under a 401 decides (invented)',
      { status: 401, message: 'Oops! Something went wrong on our end. Invalid API key provided.' },
      'auth_permanent',
    ],
  ]);
});

// The review of session 34's rules: the words each new reading must leave to another reason.
describe("session 34's readings leave their neighbours alone (review)", () => {
  checkReasons([
    [
      "a relay's own 522 that names its capacity stays overloaded (invented)",
      { status: 522, message: 'All upstream channels are at capacity, please retry later' },
      'overloaded',
    ],
    [
      "a 522 from a proxy that holds no key stays the key's (invented)",
      { status: 522, message: 'OPENAI_API_KEY is not set. Add it to your .env file.' },
      'auth_permanent',
    ],
    [
      'a stream that ended without its [DONE] is a cut (invented)',
      { message: 'SSE stream ended without [DONE]' },
      'timeout',
    ],
    [
      "an account banned for messages against the community guidelines stays the key's (invented)",
      {
        status: 403,
        message:
          'Your account has been suspended because messages you sent were against our community guidelines.',
      },
      'auth_permanent',
    ],
    [
      "SPII as one value of a validation error's enum is no refusal (invented, after google-genai's pydantic error)",
      {
        message:
          "1 validation error for GenerateContentResponse\ncandidates.0.finish_reason\n  Input should be 'STOP', 'MAX_TOKENS', 'SAFETY', 'RECITATION', 'OTHER', 'SPII' or 'MALFORMED_FUNCTION_CALL' [type=enum, input_value='UNEXPECTED_TOOL_CALL']",
      },
      'server_error',
    ],
    [
      "a field named spii is the request's (invented)",
      { status: 400, message: "Unknown field 'spii' in safety_settings" },
      'format_error',
    ],
    [
      "Letta's generic banner takes its detail's words (h141, batch 141)",
      {
        body: {
          error: {
            error: {
              message_type: 'error_message',
              error_type: 'llm_error',
              message: 'An error occurred with the LLM request.',
              detail:
                "INTERNAL_SERVER_ERROR: Bad request to Anthropic: Error code: 400 -\n  {'message': 'messages.1.content.0: Invalid `signature` in `thinking` block'}",
            },
          },
        },
      },
      'thinking_signature',
    ],
    [
      "a message that says what happened keeps its verdict over a detail's advice (invented)",
      {
        status: 402,
        body: {
          error: {
            message: 'You have exceeded your monthly quota.',
            detail: 'Upgrade your plan or add credits, then try again.',
          },
        },
      },
      'billing',
    ],
  ]);
});
