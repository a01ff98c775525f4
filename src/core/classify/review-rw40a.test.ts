/**
 * Review rw40a of group AJ's rules (batches 416–423): the narrowings it made, each with the real
 * wording it keeps and the neighbour it now leaves alone ("(invented)" where no real line was found).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Bedrock's ValidationException "This model doesn't support tool use in streaming mode" (held h93,
// h56, h200: format_error; pi#3739, n8n#14206): the model serves tools unstreamed, so the capability
// rule for a 5xx must not read it as a missing model when a relay sends it under a 500.
describe('a capability lacking on a 5xx: not one refused only while streaming, nor a guess', () => {
  checkReasons([
    [
      "Ollama's 500 'this model does not support embeddings' still a missing capability (batch 417)",
      {
        status: 500,
        message:
          "InternalServerError: Error code: 500 - {'error': {'message': 'this model does not support embeddings', 'type': 'api_error', 'param': None, 'code': None}}",
        name: 'InternalServerError',
      },
      'model_not_found',
    ],
    [
      "Bedrock's 'doesn't support tool use in streaming mode' relayed under a 500 (invented relay of the real wording)",
      {
        status: 500,
        message:
          'litellm.APIConnectionError: BedrockException - {"message":"This model doesn\'t support tool use in streaming mode."}',
      },
      'server_error',
    ],
    [
      "'does not support tool calling when streaming' under a 500 (invented)",
      { status: 500, message: 'The model does not support tool calling when streaming' },
      'server_error',
    ],
    [
      "a client's guess 'This may be because the model does not support tools' on a 500 (invented)",
      {
        status: 500,
        message: '500 Internal Server Error. This may be because the model does not support tools.',
      },
      'server_error',
    ],
    [
      "a client's hint 'if the model does not support function calling, …' on a 500 (invented)",
      {
        status: 500,
        message:
          'Internal server error (if the model does not support function calling, disable tools in settings)',
      },
      'server_error',
    ],
    [
      "'the selected model doesn't support vision' on a 500 still a missing capability (invented)",
      { status: 500, message: "Error: the selected model doesn't support vision" },
      'model_not_found',
    ],
    [
      "the unstreamed Bedrock 'doesn't support tool use in streaming mode' stays the request's (held h93)",
      { message: "ValidationException: This model doesn't support tool use in streaming mode." },
      'format_error',
    ],
  ]);
});

// DeepSeek's "Authentication Fails (…)" (held, 31 lines) stands as the message (its real wordings stay
// right: holdout-416-423-rules-AJ.test.ts); a clause about when authentication fails is no verdict on the key.
describe("'Authentication Fails' as a key verdict, not as a clause", () => {
  checkReasons([
    [
      "'… closes after authentication fails.' (invented)",
      { message: 'Socket closed: the connection closes after authentication fails.' },
      'auth',
    ],
    [
      "a retry log 'Retrying because authentication fails.' under a 401 (invented)",
      { status: 401, message: 'Retrying request because authentication fails.' },
      'auth',
    ],
  ]);
});

// Elasticsearch's error envelope: the innermost cause that says a sentence is read, not a bare
// Java exception message below it.
describe("Elasticsearch's envelope reads the innermost cause that says a sentence", () => {
  const envelope = (inner: Record<string, unknown>) => ({
    status: 400,
    body: {
      error: {
        root_cause: [{ type: 'unknown_host_exception', reason: 'api.openai.com' }],
        type: 'status_exception',
        reason:
          'Could not complete inference endpoint creation as validation call to service threw an exception.',
        caused_by: inner,
      },
      status: 400,
    },
  });
  checkReasons([
    [
      "a relayed 401 'Incorrect API key provided' above a one-word innermost cause (invented)",
      envelope({
        type: 'status_exception',
        reason:
          'Received an authentication error status code for request from inference entity id [openai-chat] status [401]. Error message: [Incorrect API key provided: sk-abc***]',
        caused_by: { type: 'unknown_host_exception', reason: 'api.openai.com' },
      }),
      'auth_permanent',
    ],
    [
      "AI21's relayed 422 'The provided model is not supported' as the innermost cause (batch 416)",
      envelope({
        type: 'unified_chat_completion_exception',
        reason:
          'Received an input validation error response for request from inference entity id [ai21-chat-completion] status [422]. Error message: [{"detail":"The provided model is not supported. See https://docs.ai21.com/docs/jamba-foundation-models#api-versioning for a list of supported models"}]',
      }),
      'model_not_found',
    ],
  ]);
  it('the bare innermost message does not replace the sentence above it (invented)', () => {
    const result = classify(
      envelope({
        type: 'status_exception',
        reason: 'Received an authentication error status code. Error message: [Incorrect API key]',
        caused_by: { type: 'unknown_host_exception', reason: 'api.openai.com' },
      }),
    );
    expect(result.explain.at(-1)?.matched).toMatch(/incorrect api key/i);
  });
});

// Elasticsearch's documented circuit-breaker error (its `status` beside the error object), as a
// client that kept only the body holds it: the integrator's follow-up of this review's risk list.
describe('the status Elasticsearch’s envelope states beside its error object', () => {
  const breaker = {
    root_cause: [
      {
        type: 'circuit_breaking_exception',
        reason:
          '[parent] Data too large, data for [<http_request>] would be [1020513824/973.2mb], which is larger than the limit of [986061209/940.3mb]',
        durability: 'TRANSIENT',
      },
    ],
    type: 'circuit_breaking_exception',
    reason:
      '[parent] Data too large, data for [<http_request>] would be [1020513824/973.2mb], which is larger than the limit of [986061209/940.3mb]',
    durability: 'TRANSIENT',
  };
  it('a circuit breaker’s 429 in the body alone is a rate limit, not an overflow', () => {
    const result = classify({ body: { error: breaker, status: 429 } });
    expect(result.reason).toBe('rate_limit');
    expect(result.status).toBe(429);
  });
  it('the HTTP status, when there is one, still decides (invented)', () => {
    const result = classify({ status: 503, body: { error: breaker, status: 429 } });
    expect(result.status).toBe(503);
  });
  it('a `status` beside an error object of another shape is not read as the status (invented)', () => {
    const result = classify({ body: { error: { message: 'Data too large' }, status: 429 } });
    expect(result.status).toBeUndefined();
  });
});
