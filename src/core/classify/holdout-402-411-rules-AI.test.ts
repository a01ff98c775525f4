/**
 * Rules written in session 39 (group AI) for misses of held-out batches 402–411, after the batches
 * had been scored without them (on 67bf868): each rule's real wordings (from the batch lines named),
 * then the neighbours it must leave alone. Where a rule must itself decide, the deciding rule is
 * asserted by its `explain` step.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { Reason } from './types.js';

/** The reason and the rule that decided it (the last explain step). */
function decided(descriptor: Record<string, unknown>, context?: Record<string, number>): string {
  const result = classifyError(errorFromDescriptor(descriptor), context);
  return `${result.reason} (${result.explain.at(-1)?.rule})`;
}

function expectRule(descriptor: Record<string, unknown>, reason: Reason, rule: string): void {
  expect(decided(descriptor)).toBe(`${reason} (${rule})`);
}

// Batch 402 (agegr/pi-web#341): pi-ai's Codex Responses transport over WebSocket, whose `error`
// event carries no detail: the connection failed.
describe('a bare WebSocket error is the transport', () => {
  it('is read by the transport text', () => {
    expectRule({ message: 'Error: WebSocket error' }, 'timeout', 'transport.text');
  });
  it("is read so in socket.io-client's lower-case form too", () => {
    expectRule({ message: 'websocket error.' }, 'timeout', 'transport.text');
  });
  checkReasons([
    [
      'a WebSocket error around a connect timeout (held h266)',
      { message: 'Error: OpenAI Realtime WebSocket error: connect ETIMEDOUT 69.63.184.142:443' },
      'timeout',
    ],
    [
      'the status after it decides (held h172)',
      { message: 'WebSocket error: Unexpected server response: 500' },
      'server_error',
    ],
    [
      "Azure Speech's close code after it leaves its reason to decide (held h151)",
      { message: 'Throttled due to too many requests websocket error code: 1007' },
      'rate_limit',
    ],
    [
      "Azure Speech's unsupported voice before the close code (held h151)",
      {
        message:
          'SynthesisCanceled: (cancel) Reason: Error: Unsupported voice my_custom_voice_model. \nwebsocket error code: 1007',
      },
      'model_not_found',
    ],
    [
      "a relayed 400 after it is the request's (held h150)",
      {
        message:
          '✘ WebSocket Error: Invalid response object from API:\n\'{"object":"error","message":"Conversation roles must alternate\nuser/assistant/user/assistant/...","type":"BadRequestError","param":null,"code":400}\'\n(HTTP response code was 400)',
      },
      'format_error',
    ],
  ]);
});

// Batch 406 (Kibana attack discovery over Bedrock): the errno of a failed connection only in the text.
describe('a transport errno spelled in the text is the transport', () => {
  it('reads ECONNABORTED by the transport text', () => {
    expectRule({ message: 'Unexpected API Error: ECONNABORTED' }, 'timeout', 'transport.text');
  });
  it('reads ENETDOWN and EHOSTDOWN the same (invented)', () => {
    expectRule({ message: 'connect ENETDOWN 10.0.0.1:443' }, 'timeout', 'transport.text');
    expectRule({ message: 'Error: connect EHOSTDOWN 10.0.0.5:443' }, 'timeout', 'transport.text');
  });
  it('stays a timeout on a large session: an abort on our side is no cut by the server', () => {
    expect(
      decided(
        { message: 'Unexpected API Error: ECONNABORTED' },
        { approxTokens: 190_000, contextLength: 200_000 },
      ),
    ).toBe('timeout (transport.text)');
  });
  it('leaves ECONNRESET in the text to the disconnect step (a large session overflows)', () => {
    expect(
      decided(
        { message: 'Unexpected API Error: ECONNRESET' },
        { approxTokens: 190_000, contextLength: 200_000 },
      ),
    ).toBe('context_overflow (disconnect.large_session)');
  });
  checkReasons([
    [
      'a status the service stated decides (invented)',
      { status: 500, message: 'Unexpected API Error: ECONNABORTED' },
      'server_error',
    ],
    [
      "the caller's own abort is no transport failure (invented)",
      { name: 'AbortError', message: 'This operation was aborted' },
      'aborted',
    ],
    [
      'a 429 that names the errno in its advice keeps its status (invented)',
      { status: 429, message: 'Rate limit exceeded; retrying may end in ECONNABORTED' },
      'rate_limit',
    ],
  ]);
});

