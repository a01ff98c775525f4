/**
 * Rules written in session 39 (group AH) for misses of held-out batches 394–401, after the batches
 * had been scored without them (on 67bf868): each rule's real wordings (from the batch lines named),
 * then the neighbours it must leave alone. Where the vote already answered right, the rule that must
 * now decide is asserted by its `explain` step.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { Reason } from './types.js';

/** The reason and the rule that decided it (the last explain step). */
function decided(descriptor: Record<string, unknown>): string {
  const result = classifyError(errorFromDescriptor(descriptor));
  return `${result.reason} (${result.explain.at(-1)?.rule})`;
}

function expectRule(descriptor: Record<string, unknown>, reason: Reason, rule: string): void {
  expect(decided(descriptor)).toBe(`${reason} (${rule})`);
}

// Batch 395 (bespokelabs curator#296): an Anthropic Message Batches results-file line, parsed whole
// as the body. The extractor opens the batch-result envelopes (extract.ts `batchResultError`).
describe("a batch job's result line is read by the request's own error", () => {
  it("reads Anthropic's errored result by its message", () => {
    expectRule(
      {
        body: {
          custom_id: '999974',
          result: {
            type: 'errored',
            error: {
              type: 'error',
              error: {
                details: null,
                type: 'invalid_request_error',
                message:
                  'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
              },
            },
          },
        },
      },
      'billing',
      'message.billing',
    );
  });
  it("takes an OpenAI batch output line's status_code as the request's status", () => {
    const result = classifyError(
      errorFromDescriptor({
        body: {
          id: 'batch_req_6b1f',
          custom_id: 'request-2',
          response: {
            status_code: 429,
            request_id: 'req_c187b3',
            body: {
              error: {
                message:
                  'Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.',
                type: 'tokens',
                param: null,
                code: 'rate_limit_exceeded',
              },
            },
          },
          error: null,
        },
      }),
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.status).toBe(429);
  });
  checkReasons([
    [
      "Anthropic's errored result with an overloaded error (invented, the documented shape)",
      {
        body: {
          custom_id: 'my-first-request',
          result: {
            type: 'errored',
            error: {
              type: 'error',
              error: { type: 'overloaded_error', message: 'Overloaded' },
            },
          },
        },
      },
      'overloaded',
    ],
    [
      "OpenAI's batch object whose error list names an unsupported model (invented, the documented shape)",
      {
        body: {
          id: 'batch_abc123',
          object: 'batch',
          endpoint: '/v1/chat/completions',
          errors: {
            object: 'list',
            data: [
              {
                code: 'model_not_found',
                message: "The provided model 'gpt-5-foo' is not supported by the Batch API.",
                param: 'body.model',
                line: 1,
              },
            ],
          },
          status: 'failed',
        },
      },
      'model_not_found',
    ],
    // Neighbours: a result that did not error says nothing.
    [
      'an expired Anthropic result names no error (invented, the documented shape)',
      { body: { custom_id: 'my-second-request', result: { type: 'expired' } } },
      'unknown',
    ],
    [
      'a succeeded OpenAI batch output line is no error (invented, the documented shape)',
      {
        body: {
          id: 'batch_req_1',
          custom_id: 'request-1',
          response: {
            status_code: 200,
            request_id: 'req_1',
            body: { id: 'chatcmpl-1', object: 'chat.completion', choices: [] },
          },
          error: null,
        },
      },
      'unknown',
    ],
    [
      "a body's `result` that is no batch result is not opened (invented)",
      {
        body: {
          result: { type: 'tool_result', error: { message: 'Your credit balance is too low' } },
        },
      },
      'unknown',
    ],
  ]);
});

// Batch 396 (Zerg00s/open-ai-teams-chat-bot#1): a Teams bot's apology guesses a cause before Azure
// OpenAI's OperationNotSupported text (held ×26 as model_not_found).
describe("billing words only in an app's guess leave the provider's definite wording to decide", () => {
  it("reads Azure's sentence past the bot's guess", () => {
    expectRule(
      {
        message:
          '⚠ Apologies, the Open AI API is not available right now. It can be related to insufficient funds. \n\nThe chatCompletion operation does not work with the specified model, text-davinci-003. Please choose different model and try again. You can learn more about which models can be used with each operation here: https://go.microsoft.com/fwlink/?linkid=2197993.',
      },
      'model_not_found',
      'message.model_not_found',
    );
  });
  checkReasons([
    [
      'a guessed billing cause with nothing else said stays billing (invented)',
      { message: 'Request failed. This may be due to insufficient funds in your account.' },
      'billing',
    ],
    [
      "a stated balance beside the guess is the provider's own word (invented)",
      {
        message:
          'It can be related to insufficient funds. Your credit balance is too low to access the Anthropic API.',
      },
      'billing',
    ],
    [
      'a guess about a safety review, no billing words, is untouched (held h84)',
      {
        message:
          "Error generating image: No images were generated. This might be due to the image not passing Google's safety review.",
      },
      'content_policy',
    ],
    [
      'a guessed billing cause beside a refused connection is the connection (invented, after held h150)',
      {
        message:
          'Translation failed.\n\nThis may be due to insufficient balance on your account.\n\nNo connection could be made because the target machine actively refused it. (localhost:8080)',
      },
      'timeout',
    ],
  ]);
});

