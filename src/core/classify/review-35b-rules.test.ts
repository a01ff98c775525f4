/**
 * Review 35 (second half): neighbours of session 35's rules of groups R and S and of commit 312e8cd
 * that those rules read wrong before this review narrowed them, and the real wordings they must
 * still read. Invented wordings are marked "(invented)".
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

/** The wait a descriptor's classification carries, in ms (undefined when none was read). */
function waitOf(descriptor: Record<string, unknown>): number | undefined {
  return classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
}

// Ollama's `"<model>" does not support chat / generate / insert / embeddings` names the route the
// model lacks, at the end of its sentence. The same verb before what a chat carries (messages, a
// role, a history, a template) or a qualified completion is the request's shape, not the model's.
describe('"does not support chat" reads the model only when the route ends the clause', () => {
  checkReasons([
    [
      "Ollama's 400 for an embedding model on /api/chat (batch 316)",
      { status: 400, message: '"all-minilm:latest" does not support chat' },
      'model_not_found',
    ],
    [
      "Ollama's 400 for an embedding model on /api/generate, a name without tag (ollama/ollama#12182)",
      {
        status: 400,
        message: 'Error: 400 Bad Request: "embeddinggemma" does not support generate',
      },
      'model_not_found',
    ],
    [
      'a model that does not take chat messages with a system role (invented)',
      { status: 400, message: 'this model does not support chat messages with the system role' },
      'format_error',
    ],
    [
      "a quoted model's chat messages with a role (invented)",
      {
        status: 400,
        message: "The model `o1-mini` does not support chat messages with role 'system'",
      },
      'format_error',
    ],
    [
      'a chat history with images (invented)',
      {
        status: 400,
        message: 'The model does not support chat history with images; send one image per request',
      },
      'format_error',
    ],
    [
      'chat template arguments (invented)',
      { status: 400, message: "model 'llama3' does not support chat template kwargs" },
      'format_error',
    ],
    [
      'completions with a parameter (invented)',
      {
        status: 400,
        message: 'model gpt-4o does not support completions with logprobs greater than 5',
      },
      'format_error',
    ],
    [
      'embeddings of one kind of input (invented)',
      { status: 400, message: 'model does not support embeddings of images' },
      'format_error',
    ],
  ]);
});

// "API key quota exceeded" is the key's allowance (PowerToys' wording, batch 317), but a key quota
// stated for a window (per minute, daily, RPM, "/min", a wait) is a rate limit.
describe('an API key quota stated for a window stays a rate limit', () => {
  checkReasons([
    [
      "PowerToys Advanced Paste's wording (batch 317)",
      { message: 'API key quota exceeded' },
      'billing',
    ],
    ['the same under a 429', { status: 429, message: 'API key quota exceeded' }, 'billing'],
    [
      'a key quota with an upgrade (invented)',
      { status: 429, message: 'API key quota exceeded. Upgrade your plan for a higher quota.' },
      'billing',
    ],
    [
      'a key quota per minute with a wait (invented)',
      { status: 429, message: 'API key quota exceeded: 60 requests/min. Please wait 30 seconds.' },
      'rate_limit',
    ],
    [
      'a key quota in RPM (invented)',
      { status: 429, message: 'API key quota exceeded (limit: 100 RPM)' },
      'rate_limit',
    ],
    ['a daily key quota (invented)', { message: 'Daily API key quota exceeded' }, 'rate_limit'],
    [
      'a per-minute key quota (invented)',
      { status: 429, message: 'Per-minute API key quota exceeded' },
      'rate_limit',
    ],
    [
      'a key quota for this minute (invented)',
      { status: 429, message: 'Your API key quota has been exceeded for this minute' },
      'rate_limit',
    ],
    [
      'a key quota with a daily limit named after it (invented)',
      {
        status: 429,
        message: 'API key quota exceeded. The daily limit of 1000 requests was reached',
      },
      'rate_limit',
    ],
    [
      'a key quota with a wait, on a 403 (invented)',
      { status: 403, message: 'API key quota exceeded, wait 60s' },
      'rate_limit',
    ],
  ]);
});

// An app's "Failed to get response from <provider>." headline is no resource named; a proxy's,
// webhook's or knowledge base's is another service whose 404 names no model.
describe("an app's headline before a bare 404 names a provider, not another service", () => {
  checkReasons([
    [
      "Raycast's ChatGPT extension (batch 317)",
      {
        status: 404,
        message:
          '⚠️ Failed to get response from OpenAI. Please check your network connection and API key. Error Message: Request failed with status code 404',
      },
      'model_not_found',
    ],
    [
      "a proxy's 404 (invented)",
      {
        status: 404,
        message:
          'Failed to get response from proxy. Please check your network settings and proxy. 404',
      },
      'unknown',
    ],
    [
      "a knowledge base's 404 (invented)",
      {
        status: 404,
        message:
          'Failed to get response from the knowledge base. Please check your network connection. 404',
      },
      'unknown',
    ],
  ]);
});