// Batch 407 (blackflag.design blog): Google's API_KEY_SERVICE_BLOCKED quoted without its method part.
describe("Google's blocked-API key refusal is read without its method part", () => {
  checkReasons([
    [
      'the 403 quoted without " method …" (batch 407)',
      {
        status: 403,
        message: 'Requests to this API generativelanguage.googleapis.com are blocked.',
      },
      'auth_permanent',
    ],
    [
      'the full form, as the Dart SDK printed it (held h76)',
      {
        message:
          'Generative AI Error: Requests to this API generativelanguage.googleapis.com method google.ai.generativelanguage.v1beta.GenerativeService.GenerateContent are blocked.',
      },
      'auth_permanent',
    ],
    [
      'a block only for now under a 403 stays plain auth (invented)',
      {
        status: 403,
        message:
          'Requests to this API are temporarily blocked due to high load. Please try again later.',
      },
      'auth',
    ],
    [
      "a caller's IP blocked for minutes stays plain auth (invented)",
      { status: 403, message: 'Requests from this IP are blocked for 10 minutes.' },
      'auth',
    ],
  ]);
});

// Batch 411 (docs.ollama.com/api/errors): the model runner failed to produce an answer.
describe("a model server's bare 'the model failed to generate a response' is its fault", () => {
  it('is read by its own message rule', () => {
    expectRule(
      { body: { error: 'the model failed to generate a response' } },
      'server_error',
      'message.model_generation_failed',
    );
  });
  checkReasons([
    [
      "Xinference's bare wrapper, the same fault (held h143)",
      { message: 'RuntimeError: Failed to generate chat completion' },
      'server_error',
    ],
    [
      "a client's wrapper around a 400 is the request's (held h67)",
      {
        message:
          'Failed to generate a response: error response: status=400 body={"error":{"message":"\\"auto\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}}',
      },
      'format_error',
    ],
    [
      "a client's wrapper around a 422 is the request's (held h268)",
      { message: 'Failed to generate response: Kobold request failed: Unprocessable Entity' },
      'format_error',
    ],
    [
      'a cause after it decides (invented)',
      { message: 'The model failed to generate a response: 429 Rate limit exceeded' },
      'rate_limit',
    ],
    [
      'a model that produced no valid JSON is not this (invented)',
      { message: 'the model failed to generate a valid JSON object' },
      'format_error',
    ],
  ]);
});

// Batch 411 (neon.com AI Gateway troubleshooting): a 401 for a credential invalid or missing.
describe("an 'invalid or missing' credential is a dead key", () => {
  checkReasons([
    [
      "Neon AI Gateway's 401 (batch 411)",
      { status: 401, message: 'invalid or missing credential' },
      'auth_permanent',
    ],
    [
      "Kiro gateway's 401 for the API key (held h44)",
      {
        status: 401,
        body: {
          detail: {
            type: 'error',
            error: {
              type: 'authentication_error',
              message: 'Invalid or missing API key. Use x-api-key header or Authorization: Bearer.',
            },
          },
        },
      },
      'auth_permanent',
    ],
    [
      'the plural without a status (invented)',
      { message: 'Error: invalid or missing credentials' },
      'auth_permanent',
    ],
    [
      'an expired token said beside it is refreshable (invented)',
      { status: 401, message: 'Invalid or missing credential: token expired' },
      'auth',
    ],
    [
      'a key that "may be invalid or expired" stays plain auth (held h360)',
      {
        status: 401,
        message:
          '[AUTH_FAILED] Authentication failed. Your API key may be invalid or expired. {"status":401,"title":"Unauthorized","detail":"Authentication failed"}',
      },
      'auth',
    ],
    [
      "a request parameter 'missing or invalid' is the request's (held h398)",
      {
        status: 400,
        body: {
          request_id: '8b67ed82-c276-9b9f-b7b4-93fa0fd9808b',
          code: 'InvalidParameter',
          message:
            'Required parameter(Prompt) missing or invalid, please check the request parameters.',
        },
      },
      'format_error',
    ],
  ]);
});

// OpenAI's Batch API: a request the batch's completion window closed on (no held line).
describe('a batch request whose completion window expired timed out', () => {
  const text = 'This request could not be executed before the completion window expired.';
  it('is read by its code', () => {
    expectRule({ body: { code: 'batch_expired', message: text } }, 'timeout', 'code.batch_expired');
  });
  it('is read by its words without the code', () => {
    expectRule({ message: text }, 'timeout', 'message.timeout');
  });
  checkReasons([
    [
      'a completion window the request got wrong is the request (invented)',
      {
        status: 400,
        body: {
          error: {
            code: 'invalid_value',
            message: 'Invalid completion_window: 12h. Supported values are: "24h".',
          },
        },
      },
      'format_error',
    ],
    [
      'a context window exceeded is still the overflow (invented)',
      {
        body: {
          code: 'context_length_exceeded',
          message: "This model's maximum context length is 8192 tokens.",
        },
      },
      'context_overflow',
    ],
  ]);
});