// Batch 396 (TomFrankly/pipedream-notion-voice-notes#94): the workflow's advice and guesses before
// "Full error from OpenAI: Connection error." (the SDK's APIConnectionError, held ×175 as timeout).
describe("the provider's error an app quotes after its label is read first", () => {
  it("reads OpenAI's words after the workflow's advice", () => {
    const result = classifyError(
      errorFromDescriptor({
        message:
          'PLEASE READ THIS ENTIRE ERROR MESSAGE.\n\nAn error occured while attempting to split the file into chunks, or while sending the chunks to OpenAI.\n\nIf the full error below says "Unidentified connection error", please double-check that you have entered valid billing info in your OpenAI account. Afterward, generate a new API key and enter it in the OpenAI app here in Pipedream. Then, try running the workflow again.\n\nIF THAT DOES NOT WORK, IT MEANS OPENAI\'S SERVERS ARE OVERLOADED RIGHT NOW. "Connection error" means OpenAI\'s servers simply rejected the request. Please come back and retry the workflow later.\n\nIf retrying later does not work, please open an issue at this workflow\'s Github repo: https://github.com/TomFrankly/pipedream-notion-voice-notes/issues\n\nFull error from OpenAI: Connection error.',
      }),
    );
    expect(result.reason).toBe('timeout');
    expect(result.explain.map((step) => step.rule)).toContain('message.labelled_original_error');
  });
  checkReasons([
    [
      "SwarmUI's advice list, then OpenRouter's own words (held h128)",
      {
        message:
          'API Error\n\nSomething went wrong with your request.\n\n• Temporary server issues\n• Invalid parameters in your request\n• Model availability issues\n\nTo fix this issue:\n1. Please try again later or select a different model.\n\nOriginal error: No endpoints found that support image input',
      },
      'model_not_found',
    ],
    [
      "GPUStack's unavailable service around its connect failure (held h80)",
      {
        message:
          'Service unavailable. Please retry your requests after a brief wait. Original error: All connection attempts failed',
      },
      'timeout',
    ],
    [
      "vLLM's pointer to the stacktrace is no quoted provider error (held h226)",
      {
        message:
          "vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: RuntimeError('Engine process (pid 514) died.').",
      },
      'server_error',
    ],
    [
      'a quoted part no rule reads leaves the whole text to decide (invented)',
      {
        message:
          'Your account is out of credits, please add credits to continue. Full error from OpenAI: request_id=abc123',
      },
      'billing',
    ],
  ]);
});

// Batch 401 (father-bot/chatgpt_telegram_bot#378) and held h83 (open-interpreter#628): openai-python
// 0.x could not parse a 200 stream line `{"rate_limit_usage": {…`.
describe('a success status the SDK could not parse is a server fault, and a JSON key is no rate limit', () => {
  it("reads father-bot's line by the SDK's sentence", () => {
    expectRule(
      {
        message:
          'Something went wrong during completion. Reason: HTTP code 200 from API ("{\\"rate_limit_usage\\": {\\)',
      },
      'server_error',
      'message.success_status_unparsed',
    );
  });
  checkReasons([
    [
      "open-interpreter's APIError (held h83)",
      { message: 'openai.error.APIError: HTTP code 200 from API ("{\\"rate_limit_usage\\": {\\)' },
      'server_error',
    ],
    [
      "openai-kotlin's echo of the same frame: the key alone no longer reads as a rate limit (held h71, judgement label unknown)",
      {
        name: 'com.aallam.openai.api.exception.OpenAIHttpException',
        message:
          "Unexpected JSON token at offset 0: Expected start of the object '{', but had ' ' instead at path: $\nJSON input:  \"{\\\"rate_limit_usage\\\": {\\",
      },
      'unknown',
    ],
    [
      'a failure status in the same sentence is that status (held h134)',
      { message: 'openai.error.APIError: HTTP code 413 from API' },
      'payload_too_large',
    ],
    [
      "a 502 page in the same sentence stays the gateway's (held h40)",
      {
        status: 502,
        message:
          'HTTP code 502 from API (<html> <head><title>502 Bad Gateway</title></head> <body> <center><h1>502 Bad Gateway</h1></center> <hr><center>nginx/1.18.0 (Ubuntu)</center> </body> </html> )',
      },
      'server_error',
    ],
    [
      'rate-limit headers as keys beside a stated limit stay a rate limit (held h28)',
      {
        body: {
          error: {
            message:
              'Rate limit exceeded: free-models-per-day. Add 10.0415056 credits to unlock 1000 free model requests per day',
            code: 429,
            metadata: {
              headers: {
                'X-RateLimit-Limit': '50',
                'X-RateLimit-Remaining': '0',
                'X-RateLimit-Reset': '1744848000000',
              },
              provider_name: 'Chutes',
            },
          },
          user_id: 'userid',
        },
      },
      'rate_limit',
    ],
    [
      'a rate-limit code as a value, not a key, is still read (invented)',
      { message: '{"error": {"code": "rate_limit_exceeded", "message": "Too many requests"}}' },
      'rate_limit',
    ],
  ]);
});