// new-api's `code: "invalid_request"` on a 500 is the request's, unless the error's own message
// lays the fault on the server, a timeout or the network.
describe("a 5xx's invalid_request code yields to a server fault named in the message", () => {
  checkReasons([
    [
      "packyapi's 500, as STranslate printed it with its status line (batch 317)",
      {
        status: 500,
        body: {
          error: {
            message: 'input is required (request id: 01KYK2XBVCE4B5HQY3BD2SGZK6)',
            type: 'packy_api_error',
            param: '',
            code: 'invalid_request',
          },
        },
        message:
          '翻译失败: Internal Server Error: InternalServerError, Details: {"error":{"message":"input is required (request id: 01KYK2XBVCE4B5HQY3BD2SGZK6)","type":"packy_api_error","param":"","code":"invalid_request"}}',
      },
      'format_error',
    ],
    [
      'the code beside "Internal server error" (invented)',
      {
        status: 500,
        body: {
          error: {
            message: 'Internal server error',
            type: 'server_error',
            code: 'invalid_request',
          },
        },
      },
      'server_error',
    ],
    [
      "the code beside a Go relay's panic (invented)",
      {
        status: 500,
        body: {
          error: {
            message: 'panic: runtime error: invalid memory address or nil pointer dereference',
            type: 'new_api_panic',
            code: 'invalid_request',
          },
        },
      },
      'server_error',
    ],
    [
      "OpenAI's server-fault sentence in openai-python's text (invented)",
      {
        status: 500,
        message:
          "Error code: 500 - {'error': {'message': 'The server had an error while processing your request. Sorry about that!', 'code': 'invalid_request'}}",
      },
      'server_error',
    ],
  ]);
});

// Llama Stack's "Could not find provider for <model>" is the model's; a provider missing for a
// vector DB, a tool group, a shield or a URL scheme is not.
describe('a provider missing for something that is no model is not a missing model', () => {
  checkReasons([
    [
      "Llama Stack's 400 (batch 319)",
      { status: 400, message: '400: Invalid value: Could not find provider for Llama-Guard-3-8B' },
      'model_not_found',
    ],
    [
      'a vector DB without a provider (invented)',
      { status: 400, message: 'Invalid value: Could not find provider for vector_db my-documents' },
      'format_error',
    ],
    [
      'a tool group without a provider (invented)',
      { status: 400, message: 'Could not find provider for tool group builtin::websearch' },
      'format_error',
    ],
    [
      "a file system's URL scheme (invented)",
      { message: "ValueError: Could not find provider for scheme 's3'" },
      'unknown',
    ],
    [
      'a shield named as such (invented)',
      { message: 'Could not find provider for shield llama_guard' },
      'unknown',
    ],
  ]);
});

// "Reached your usage limit. See your usage dashboard" is a prepaid balance spent (batch 324); with
// a reset or a retry after it, a window.
describe('a usage limit with a reset stays a window; a plan for higher limits is an upsell', () => {
  checkReasons([
    [
      "OpenAI's balance spent (batch 324)",
      {
        message:
          "You've reached your usage limit. See your usage dashboard and billing settings for more details.",
      },
      'billing',
    ],
    [
      'the same with a reset (invented)',
      {
        status: 429,
        message:
          "You've reached your usage limit. See your usage dashboard for more details. Your limit resets in 3 hours.",
      },
      'rate_limit',
    ],
    [
      'the same with a time to try again (invented)',
      {
        status: 429,
        message: "You've reached your usage limit. See your usage dashboard. Try again at 3:00 PM.",
      },
      'rate_limit',
    ],
    [
      "Maritaca's plan the API needs (batch 322)",
      {
        status: 403,
        message:
          'Sorry, you need to be a premium user to use MariTalk via API. Make sure that your account is active.',
      },
      'billing',
    ],
    [
      "a rate limit's upsell to higher limits (invented)",
      {
        status: 429,
        message: 'Rate limit exceeded. You need to be a paid user to access higher rate limits.',
      },
      'rate_limit',
    ],
    [
      "a free tier's per-minute limit with an upsell to more (invented)",
      {
        status: 429,
        message:
          'Too many requests: free users are limited to 10 requests per minute. You need to be a pro user to use more.',
      },
      'rate_limit',
    ],
    [
      'a plan for one model, on a 403 (invented; read as the 403 reads it)',
      { status: 403, message: 'You need to be a pro member to access this model.' },
      'auth',
    ],
  ]);
});

// `retry_after_ms` is the server's wait; beside a client's own retry settings it is the client's
// schedule.
describe("retry_after_ms beside a client's retry settings is no stated wait", () => {
  it("reads the KAI-C adapter's field (batch 321)", () => {
    expect(
      waitOf({
        status: 503,
        body: {
          code: 'model_not_pulled',
          transient: true,
          retry_after_ms: 5000,
          message: "ollama has no model 'gemma3:4b' (auto-pull is running)",
        },
      }),
    ).toBe(5000);
  });
  it("skips a client's retry config printed in the message (invented)", () => {
    expect(
      waitOf({
        status: 500,
        message:
          'Request failed after 3 attempts (client retry config: {"max_retries": 3, "retry_after_ms": 1000})',
      }),
    ).toBeUndefined();
  });
  it("skips a client's backoff policy as text (invented)", () => {
    expect(
      waitOf({
        status: 429,
        message:
          "rate limited; backoff policy {'initial_retry_after_ms': 500, 'retry_after_ms': 250}",
      }),
    ).toBeUndefined();
  });
});
