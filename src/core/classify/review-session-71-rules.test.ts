/**
 * Review of session 71's rule groups OA, OE and OF: each problem's descriptor, the held wording the
 * rule was written for, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function classified(descriptor: Descriptor) {
  const result = classifyError(errorFromDescriptor(descriptor));
  return {
    reason: result.reason,
    rule: result.explain.find((step) => step.decided)?.rule ?? '',
  };
}

function relayed(message: string): Descriptor {
  return { status: 400, body: { error: { param: '', type: 'server_error', message } } };
}

describe('1. a relay\'s "Upstream request failed: [4xx]" is a refusal only for 400, 422 and 1214', () => {
  it.each([
    '[408] Request Timeout',
    '[429] ',
    '[403] Forbidden',
    '[404] Not Found',
    '[499] Client Closed Request',
  ])('leaves "%s" to the status', (tail) => {
    const got = classified(relayed(`Upstream request failed: ${tail}`));
    expect(got.reason).toBe('server_error');
    expect(got.rule).toBe('status.400.code');
  });

  it('reads the held [400] (h1725) and [1214] (h1702) as the request refused', () => {
    expect(
      classified(relayed('Upstream request failed: [400] Invalid request parameters')).reason,
    ).toBe('format_error');
    expect(
      classified(relayed('Upstream request failed: [1214] Incorrect role information')).reason,
    ).toBe('format_error');
    expect(classified(relayed('Upstream request failed: [422] Unprocessable Entity')).reason).toBe(
      'format_error',
    );
  });
});

describe('2. a value unsupported with a named model needs a parameter or value as its subject', () => {
  it('leaves a rate limit that names a model to the transient reading', () => {
    const got = classified({
      message:
        "Rate limit exceeded: requests are not supported with the 'gpt-4' model right now, try again later",
    });
    expect(got.reason).toBe('rate_limit');
    expect(got.rule).not.toBe('message.value_unsupported_with_named_model');
  });

  it('does not read an account as a parameter', () => {
    const got = classified({
      message: "Your account is not yet supported with the 'gpt-5' model. Please upgrade your plan",
    });
    expect(got.rule).not.toBe('message.value_unsupported_with_named_model');
  });

  it('reads ElevenLabs\' "Providing …" (h892) and OpenAI\'s quoted value', () => {
    const eleven = classified({
      message:
        "Providing previous_request_ids or next_request_ids is not yet supported with the 'eleven_v3_conversational' model.",
    });
    expect(eleven.reason).toBe('format_error');
    expect(eleven.rule).toBe('message.value_unsupported_with_named_model');
    expect(
      classified({
        message: "Unsupported value: 'minimal' is not supported with the 'gpt-5.1' model.",
      }).reason,
    ).toBe('format_error');
  });
});

describe('3. OkHttp\'s "unexpected end of stream on …" only with OkHttp\'s own ends', () => {
  it("leaves a JSON parser's position alone", () => {
    const got = classified({ message: 'JsonReader: Unexpected end of stream on line 1 column 1' });
    expect(got.reason).not.toBe('timeout');
  });

  it.each([
    'unexpected end of stream on unknown',
    'unexpected end of stream on https://api.openai.com/...',
    'unexpected end of stream on Connection{api.openai.com:443, proxy=DIRECT}',
  ])('reads "%s" as a disconnect (h1722)', (message) => {
    expect(classified({ message }).reason).toBe('timeout');
  });
});

describe('4. `{type, info}` and a failed tool result are read only when they are an error', () => {
  it('leaves a status frame `{type: "info"}` unknown', () => {
    expect(classified({ body: { type: 'info', info: 'Connected to server' } }).reason).toBe(
      'unknown',
    );
  });

  it("leaves a tool's own failure unknown", () => {
    const got = classified({
      body: { is_error: true, content: [{ type: 'text', text: 'File not found: config.yaml' }] },
    });
    expect(got.reason).toBe('unknown');
  });

  it("reads LibreChat's payload (h28) and the MCP tool result with an HTTP status (h630)", () => {
    const info =
      "[GoogleGenerativeAI Error]: [429 Too Many Requests] Gemini 2.5 Pro Preview doesn't have a free quota tier.";
    expect(classified({ body: { type: 'undefined', info } }).reason).toBe('billing');
    expect(classified({ body: { type: 'google_error', info } }).reason).toBe('billing');
    const tool = classified({
      body: {
        content: [{ text: 'HTTP 429', type: 'text' }],
        is_error: true,
        type: 'agent.mcp_tool_result',
      },
    });
    expect(tool.reason).toBe('rate_limit');
    expect(
      classified({
        body: { is_error: false, content: [{ type: 'text', text: 'HTTP 429' }] },
      }).reason,
    ).toBe('unknown');
  });
});

describe('5. an empty `missing_permissions` list is no code', () => {
  it('leaves the empty list unknown', () => {
    const got = classified({ body: { missing_permissions: [] } });
    expect(got.reason).toBe('unknown');
    expect(got.rule).not.toBe('code.missing_permissions');
  });

  it("reads PactFlow's listed scopes (h906) as auth_permanent", () => {
    const got = classified({ body: { missing_permissions: ['ai:generation:code'] } });
    expect(got.reason).toBe('auth_permanent');
    expect(got.rule).toBe('code.missing_permissions');
  });
});

describe("6. Tencent Cloud's `Response.Error` is still read after the PactFlow block moved", () => {
  it('reads the code under Response.Error', () => {
    const got = classified({
      body: {
        Response: {
          Error: {
            Code: 'AuthFailure.SecretIdNotFound',
            Message: 'The SecretId is not found, please ensure that your SecretId is correct.',
          },
          RequestId: 'r-1',
        },
      },
    });
    expect(got.reason).toBe('auth_permanent');
    expect(got.rule).toBe('code.authfailure.secretidnotfound');
  });
});

describe('7. LiteLLM\'s "does not support parameters: {" has one reading, the signature', () => {
  it.each([
    [500, 'litellm.UnsupportedParamsError'],
    [503, 'litellm.ServiceUnavailableError'],
    [undefined, 'litellm.ServiceUnavailableError'],
  ])('reads it under %s (%s)', (status, name) => {
    const got = classified({
      status,
      message: `${name}: ollama does not support parameters: {'seed': 1}, for model=llama3:latest. To drop these, set \`litellm.drop_params=True\``,
    });
    expect(got.reason).toBe('format_error');
    expect(got.rule).toBe('signature.litellm_params_unsupported');
  });
});

describe('8. small points: list-model statuses, the limit type named, both halves of a joined message', () => {
  function decided(descriptor: Descriptor) {
    const result = classifyError(errorFromDescriptor(descriptor));
    const step = result.explain.find((s) => s.decided);
    return { reason: result.reason, category: result.category, field: step?.field };
  }

  it('files "Failed to list models: 401|403" under the status it names (h1738)', () => {
    expect(decided({ message: 'Failed to list models: 401' })).toMatchObject({
      reason: 'auth',
      category: 'auth.unauthorized',
    });
    expect(decided({ message: 'Failed to list models: 403' })).toMatchObject({
      reason: 'auth',
      category: 'auth.forbidden',
    });
  });

  it('files `x-ratelimit-type: tokens` as the token limit, a day type as the daily quota', () => {
    expect(
      decided({ headers: { 'retry-after': '30', 'x-ratelimit-type': 'tokens' } }),
    ).toMatchObject({ reason: 'rate_limit', category: 'rate_limit.tokens' });
    expect(
      decided({ headers: { 'retry-after': '24367', 'x-ratelimit-type': 'UserByModelByDay' } }),
    ).toMatchObject({ reason: 'rate_limit', category: 'rate_limit.daily_quota' });
    expect(
      decided({ headers: { 'retry-after': '30', 'x-ratelimit-type': 'UserByModel' } }),
    ).toMatchObject({ reason: 'rate_limit', category: 'rate_limit.requests' });
  });

  it("names both the summary and the provider's detail as the field (Letta, h955)", () => {
    const got = decided({
      body: {
        message: 'Rate limit exceeded for LLM model provider. Try again later.',
        detail:
          "RATE_LIMIT_EXCEEDED: Rate limited by OpenAI: Error code: 429 - {'error': {'code': '1113', 'message': 'Insufficient balance or no resource package. Please recharge.'}}",
      },
    });
    expect(got.reason).toBe('billing');
    expect(got.field).toBe('body.{message,detail}');
  });
});
