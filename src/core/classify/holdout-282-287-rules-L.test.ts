/**
 * Rules written in session 33 for misses of held-out batches 283–284 (group L), after the batches had
 * been scored without them, and for the differential cases of a bare "Bad Request" that only the
 * word vote had read (its retrain on batches 282–287 left them `unknown`): each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';

// A message that is nothing but an HTTP reason phrase: a client kept the response's status text and
// dropped its status and body. The phrase stands in for the status (extract.ts), and the status
// step reads it as it reads that status.
describe('a message that is only a reason phrase is read as its status', () => {
  checkReasons([
    [
      // The differential's fuzz-3965, fuzz-12149, fuzz-19879 (descriptors) and raw-636 (a thrown
      // string): the words of held h142 (rowboat on Ollama) and h84 (blinko on Voyage), whose 400
      // survived, here without it.
      'a bare "Bad Request" without its status',
      { message: 'Bad Request' },
      'format_error',
    ],
    ["the same behind a JS error's name", { message: 'Error: Bad Request' }, 'format_error'],
    [
      "the same behind an SDK's class name (invented)",
      { message: 'openai.BadRequestError: Bad Request' },
      'format_error',
    ],
    [
      'held h153: vLLM\'s "Internal Server Error" with no status (vllm-project/vllm#19862)',
      { message: 'Internal Server Error' },
      'server_error',
    ],
    [
      'held h105: crush\'s "ERROR Too Many Requests" (charmbracelet/crush#3385)',
      { message: 'ERROR Too Many Requests' },
      'rate_limit',
    ],
    [
      'held h102: llmcord\'s "openai.APIError: Service Unavailable" from Groq (jakobdylanc/llmcord#62)',
      { message: 'openai.APIError: Service Unavailable' },
      'overloaded',
    ],
    [
      'held h69: Continue\'s "Request Entity Too Large" from Groq (continuedev/continue#10510)',
      { message: 'Request Entity Too Large' },
      'payload_too_large',
    ],
    [
      'held: bolt.diy\'s AI_APICallError "Unauthorized" from Mistral (stackblitz-labs/bolt.diy#341)',
      { message: 'Unauthorized', name: 'AI_APICallError' },
      'auth_permanent',
    ],
    [
      "nginx's gateway timeout is the 504's timeout, not a server fault",
      { message: 'Gateway Time-out' },
      'timeout',
    ],
    // Neighbours.
    [
      // Held (stackblitz-labs/bolt.diy#434): the 404's own body says what was not found.
      'the body under a bare "Not Found" still decides under the 404 (Ollama\'s model not pulled)',
      {
        message: 'Not Found',
        name: 'AI_APICallError',
        body: '{"error":"model \\"claude-3-5-sonnet-latest\\" not found, try pulling it first"}',
      },
      'model_not_found',
    ],
    [
      'a known status wins over the phrase (invented)',
      { status: 502, message: 'Bad Request' },
      'server_error',
    ],
    [
      'a transport code says no response came: the phrase is no status (invented)',
      { message: 'Bad Gateway', code: 'ECONNRESET' },
      'timeout',
    ],
    [
      "OpenRouter's 403 wording after the phrase is read by its own pattern",
      { message: 'Forbidden: Key limit exceeded. Manage it using https://openrouter.ai/keys' },
      'billing',
    ],
    [
      'the phrase inside a longer sentence is no status (invented)',
      { message: 'Bad Request Handler failed to start' },
      'unknown',
    ],
  ]);
});

describe('a bare reason phrase outside a descriptor', () => {
  it("thrown as a string (the differential's raw-636), it is the 400 too", () => {
    const result = classifyError('Bad Request');
    expect(result.reason).toBe('format_error');
    expect(result.status).toBe(400);
    expect(result.explain.at(-1)?.rule).toBe('status.400');
  });
  it('on a large session it is the context, as a bare 400 is (DESIGN §1.2.1)', () => {
    const result = classifyError(new Error('Bad Request'), {
      approxTokens: 150_000,
      contextLength: 200_000,
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.generic_large_session');
  });
});