// Batch 398 (pepperoni21/ollama-rs#83): Ollama cannot start a runner for the model; "not found"
// names the servers, not the model. Right only by the vote before.
describe("a local host with no runner for the model is the host's fault", () => {
  it('is decided by the runner rule, not the vote', () => {
    expectRule(
      {
        body: { error: 'no suitable llama servers found' },
        message: '{"error":"no suitable llama servers found"}',
      },
      'server_error',
      'message.no_suitable_runner',
    );
  });
  checkReasons([
    [
      "Ollama's missing model (held, quivr)",
      { body: { error: "model 'llama2' not found, try pulling it first" } },
      'model_not_found',
    ],
    [
      'a runner slow to start stays a timeout (held h201)',
      { message: 'error="timed out waiting for llama runner to start"' },
      'timeout',
    ],
    [
      'a runner that died stays a server fault (held h20)',
      { message: 'Error: llama runner process has terminated: exit status 1' },
      'server_error',
    ],
  ]);
});

// Batch 398 (AIPentest/CyberStrikeAI#233): eino's ChatModel over go-openai, "failed to create chat
// completion: EOF", the connection closed before an answer. Right only by the vote before.
describe('a Go chat call that ended in EOF is a cut connection', () => {
  it('is decided by the disconnect step, not the vote', () => {
    expectRule(
      {
        message:
          '[NodeRunError] failed to generate summary: failed to create chat completion: EOF ------------------------ node path: [node_1, ChatModel]',
      },
      'timeout',
      'disconnect.small_session',
    );
  });
  it('reads as the overflow on a large session, as a disconnect does', () => {
    const result = classifyError(
      errorFromDescriptor({ message: 'failed to create chat completion: EOF' }),
      { approxTokens: 150_000, contextLength: 128_000, numMessages: 80 },
    );
    expect(result.reason).toBe('context_overflow');
  });
  checkReasons([
    [
      "Ollama's runner endpoint that died stays a server fault (held h219)",
      { message: 'Error: POST predict: Post "http://127.0.0.1:35943/completion": EOF' },
      'server_error',
    ],
    [
      "go-openai's failure status inside the same wrapper is that status's (invented)",
      {
        message:
          'failed to create chat completion: error, status code: 429, status: 429 Too Many Requests, message: Rate limit reached for requests',
      },
      'rate_limit',
    ],
    [
      'an EOF that is only a word inside another one is not read (invented)',
      { message: 'failed to create chat completion: eofhandler panicked' },
      'unknown',
    ],
  ]);
});

// Batch 396 (dtkdt100/Chat-GPT-for-Gmail#18): the extension asks its user to pass Cloudflare's
// challenge on the ChatGPT web session (held Cloudflare "Attention Required" pages: auth). Right
// only by the vote before.
describe("a client's request to pass the edge's bot check is the session's", () => {
  it('is decided by the auth wording, not the vote', () => {
    expectRule(
      { message: 'Please pass Cloudflare security check at chat.openai.com' },
      'auth',
      'message.auth',
    );
  });
  checkReasons([
    [
      "a Cloudflare 502 page stays the gateway's (held h102)",
      {
        status: 502,
        message:
          '<html> <head><title>502 Bad Gateway</title></head> <body> <center><h1>502 Bad Gateway</h1></center> <hr><center>cloudflare</center> </body> </html>',
      },
      'server_error',
    ],
    [
      "Cloudflare's 522 stays a timeout (held h137)",
      {
        message:
          'Error: 522 {"type":"https://developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-5xx-errors/error-522/","title":"Error 522: Connection timed out","status":522}',
      },
      'timeout',
    ],
    [
      'a passed security check named in a log is not read (invented)',
      { message: 'Cloudflare security check passed; request failed: Connection error.' },
      'timeout',
    ],
  ]);
});
