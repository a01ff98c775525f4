/**
 * Rules written in session 27 for misses of held-out batches 172–178 (docs/classifier.md, "Rules
 * for batches 172–175" and "Rules for batch 177"), after the batches had been scored without them
 * and after the rules for 167–171 were measured on them (no line changed): each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI Assistants and vector stores (batch 172): a stale reference and a thread's state.
describe('a stale reference or a busy thread is the request', () => {
  checkReasons([
    [
      "openai-node's vector-store upload polled by a missing id",
      { message: 'NotFoundError: 404 No file found with id' },
      'format_error',
    ],
    [
      "a thread's active run",
      {
        message:
          'Error processing message for user: redacted - error: Error: 400 Thread thread_CPVZx74fS5K632dyhbeFDXGr already has an active run run_nuUSpZ5d4fwV7GAPR2Khrcv6.',
      },
      'format_error',
    ],
    [
      'a missing model under a 404 stays a model',
      { status: 404, message: 'No model found with id gpt-9' },
      'model_not_found',
    ],
  ]);
});

// A method the route does not serve inside a relay's 500 (batch 175); a 500 without it stays one.
describe("Spring's unsupported request method under a relay's 500", () => {
  checkReasons([
    [
      "chatanywhere's 500 around a 405",
      {
        message:
          "openai.error.APIError: HTTP code 500 from API (Request method 'POST' not supported)",
      },
      'format_error',
    ],
    [
      'a capacity status keeps its reading (invented)',
      { status: 503, message: "Service unavailable (Request method 'POST' not supported)" },
      'overloaded',
    ],
  ]);
});

// The word vote may turn a 400 into `auth` only where a credential is named (the "claude code
// clients only" relay lines of batches 82 and 96 name the client): a file's "permission denied" is
// no key (session 27, after the vote learned batches 172–175).
describe('the vote over a 400 names a credential before it says auth', () => {
  checkReasons([
    [
      'a file permission on a 400 stays a request error (invented)',
      { status: 400, body: { error: { message: 'cannot open upload: permission denied' } } },
      'format_error',
    ],
    [
      // The vote must see a key word before it kills a key (session 27): a cut fragment has none.
      'a cut fragment is no dead key',
      { message: 'Request to https://api.ope' },
      'unknown',
    ],
    [
      "the relay that serves only Claude Code's client",
      {
        status: 400,
        message:
          '默认渠道限制: 请求非法 接口仅可用于claude code客户端 (如误判请修改cc客户端版本 其他渠道不限)',
      },
      'auth',
    ],
  ]);
});

// A host, a colon, then the status in brackets at the end (ChatGPT for Google, batch 177); a host
// and a bracketed number without the colon is no status.
describe('a status in brackets after the host that answered', () => {
  checkReasons([
    [
      "the ChatGPT for Google extension's 429",
      { message: 'Failed to load response from api.openai.com:\n(429)' },
      'rate_limit',
    ],
    [
      'a count in brackets after a host is no status (invented)',
      { message: 'Loaded 3 files from docs.example.com (404)' },
      'unknown',
    ],
  ]);
});
