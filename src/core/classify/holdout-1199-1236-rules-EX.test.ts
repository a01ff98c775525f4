/**
 * Rules written for the misses of held-out batches 1199–1236 (session 61, group EX), after the
 * batches had been scored without them: the AI SDK's "Invalid JSON response" with its class in
 * brackets, Anthropic's thinking-first rule and an unsupported reasoning effort under a relay's 5xx,
 * OpenAI's high-risk cyber refusal in its "flagged this request for potential" wording, a key "not
 * enabled", Azure's "unable to complete inference due to an internal error" under its 400, a
 * grammar the local server could not parse under its 500, and Volcengine Ark's "Input length N
 * exceeds the maximum length M" under a client's malformed-request headline. Each wording from the
 * batch line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("the AI SDK's Invalid JSON response with its class in brackets", () => {
  it('is the server answer it could not read (kodus on OpenRouter, batch 1204)', () => {
    const d = {
      name: 'AI_APICallError',
      message: '(AI_APICallError): Invalid JSON response',
    };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.server_error');
  });
  it('reads the message alone, in capitals', () => {
    expect(classify({ message: '(AI_APICallError): INVALID JSON RESPONSE' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves an invalid JSON schema the request sent', () => {
    expect(
      classify({ message: '(AI_APICallError): Invalid JSON schema for tool get_weather' }).reason,
    ).toBe('format_error');
  });
});

describe("Anthropic's thinking-first rule under a relay's 5xx", () => {
  it('is the request shape (Antigravity-Manager 502 around Vertex, batch 1209)', () => {
    const d = {
      status: 502,
      message:
        'API Error: 502 {"error":{"code":400,"message":"{"type":"error","error":{"type":"invalid_request_error","message":"messages.35.content.0.type: Expected thinking or redacted_thinking, but found text. When thinking is enabled, a final assistant message must start with a thinking block"}}","status":"INVALID_ARGUMENT"}}',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.502.param_validation_failed');
  });
  it('reads the same under a 500 with a tool_use found', () => {
    expect(
      classify({
        status: 500,
        message:
          'messages.3.content.0.type: Expected thinking or redacted_thinking, but found tool_use.',
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a gateway's own fault and a thinking step that timed out", () => {
    expect(classify({ status: 502, message: 'Bad gateway' }).reason).toBe('server_error');
    expect(
      classify({ status: 502, message: 'upstream expected thinking block but timed out' }).reason,
    ).toBe('timeout');
  });
});

describe('a reasoning effort the server does not take, under its 5xx', () => {
  it('is the request value (Logos gateway 500, batch 1209)', () => {
    const d = {
      status: 500,
      body: {
        error: {
          type: 'internal_error',
          message:
            'Unexpected reasoning effort high. Supported types are xhigh (default), medium, and low.',
        },
      },
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.500.param_validation_failed');
  });
  it('reads another value under a 502, in capitals', () => {
    expect(classify({ status: 502, message: 'UNEXPECTED REASONING EFFORT minimal' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves an unexpected error while the model reasoned', () => {
    expect(classify({ status: 500, message: 'unexpected error during reasoning' }).reason).toBe(
      'server_error',
    );
  });
});

describe("OpenAI's high-risk cyber refusal", () => {
  it("is a content verdict under Cursor's 'Unable to reach' prefix (OpenCodex, batch 1223)", () => {
    const d = {
      message:
        'Unable to reach the model provider OpenAI flagged this request for potential high-risk cybersecurity activity...',
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('signature.content_policy_text');
  });
  it("reads the API's own 'potentially high-risk cyber activity' sentence", () => {
    expect(
      classify({
        message: 'This request has been flagged for potentially high-risk cyber activity.',
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves a flag for review and the prefix alone', () => {
    expect(
      lastRule({ message: 'this request was flagged for potential review by the moderator queue' }),
    ).not.toBe('signature.content_policy_text');
    expect(classify({ message: 'Unable to reach the model provider' }).reason).toBe('timeout');
  });
});

describe('a key said not enabled', () => {
  it("is the key's verdict under a 401 (AIHubMix through a LiteLLM proxy, batch 1225)", () => {
    const d = {
      status: 401,
      message:
        'Error: Error code: 401 - {\'error\': {\'message\': \'{"error":{"message":"this key is not enabled (tid: 2026072412401930194825296633441)","type":"Aihubmix_api_error"},"type":"error"}. Received Model Group=claude-opus-4-8\', \'code\': \'401\'}}',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.401.permanent_text');
  });
  it('reads the same under a 403, capitalised', () => {
    expect(classify({ status: 403, message: 'This key is not enabled' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a key not enabled for a model, and a feature not enabled', () => {
    expect(
      classify({ status: 401, message: 'this key is not enabled for this model' }).reason,
    ).toBe('auth');
    expect(classify({ status: 401, message: 'this feature is not enabled' }).reason).toBe('auth');
  });
});

describe("Azure's inference that failed on an internal error, under its 400", () => {
  it('is the server fault it names (Azure through a LiteLLM proxy, batch 1225)', () => {
    const d = {
      status: 400,
      body: {
        error: {
          message:
            'litellm.BadRequestError: AzureException BadRequestError - {"error": {"message": "The model was unable to complete inference due to an internal error."}}. Received Model Group=gpt-5.6-sol',
          type: 'invalid_request_error',
          param: 'prompt',
          code: '400',
        },
      },
    };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('status.400.server_fault_named');
  });
  it('reads the sentence alone, in capitals', () => {
    expect(
      classify({
        status: 400,
        message: 'THE MODEL WAS UNABLE TO COMPLETE INFERENCE DUE TO AN INTERNAL ERROR.',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a request it could not complete for its input', () => {
    expect(
      classify({ status: 400, message: 'unable to complete the request due to invalid input' })
        .reason,
    ).toBe('format_error');
  });
});

describe('a grammar the local server could not parse, under its 500', () => {
  it("is the request's schema (Ollama's structured output, batch 1228)", () => {
    const d = {
      status: 500,
      message: "parse: error parsing grammar: Undefined rule identifier 'keywords-Menschen'",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.500.schema_invalid');
  });
  it("reads llama.cpp's other parse failure", () => {
    expect(
      classify({ status: 500, message: 'error parsing grammar: expecting name at ::= [a-z]' })
        .reason,
    ).toBe('format_error');
  });
  it("leaves one that invites a retry, and a gateway's 502", () => {
    expect(
      classify({ status: 500, message: 'error parsing grammar: expecting name, please retry' })
        .reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 502,
        message: "parse: error parsing grammar: Undefined rule identifier 'x'",
      }).reason,
    ).toBe('server_error');
  });
});

describe("Volcengine Ark's input length over the maximum, under a malformed-request headline", () => {
  it('is the overflow (Reasonix, batch 1234)', () => {
    const d = {
      status: 400,
      message:
        'Malformed request (HTTP 400): the request body was rejected. This is likely a bug — please report it if it persists. Input length 1048826 exceeds the maximum length 1048566. Request id: 021788256632854add9fca5277b8939d33af9a0f1789d6cf09b11',
    };
    expect(classify(d).reason).toBe('context_overflow');
    expect(lastRule(d)).toBe('status.400.overflow_text');
  });
  it('reads the same beside validation boilerplate, and without a status', () => {
    expect(
      classify({
        status: 400,
        message:
          'Input length 5000 exceeds the maximum length 4096. Please check the request body, required fields, and request format.',
      }).reason,
    ).toBe('context_overflow');
    expect(classify({ message: 'Input length 5000 exceeds the maximum length 4096' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves an input length that is only invalid', () => {
    expect(
      classify({
        status: 400,
        message: 'Malformed request: input length must be a positive integer',
      }).reason,
    ).toBe('format_error');
  });
});
