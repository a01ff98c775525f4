/**
 * Rule group PB's rules (session 72, held-out batches 1784–1796): each with the held line's wording,
 * a second rendering (another status, casing, a wrapper) and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe('a thinking signature rejection cut after its backticked field (h1784)', () => {
  it('reads "Invalid `signature` in `t…" as the thinking signature', () => {
    const message =
      '400 {"error":{"code":"400","type":"invalid_params","message":"messages.1.content.0: Invalid `signature` in `t…';
    expect(reasonOf({ status: 400, message })).toBe('thinking_signature');
    expect(reasonOf({ message: 'messages.3.content.0: Invalid `signature` in `…' })).toBe(
      'thinking_signature',
    );
  });
  it('leaves other signatures alone', () => {
    expect(
      reasonOf({
        status: 400,
        message: 'The request signature we calculated does not match the signature you provided',
      }),
    ).not.toBe('thinking_signature');
    expect(reasonOf({ status: 400, message: 'Invalid signature for webhook payload' })).toBe(
      'format_error',
    );
  });
});

describe("an Anthropic message body ended with stop_reason 'refusal' (h1785)", () => {
  it('reads the refusal from its stop_details, with or without the role', () => {
    const stopDetails = { type: 'refusal', category: 'cyber', explanation: 'restricted content' };
    expect(
      reasonOf({ body: { stop_reason: 'refusal', stop_details: stopDetails, content: [] } }),
    ).toBe('content_policy');
    expect(reasonOf({ status: 200, body: { stop_reason: 'refusal', role: 'assistant' } })).toBe(
      'content_policy',
    );
  });
  it('leaves other stop reasons alone', () => {
    expect(
      reasonOf({ body: { stop_reason: 'max_tokens', stop_details: { type: 'max_tokens' } } }),
    ).not.toBe('content_policy');
  });
});

describe("OpenRouter's daily key limit (h1786)", () => {
  it('is a rate limit, the cap refills', () => {
    expect(reasonOf({ status: 403, message: 'Key limit exceeded (daily limit)' })).toBe(
      'rate_limit',
    );
    expect(
      reasonOf({
        status: 403,
        body: {
          error: { message: 'Key limit exceeded (daily limit). Manage it in settings.', code: 403 },
        },
      }),
    ).toBe('rate_limit');
  });
  it('leaves the total and monthly key limits as billing', () => {
    expect(reasonOf({ status: 403, message: 'Key limit exceeded (total limit)' })).toBe('billing');
    expect(reasonOf({ status: 403, message: 'Key limit exceeded (monthly limit)' })).toBe(
      'billing',
    );
    expect(reasonOf({ status: 403, message: 'Key limit exceeded' })).toBe('billing');
  });
});

describe("MiniMax's 'voice id not exist' (h1789)", () => {
  it('is the request parameter, not a model', () => {
    expect(reasonOf({ message: 'voice id not exist' })).toBe('format_error');
    expect(reasonOf({ message: 'TTS failed: Voice_ID does not exist' })).toBe('format_error');
  });
  it('leaves a model that does not exist alone', () => {
    expect(reasonOf({ message: 'model id not exist' })).toBe('model_not_found');
  });
});

describe('a token cap or input limit stated in words (h1789 GMICloud, h1793 iFlytek)', () => {
  it("reads MiniMax's 'does not support max tokens > N' inside a backend's details", () => {
    const details = JSON.stringify({
      type: 'error',
      error: {
        type: 'invalid_request_error',
        message: 'invalid params, model[MiniMax-M3] does not support max tokens > 524288 (2013)',
      },
    });
    const raw = JSON.stringify({
      error: {
        message: 'Backend request failed with status 400',
        type: 'backend_error',
        code: 400,
        details,
      },
    });
    const body = {
      message: 'Provider returned error',
      code: 400,
      metadata: { raw, provider_name: 'GMICloud' },
    };
    expect(reasonOf({ status: 400, body })).toBe('context_overflow');
    expect(
      reasonOf({
        status: 400,
        message: 'invalid params, model[MiniMax-M2] does not support max tokens > 196608 (2013)',
      }),
    ).toBe('context_overflow');
  });
  it("reads iFlytek's 'input token limit is N' past its EngineInternalError code", () => {
    const message =
      'code: 10012, msg: EngineInternalError:error, status code: 400, status: 400 Bad Request, message: input token limit is 97280';
    expect(reasonOf({ status: 400, message, code: '10012' })).toBe('context_overflow');
    expect(reasonOf({ status: 500, message: 'Input token limit is 32768' })).toBe(
      'context_overflow',
    );
  });
  it('leaves a backend wrapper without a document in details, and other EngineInternalErrors', () => {
    const raw = JSON.stringify({
      error: { message: 'Backend request failed with status 500', type: 'backend_error' },
    });
    expect(
      reasonOf({ status: 500, body: { message: 'Provider returned error', metadata: { raw } } }),
    ).toBe('server_error');
    expect(reasonOf({ status: 500, message: 'code: 10012, msg: EngineInternalError:error' })).toBe(
      'server_error',
    );
  });
});

describe("Ollama's chat template reading a field the request lacks (h1790)", () => {
  const template =
    'template: :6:10: executing "" at <.Tools>: can\'t evaluate field Tools in type api.Tools';
  it('is the request (its tools) under the 500', () => {
    expect(reasonOf({ status: 500, body: { message: template, type: 'api_error' } })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 502, message: `Ollama error: ${template}` })).toBe('format_error');
  });
  it('leaves other template failures on the 500', () => {
    expect(
      reasonOf({
        status: 500,
        message:
          'template: :3:4: executing "" at <index .Messages 0>: error calling index: index out of range: 0',
      }),
    ).toBe('server_error');
  });
});

describe('a server log of the caller leaving (h1794)', () => {
  it("reads Ollama's aborted load as the caller's cancel, past the load's timeout", () => {
    expect(
      reasonOf({
        status: 499,
        message: 'client connection closed before server finished loading, aborting load',
        cause: { message: 'timed out waiting for llama runner to start: context canceled' },
      }),
    ).toBe('aborted');
    expect(
      ruleOf({ message: 'Client connection closed before server finished loading, aborting load' }),
    ).toBe('signature.abort');
  });
  it("reads SGLang's and llama-server's cancel logs without a status", () => {
    expect(
      reasonOf({
        message:
          "[http_server] Error: Request is disconnected from the client side (type 3). Abort request obj.rid='6116'",
      }),
    ).toBe('aborted');
    expect(reasonOf({ message: 'srv  cancel_tasks: cancel task, id_task = 0' })).toBe('aborted');
  });
  it("leaves SGLang's words under a 500 the client received, and the load timeout alone", () => {
    expect(
      reasonOf({
        status: 500,
        message: 'Request is disconnected from the client side (type 1). Abort request',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({ message: 'timed out waiting for llama runner to start: context canceled' }),
    ).toBe('timeout');
  });
});

describe("a relay's account pool with none healthy (h1795)", () => {
  it('is capacity under the relay 500', () => {
    const pool =
      '[API Service] No healthy provider found in pool for claude-kiro-oauth supporting model: claude-sonnet-4-6';
    expect(
      reasonOf({
        status: 500,
        body: { type: 'error', error: { type: 'server_error', message: pool } },
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({
        status: 500,
        body: {
          error: { message: '账号不足，请及时补充账号~ (request id: 2026)', type: 'unknown_error' },
        },
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({ status: 502, message: 'No healthy provider found in pool for gemini-cli' }),
    ).toBe('overloaded');
  });
  it('leaves an account balance and a plain 500 alone', () => {
    expect(reasonOf({ status: 500, message: '账号余额不足，请充值' })).toBe('billing');
    expect(reasonOf({ status: 500, message: 'Internal server error' })).toBe('server_error');
  });
});

describe('request header and URI size (h1796)', () => {
  const page =
    '<html><head><title>Request Header Fields Too Large</title></head><body><h1><p>Request Header Fields Too Large</p></h1>Error parsing headers: &#x27;limit request headers fields&#x27;</body></html>';
  it("reads a 431's words without the status as the request's headers", () => {
    expect(reasonOf({ message: page, body: page })).toBe('format_error');
    expect(reasonOf({ message: 'HTTP error: REQUEST HEADER FIELDS TOO LARGE' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 431, message: page })).toBe('format_error');
  });
  it("leaves a 414 to the status (review 64 item 7: a URI's length is not the prompt's)", () => {
    expect(reasonOf({ status: 414, message: 'URI Too Long' })).toBe('format_error');
  });
  it('leaves a 413 and a request entity too large alone', () => {
    expect(reasonOf({ status: 413, message: 'Request Entity Too Large' })).toBe(
      'payload_too_large',
    );
    expect(reasonOf({ message: 'Request Entity Too Large' })).toBe('payload_too_large');
  });
});

describe("botocore's event-stream header length on a garbled frame (h1796)", () => {
  it('is a bad answer stream, not a prompt over a maximum', () => {
    expect(
      reasonOf({ message: 'Header length of 1953527156 exceeded the maximum of 131072' }),
    ).toBe('server_error');
    expect(
      reasonOf({
        message:
          'litellm.APIConnectionError: BedrockException - Header length of 6710628 exceeded the maximum of 131072',
      }),
    ).toBe('server_error');
  });
  it('leaves a prompt length over its maximum alone', () => {
    expect(
      reasonOf({ message: 'Input length of 200000 tokens exceeded the maximum of 131072' }),
    ).toBe('context_overflow');
  });
});
