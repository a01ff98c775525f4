/**
 * Rules written in session 29 for misses of held-out batches 221–226 (docs/classifier.md, "Merged
 * totals (session 29, round 3: batches 221–226)"), after the batches had been scored without them:
 * each rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// The one-api family's "Invalid token" with its request id, the status lost (batch 225).
describe("a relay's invalid token with its request id is the relay's verdict on the key", () => {
  checkReasons([
    [
      'DMXAPI through Cherry Studio, no status',
      { message: 'Invalid Token (request id: 20260318110228257804819rZXN5tMr)' },
      'auth_permanent',
    ],
    [
      'DMXAPI through Zed, with its 401',
      {
        status: 401,
        message: '[OPENAI] 401 Invalid Token (request id: 20251224184140651598074czFsDZ5u)',
      },
      'auth_permanent',
    ],
    // Since session 55 (group DR) a bare "Invalid token" is the key refused, as every held line
    // in these words alone is (h94, h689, h860: auth_permanent); more words keep it refreshable.
    [
      'a bare "Invalid token" is the key refused (held ×3)',
      { message: 'Invalid token' },
      'auth_permanent',
    ],
    [
      'a relay token said to be expired is refreshable',
      { message: 'Invalid token (request id: 20260318110228257804819rZXN5tMr): token expired' },
      'auth',
    ],
  ]);
});

// Xinference's wrapper with nothing after it but its actor's address (batches 143 and 226).
describe("Xinference's failed chat with no cause after it is the server's fault", () => {
  checkReasons([
    [
      'Xinference, detail only the actor address',
      { message: 'Failed to generate chat completion, detail:[0.0.0.0:44406, pid=53400]' },
      'server_error',
    ],
    [
      'Xinference, the RuntimeError alone',
      { message: 'RuntimeError: Failed to generate chat completion' },
      'server_error',
    ],
    [
      'a cause after the address decides',
      {
        message:
          'Failed to generate chat completion, detail: [address=0.0.0.0:39501, pid=1] Model qwen2-instruct is not found',
      },
      'model_not_found',
    ],
    [
      'a stated overflow after it decides',
      {
        message:
          'RuntimeError: Failed to generate chat completion, detail: context length exceeded: 9000 tokens > 8192',
      },
      'context_overflow',
    ],
  ]);
});
