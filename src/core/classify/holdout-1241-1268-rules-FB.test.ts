/**
 * Rules written for the misses of held-out batches 1241–1268 (session 62, group FB), after the
 * batches had been scored without them: Python's "surrogates not allowed" for a request body it
 * could not encode, reqwest's RelativeUrlWithoutBase and httpx's non-printable character in a URL,
 * a Go decoder's refusal of the request body under a 500, LiteLLM's "exceeded budget for model=…"
 * under a 429, a response said to have stalled under a proxy's 502, and OpenAI's
 * `service_unavailable_error` for a model-access check it could not run. Each wording from the
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

describe('a request body Python could not encode (surrogates not allowed)', () => {
  it('is the request (ai-microcore, batch 1262)', () => {
    const d = {
      message:
        "UnicodeEncodeError: 'utf-8' codec can't encode character '\\udc97' in position 1379: surrogates not allowed",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toMatch(/^message\./);
  });
  it('reads the LiteLLM rendering and capitals (batch 1260)', () => {
    expect(
      classify({
        name: 'litellm.APIConnectionError',
        message:
          "litellm.APIConnectionError: 'UTF-8' CODEC CAN'T ENCODE CHARACTERS IN POSITION 24407-24408: SURROGATES NOT ALLOWED",
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a key's header an ASCII codec could not encode to the credential", () => {
    expect(
      classify({
        message:
          "'ascii' codec can't encode character '\\u2019' in position 7: ordinal not in range(128)",
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe("a client's address it could not build a request for", () => {
  it("is reqwest's RelativeUrlWithoutBase (BAML on Ollama, batch 1262)", () => {
    const d = {
      message:
        'Something went wrong with the LLM client CustomOllama: Failed to build request: reqwest::Error { kind: Builder, source: RelativeUrlWithoutBase, }',
    };
    expect(classify(d).reason).toBe('format_error');
  });
  it('reads the rig rendering inside its wrappers (batch 1262)', () => {
    expect(
      classify({
        message:
          'CompletionError(HttpError(Instance(reqwest::Error { kind: Builder, source: RelativeUrlWithoutBase })))',
      }).reason,
    ).toBe('format_error');
  });
  it("is httpx's non-printable character in a URL (google-genai, batch 1262)", () => {
    const d = {
      name: 'httpx.InvalidURL',
      message:
        "httpx.InvalidURL: Invalid non-printable ASCII character in URL, '\\n' at position 99.",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(classify({ message: 'INVALID NON-PRINTABLE ASCII CHARACTER IN URL' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a reqwest connect failure to the transport', () => {
    expect(
      classify({
        message:
          'reqwest::Error { kind: Request, url: "http://localhost:11434/api/chat", source: hyper_util::client::legacy::Error(Connect, ConnectError("tcp connect error", Os { code: 111, kind: ConnectionRefused, message: "Connection refused" })) }',
      }).reason,
    ).toBe('timeout');
  });
});

describe("a Go server's decoder refusing the request body under a 500", () => {
  it('is the request (Ollama tool-call arguments as a string, batch 1253)', () => {
    const d = {
      status: 500,
      body: {
        error:
          'json: cannot unmarshal string into Go struct field ChatRequest.messages of type api.ToolCallFunctionArguments',
      },
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.500.request_string_unparseable');
  });
  it('reads the message alone and a relay path at the tools', () => {
    expect(
      classify({
        message:
          'json: cannot unmarshal object into Go struct field .tools.function.parameters of type string',
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a client decoding the answer's error under a 500 to the server", () => {
    expect(
      classify({
        status: 500,
        message:
          'json: cannot unmarshal number into Go struct field error.response.error.code of type string',
      }).reason,
    ).toBe('server_error');
  });
});

describe("LiteLLM's budget of a user or model under a 429", () => {
  it('is billing (LiteLLM docs example, batch 1264)', () => {
    const d = {
      status: 429,
      body: {
        error: {
          message: 'LiteLLM User: engineer-1, exceeded budget for model=claude-opus-4-8',
          type: 'budget_exceeded',
          param: null,
          code: '429',
        },
      },
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.429.billing_text');
  });
  it('reads a team budget in the message alone', () => {
    expect(
      classify({ status: 429, message: 'LiteLLM Team: t-1, Exceeded budget for team=research' })
        .reason,
    ).toBe('billing');
  });
  it('leaves a rate window of a model under a 429', () => {
    expect(
      classify({ status: 429, message: 'exceeded rate limit for model gpt-4o, retry in 20s' })
        .reason,
    ).toBe('rate_limit');
  });
});

describe('a response said to have stalled', () => {
  it("is a timeout under a proxy's 502 (opencodex, batch 1261)", () => {
    const d = { status: 502, message: 'upstream JSON response stalled before completing' };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.502.response_stalled');
  });
  it('reads the message alone, in capitals', () => {
    expect(classify({ message: 'UPSTREAM RESPONSE STALLED' }).reason).toBe('timeout');
  });
  it('leaves a plain 502 to the server', () => {
    expect(classify({ status: 502, message: 'Bad Gateway' }).reason).toBe('server_error');
  });
});

describe("OpenAI's service_unavailable_error for a model-access check it could not run", () => {
  it('is capacity (Responses stream error event, batch 1263)', () => {
    const d = {
      body: {
        type: 'error',
        error: {
          type: 'service_unavailable_error',
          code: null,
          message: 'Unable to verify model access right now. Please retry.',
          param: null,
        },
        sequence_number: 2,
      },
    };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('code.service_unavailable_error');
  });
  it('reads the type alone', () => {
    expect(
      classify({ body: { error: { type: 'service_unavailable_error', message: 'try later' } } })
        .reason,
    ).toBe('overloaded');
  });
  it('leaves a model access the key was denied to the model', () => {
    expect(
      classify({ message: 'Your organization does not have model access to gpt-5-pro.' }).reason,
    ).toBe('model_not_found');
  });
});
