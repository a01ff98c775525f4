/**
 * Session 70's misses (rule group NA): a gateway's guardrail verdict under a 5xx or no status, WSO2's
 * guardrail code behind "Runtime Error", and request faults a provider names when the status is lost
 * (a parameter the model refuses, a quoted value it does not serve, an expired code-interpreter
 * container, a tool the model requires) are read by a rule, as their held lines all label them; their
 * neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a gateway guardrail naming what it found (held ×4 content_policy)', () => {
  const rule = 'signature.guardrail_named_verdict';
  it('reads the held wordings under their 500 as the content', () => {
    expect(
      classified({ status: 500, message: 'Guardrail failed words - `litellm` detected' }),
    ).toEqual({ reason: 'content_policy', rule });
    expect(
      classified({
        status: 500,
        name: 'CustomCodeExecutionError',
        message:
          'CustomCodeExecutionError: Custom code guardrail execution failed: Content policy violation: PromptInjection',
      }),
    ).toEqual({ reason: 'content_policy', rule });
  });
  it('reads another rendering: no status, a 503 body, capitals', () => {
    expect(classified({ message: 'Guardrail failed words - `litellm` detected' })).toEqual({
      reason: 'content_policy',
      rule,
    });
    expect(
      classified({ status: 503, body: { detail: 'Guardrail failed words - `secret` detected' } }),
    ).toEqual({ reason: 'content_policy', rule });
    expect(
      classified({ status: 502, message: 'GUARDRAIL FAILED WORDS - `LITELLM` DETECTED' }),
    ).toEqual({ reason: 'content_policy', rule });
  });
  it('leaves a guardrail that failed to run, or failed on an error, to the status', () => {
    expect(
      reasonOf({
        status: 500,
        message:
          'Guardrail failed to run: ThrottlingException: Rate exceeded; cannot process request',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message:
          'CustomCodeExecutionError: Custom code guardrail execution failed: NameError: name x is not defined',
      }),
    ).toBe('server_error');
    expect(reasonOf({ status: 502, message: 'guardrail failed: connection error detected' })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 500, message: 'Internal Server Error' })).toBe('server_error');
  });
});

describe("WSO2's AI-guardrail verdict beside its code 900514 (held ×3 content_policy)", () => {
  const rule = 'signature.wso2_guardrail_violation';
  it('reads the non-super tenant\'s "Runtime Error" fault document as the guardrail\'s block', () => {
    expect(
      classified({
        body: {
          code: '900514',
          type: 'Status report',
          message: 'Runtime Error',
          description: 'Violation of Content Limiter detected.',
        },
        message: 'Runtime Error',
      }),
    ).toEqual({ reason: 'content_policy', rule });
  });
  it('reads another rendering: a 446, another guardrail, capitals', () => {
    expect(
      classified({
        status: 446,
        body: {
          code: '900514',
          type: 'Status report',
          message: 'Runtime Error',
          description: 'VIOLATION OF PII MASKING DETECTED.',
        },
      }),
    ).toEqual({ reason: 'content_policy', rule });
  });
  it("leaves a guardrail that took no action, and WSO2's other codes, alone", () => {
    expect(
      reasonOf({
        status: 446,
        body: {
          code: '900514',
          type: 'REGEX_GUARDRAIL',
          message: { action: 'NONE', actionReason: 'No action.' },
        },
        message: 'Error occured while executing the agent',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        body: {
          code: '900901',
          type: 'Status report',
          message: 'Invalid Credentials',
          description:
            'Invalid Credentials. Make sure you have provided the correct security credentials',
        },
      }),
    ).toBe('auth_permanent');
  });
});

describe('a request parameter the model refuses, without a status (held ×14 format_error)', () => {
  const expected = { reason: 'format_error', rule: 'message.model_parameter_unsupported' };
  it('reads the held wording, typo and all', () => {
    expect(classified({ message: "This model doesn't support the 'logprobs' paramter" })).toEqual(
      expected,
    );
  });
  it('reads another rendering: capitals, the parameter after the word, a bare name', () => {
    expect(
      classified({ message: "THIS MODEL DOES NOT SUPPORT THE 'LOGPROBS' PARAMETER." }),
    ).toEqual(expected);
    expect(
      classified({
        message: 'deepseek-reasoner does not support the parameter `presence_penalty`',
      }),
    ).toEqual(expected);
    expect(classified({ message: 'This model does not support the effort parameter.' })).toEqual(
      expected,
    );
  });
  it('leaves a capability the model lacks to the model rules', () => {
    expect(reasonOf({ message: 'This model does not support tools' })).toBe('model_not_found');
  });
});

describe('a quoted value "is not supported for this model" (held ×4 format_error)', () => {
  const expected = { reason: 'format_error', rule: 'message.quoted_value_unsupported_for_model' };
  it("reads TGI's line over the client's own JSON parse failure after it", () => {
    expect(
      classified({
        body: { error: ['Error in `stream`: `stream` is not supported for this model'] },
        message:
          'Could not parse last message {"error":["Error in `stream`: `stream` is not supported for this model"]}',
        cause: { name: 'SyntaxError', message: 'Unexpected end of JSON input' },
      }),
    ).toEqual(expected);
  });
  it('reads another rendering: a double-quoted value, capitals', () => {
    expect(classified({ message: 'think value "high" is not supported for this model' })).toEqual(
      expected,
    );
    expect(
      classified({ message: 'ERROR IN `STREAM`: `STREAM` IS NOT SUPPORTED FOR THIS MODEL' }),
    ).toEqual(expected);
  });
  it('leaves unquoted features (the model lacks them) to the model rules', () => {
    expect(reasonOf({ message: 'Function call is not supported for this model.' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'Json mode is not supported for this model.' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'RAG is not supported for this model.' })).toBe('model_not_found');
  });
});

describe("the code-interpreter's expired container (held ×2 format_error)", () => {
  const expected = { reason: 'format_error', rule: 'message.container_expired' };
  it('reads the held wording as the request', () => {
    expect(classified({ name: 'AI_APICallError', message: 'Container is expired.' })).toEqual(
      expected,
    );
  });
  it('reads another rendering: a body document, a 400', () => {
    expect(
      classified({
        body: { error: { message: 'Container is expired.', type: 'invalid_request_error' } },
      }),
    ).toEqual(expected);
    expect(reasonOf({ status: 400, message: 'Container is expired.' })).toBe('format_error');
  });
  it('leaves an expired key or token to the auth rules', () => {
    expect(reasonOf({ message: 'Your API key has expired' })).toBe('auth');
    expect(reasonOf({ message: 'Token has expired' })).toBe('auth');
  });
});

describe('a tool the model requires (held ×2 format_error)', () => {
  const expected = { reason: 'format_error', rule: 'message.model_requires_tool' };
  it("reads Gemini's computer-use wording as the request", () => {
    expect(
      classified({ message: 'This model requires the use of the Computer Use tool.' }),
    ).toEqual(expected);
  });
  it('reads another rendering: capitals, a 400 body', () => {
    expect(classified({ message: 'THIS MODEL REQUIRES THE USE OF THE COMPUTER USE TOOL' })).toEqual(
      expected,
    );
    expect(
      reasonOf({
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'This model requires the use of the Computer Use tool.',
            status: 'INVALID_ARGUMENT',
          },
        },
      }),
    ).toBe('format_error');
  });
  it('leaves a model behind a plan or over memory to the model rules', () => {
    expect(reasonOf({ message: 'This model requires a paid plan' })).toBe('model_not_found');
    expect(
      reasonOf({
        message: 'This model requires more system memory (12 GiB) than is available (4 GiB)',
      }),
    ).toBe('model_not_found');
  });
});

describe('no access to a model named by its id', () => {
  it("reads gemini-cli's 403 as the model", () => {
    expect(
      classified({
        status: 403,
        message:
          "It seems like you don't have access to gemini-3-flash-preview.\nYour admin might have disabled the access. Contact them to enable the Preview Release Channel.",
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.403.no_access_to_named_model' });
  });
  it('reads another rendering: no status, capitals, another id', () => {
    expect(
      classified({
        message:
          "It seems like you don't have access to gemini-3-flash-preview. Your admin might have disabled the access.",
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.no_access_to_named_model' });
    expect(
      reasonOf({ status: 403, message: 'YOU DO NOT HAVE ACCESS TO CLAUDE-3-OPUS-20240229' }),
    ).toBe('model_not_found');
  });
  it('leaves a product, a site or an organization to the auth rules', () => {
    expect(reasonOf({ status: 403, message: "You don't have access to GitHub Copilot." })).toBe(
      'auth',
    );
    expect(
      reasonOf({
        status: 403,
        body: '<h1>Access denied</h1> <p>You do not have access to chat.openai.com.</p>',
      }),
    ).toBe('auth');
    expect(
      reasonOf({
        status: 401,
        message: '401 You do not have access to the organization tied to the API key.',
      }),
    ).toBe('auth_permanent');
  });
});

describe("MiniMax's generic internal error, code 1000, without a status (held ×4 server_error)", () => {
  const expected = { reason: 'server_error', rule: 'message.minimax_unknown_error_1000' };
  it('reads the held wording as a server fault', () => {
    expect(classified({ message: 'unknown error, 999 (1000)' })).toEqual(expected);
  });
  it("reads another rendering: capitals and a client's retry note, a body document", () => {
    expect(classified({ message: 'UNKNOWN ERROR, 520 (1000) [retrying…]' })).toEqual(expected);
    expect(
      classified({
        body: { base_resp: { status_code: 1000, status_msg: 'unknown error, 999 (1000)' } },
      }),
    ).toEqual(expected);
  });
  it('leaves a bare "unknown error" and MiniMax\'s other codes alone', () => {
    expect(reasonOf({ message: 'unknown error' })).toBe('unknown');
    expect(reasonOf({ message: 'Error 1000: unknown error' })).toBe('unknown');
    expect(reasonOf({ message: 'context window exceeds limit (2013)' })).toBe('context_overflow');
  });
});

describe('a model that does not serve the API path called (held ×52 model_not_found)', () => {
  const expected = { reason: 'model_not_found', rule: 'message.model_endpoint_unsupported' };
  it("reads LLMTR's unsupported_operation as the model", () => {
    expect(
      classified({
        body: {
          error: {
            message:
              'The model "google/gemini-3.1-flash-image" does not support /v1/images/edits. Use /v1/images/generations instead.',
            type: 'unsupported_operation',
          },
        },
      }),
    ).toEqual(expected);
  });
  it('reads another rendering: capitals, a message only', () => {
    expect(
      classified({ message: "MODEL GPT-IMAGE-1 DOESN'T SUPPORT /V1/CHAT/COMPLETIONS" }),
    ).toEqual(expected);
  });
  it('leaves a server that lacks the path to the other readings', () => {
    expect(classified({ message: 'This server does not support /v1/responses' }).rule).not.toBe(
      expected.rule,
    );
  });
});
