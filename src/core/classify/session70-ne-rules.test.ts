/**
 * Rules of session 70's group NE for the held lines the "without status" rendering missed: a
 * provider's code or wording that says what failed once the status is gone. Each describe has the
 * held line's wording, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('a strict grammar too large to compile (format_error)', () => {
  it('is "compiled grammar is too large" kept alone, without its 400 (h1667)', () => {
    const descriptor = { message: 'compiled grammar is too large' };
    expect(classify(descriptor).reason).toBe('format_error');
    expect(lastRule(descriptor)).toBe('message.compiled_grammar_too_large');
  });
  it("is Anthropic's full sentence in a body, and Databricks' size wording", () => {
    expect(
      classify({
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'The compiled grammar is too large, which would cause performance issues. Simplify your tool schemas or reduce the number of strict tools.',
          },
        },
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          'HTTP 400 Bad Request\nCompiled grammar size (486.7MB) exceeds maximum allowed size (300MB)',
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 400, message: 'COMPILED GRAMMAR IS TOO LARGE' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a grammar the server failed to compile, and a transport failure, alone', () => {
    expect(classify({ status: 500, message: 'failed to compile grammar' }).reason).toBe(
      'server_error',
    );
    expect(
      classify({
        message: 'compiled grammar is too large',
        cause: { code: 'ECONNRESET', message: 'read ECONNRESET' },
      }).reason,
    ).toBe('timeout');
  });
});

describe("a tool response named unlike its call in Gemini's history check (format_error)", () => {
  const H1681 =
    'antigravity executor: invalid Gemini function call history: request.contents[6].parts[0]: functionResponse.name "read" does not match functionCall.name "glob" at request.contents[5].parts[0]';
  it('is the CLIProxyAPI line without its 400 (h1681)', () => {
    expect(classify({ message: H1681 }).reason).toBe('format_error');
    expect(lastRule({ message: H1681 })).toBe('message.function_response_name_mismatch');
  });
  it('is the same check in a JSON body, and with its 400', () => {
    expect(
      classify({
        body: {
          error: {
            message:
              'functionResponse.name "call_176130" does not match functionCall.name "gemini_search"',
          },
        },
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 400, message: H1681 }).reason).toBe('format_error');
  });
  it('leaves an unrelated "does not match" and a 500 that quotes it alone', () => {
    expect(classify({ message: 'signature does not match' }).reason).not.toBe('format_error');
    expect(classify({ status: 503, message: `upstream busy; earlier: ${H1681}` }).reason).toBe(
      'overloaded',
    );
  });
});

describe("an access page in front of the API (auth): Django's CSRF refusal, Squid's ERR_ACCESS_DENIED", () => {
  it("is Character.AI's CSRF page without its 403 (h474), not a transport that aborted", () => {
    const descriptor = {
      message: '❌ Failed to fetch character:',
      body: 'CSRF verification failed. Request aborted. You are seeing this message because this site requires a CSRF cookie when submitting forms.',
    };
    expect(classify(descriptor).reason).toBe('auth');
    expect(lastRule(descriptor)).toBe('message.csrf_verification_failed');
    expect(classify({ message: 'Forbidden (403): CSRF verification failed.' }).reason).toBe('auth');
  });
  it("is Squid's template mark without its 403 (h1623), and with it", () => {
    const body = '<!-- ERR_ACCESS_DENIED -->\n</div>\n</body></html>\n';
    expect(classify({ body }).reason).toBe('auth');
    expect(lastRule({ body })).toBe('message.squid_access_denied');
    expect(classify({ status: 403, body }).reason).toBe('auth');
  });
  it('leaves a plain abort, a CSRF token the request lacked under a 400 and other Squid pages alone', () => {
    expect(classify({ message: 'Request aborted.' }).reason).not.toBe('auth');
    expect(classify({ status: 400, message: 'CSRF token missing' }).reason).toBe('format_error');
    expect(classify({ status: 503, body: '<!-- ERR_CONNECT_FAIL -->' }).reason).not.toBe('auth');
  });
});

describe('provider codes kept alone on the error object', () => {
  it("reads codex-lb's account_stream_cap as the caller's cap (h1625)", () => {
    const result = classify({ code: 'account_stream_cap' });
    expect(result.reason).toBe('rate_limit');
    expect(classify({ status: 429, code: 'account_stream_cap' }).reason).toBe('rate_limit');
  });
  it("reads LemonData's expired_api_key as a refreshable auth failure (h900)", () => {
    expect(classify({ code: 'expired_api_key' }).reason).toBe('auth');
    expect(classify({ status: 401, code: 'expired_api_key' }).reason).toBe('auth');
  });
  it("reads zui's INVALID_API_KEY_FORMAT as a dead key (h904)", () => {
    expect(classify({ code: 'INVALID_API_KEY_FORMAT' }).reason).toBe('auth_permanent');
    expect(classify({ code: 'invalid_api_key_format' }).reason).toBe('auth_permanent');
  });
  it('reads GENERATION_ERROR as the server failing to generate (h904)', () => {
    expect(classify({ code: 'GENERATION_ERROR' }).reason).toBe('server_error');
    expect(classify({ status: 500, code: 'GENERATION_ERROR' }).reason).toBe('server_error');
  });
  it('leaves neighbouring codes and the words beside them alone', () => {
    expect(classify({ code: 'invalid_api_key' }).reason).toBe('auth_permanent');
    expect(classify({ code: 'expired_token' }).reason).not.toBe('auth_permanent');
    expect(
      classify({ status: 400, code: 'GENERATION_ERROR', message: 'prompt is too long' }).reason,
    ).toBe('context_overflow');
  });
});

describe("Gemini's internal fault streaming a thought signature (server_error, not thinking_signature)", () => {
  const H731 =
    '✕ [API Error: got status: INTERNAL. {"error":{"code":500,"message":"Internal error\n  encountered.","status":"INTERNAL","details":[{"@type":"type.googleapis.com/google.rpc.DebugInfo","detail":"[ORIGINAL ERROR] generic::internal: [original:\n  beyond::dependency::INTERNAL] Encountered a new thought signature chunk while a previous one was still pending to be attached."}]}}]';
  it('is the Qwen Code line without its 500 (h731)', () => {
    const result = classify({ message: H731, code: 'INTERNAL' });
    expect(result.reason).toBe('server_error');
    expect(result.repair).toBeUndefined();
    expect(classify({ status: 500, message: H731 }).reason).toBe('server_error');
  });
  it("leaves a caller's thought signature that failed to verify alone", () => {
    expect(
      classify({ message: 'Thought signature is not valid for the function call', status: 400 })
        .reason,
    ).toBe('thinking_signature');
    expect(
      classify({ message: 'messages.1.content.0: Invalid `signature` in `thinking` block' }).reason,
    ).toBe('thinking_signature');
  });
});

describe("a relay's bad_response_status_code param under a status the client's message states", () => {
  const BODY = {
    error: {
      message: '当前分组上游负载已饱和，请稍后再试 (request id: 20260521174921838127707FxeB1sRH)',
      type: 'upstream_error',
      param: '404',
      code: 'bad_response_status_code',
    },
  };
  const MESSAGE = `Error code: 429 - ${JSON.stringify(BODY).replaceAll('"', "'")}`;
  it('reads the message\'s "Error code: 429", not the param, without the status (h24)', () => {
    const result = classify({ message: MESSAGE, body: BODY, name: 'RateLimitError' });
    expect(result.reason).toBe('overloaded');
    expect(result.status).toBe(429);
    expect(classify({ status: 429, message: MESSAGE, body: BODY }).reason).toBe('overloaded');
  });
  it("still reads the param when nothing else states a status (one-api's relayed 4xx)", () => {
    const relayed = {
      error: {
        message: 'openai_error',
        type: 'bad_response_status_code',
        param: '400',
        code: 'bad_response_status_code',
      },
    };
    expect(classify({ body: relayed }).status).toBe(400);
    expect(classify({ message: 'request failed', body: relayed }).status).toBe(400);
  });
});

describe("Azure.Core's own status line over a status the service's message names", () => {
  const H1682 =
    'The provided image url can not be accessed. status code: 403.\r\nStatus: 400 (Bad Request)';
  it('reads "Status: 400 (Bad Request)" without the status, not the image fetch\'s 403 (h1682)', () => {
    const result = classify({ message: H1682 });
    expect(result.status).toBe(400);
    expect(result.reason).toBe('format_error');
    expect(classify({ status: 400, message: H1682 }).reason).toBe('format_error');
  });
  it('reads the line under a longer RequestFailedException with its ErrorCode after it', () => {
    const result = classify({
      message:
        'Service request failed.\nStatus: 404 (Not Found)\nErrorCode: DeploymentNotFound\n\nContent:\n{"error":{"code":"DeploymentNotFound","message":"The API deployment for this resource does not exist."}}',
    });
    expect(result.status).toBe(404);
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a status named mid-sentence and a first-line "Status: 500" alone', () => {
    expect(classify({ message: 'upstream said status: 429 (Too Many Requests)' }).status).toBe(429);
    expect(classify({ message: 'Status: 503 (Service Unavailable)' }).reason).toBe('overloaded');
  });
});

describe('OpenAI\'s own 400 "Unknown parameter" quoted under a wrapper\'s 500 (format_error)', () => {
  const H1688 =
    "Status: 500\nError: assistantsService.createAssistant - Error creating new assistant - 400 Unknown parameter: 'file_ids'.";
  it("is Flowise's line without its 400 (h1688), and under an explicit 500", () => {
    const descriptor = { message: H1688 };
    expect(classify(descriptor).reason).toBe('format_error');
    expect(lastRule(descriptor)).toBe('status.500.request_refused_words');
    expect(classify({ status: 500, message: H1688 }).reason).toBe('format_error');
  });
  it('leaves a 500 that names no quoted 400, and a 502 quoting it, to the status', () => {
    expect(
      classify({ status: 500, message: 'Error creating new assistant - unknown error' }).reason,
    ).toBe('server_error');
    expect(classify({ status: 503, message: `The server is overloaded. ${H1688}` }).reason).toBe(
      'overloaded',
    );
  });
});
