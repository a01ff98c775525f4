/**
 * Rules written for the misses of held-out batches 732–735 (session 50, group CI), after the
 * batches had been scored without them: a proxy's model allow-list without a determiner, a model
 * code kept on the client's error too, a gateway's missing-session type beside its tier gate,
 * Ollama's XML tool-call parser, a connect failure parsed as JSON, serde's untagged-enum mismatch,
 * Hugging Face's missing pipeline and LobeChat's unreachable Ollama. Each rule's real wording (from
 * the batch named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decidedBy(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// BerriAI/litellm#38629, #21880, #36837, #39867: the proxy's allow-list of a key or team.
describe("LiteLLM's 'not allowed to access model'", () => {
  it('is the model under a 403 (batch 735)', () => {
    const result = classify({
      status: 403,
      body: {
        message:
          "team not allowed to access model. This team can only access models=['claude-3-5-haiku','llama-3.1-8b']. Tried to access gpt-4o",
        type: 'team_model_access_denied',
      },
      message:
        "team not allowed to access model. This team can only access models=['claude-3-5-haiku','llama-3.1-8b']. Tried to access gpt-4o",
      code: 'team_model_access_denied',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it("reads the dashboard's toast without a status, and a key's 401 (batch 735, invented)", () => {
    expect(
      classify({
        message:
          "Access Denied\nteam not allowed to access model. This team can only access models=['model names']. Tried to access all-team-models",
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 401,
        message:
          'Authentication Error - key not allowed to access model. This key can only access models=[]',
      }).reason,
    ).toBe('model_not_found');
  });
  it("leaves a route closed to the role, the models list, and a project's denial to auth", () => {
    expect(
      classify({ status: 403, message: 'key not allowed to access this route, role=internal_user' })
        .reason,
    ).toBe('auth');
    expect(classify({ status: 403, message: 'You are not allowed to access models' }).reason).toBe(
      'auth',
    );
    expect(
      classify({
        status: 403,
        message: 'Your project has been denied access to the requested model.',
      }).reason,
    ).toBe('auth');
  });
});

// cline/cline#7229: Cline's JSON wrapper around Copilot's 400 through the VS Code LM API.
describe('a model code kept on the error object and on the client error', () => {
  const body = {
    error: {
      message: 'Model is not supported for this request.',
      code: 'model_not_supported',
      param: 'model',
      type: 'invalid_request_error',
    },
  };
  it('is the model (batch 732)', () => {
    const result = classify({
      status: 400,
      body,
      message: `{"message":"Request Failed: 400 ${JSON.stringify(body)}\\n","modelId":"gemini-2.5-pro","providerId":"vscode-lm"}`,
      code: 'model_not_supported',
    });
    expect(result.reason).toBe('model_not_found');
    // Since session 55 (group DO) the sentence itself names the model, before the code is read.
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_on_other_route');
  });
  it('reads the body alone the same', () => {
    expect(classify({ status: 400, body }).reason).toBe('model_not_found');
  });
  it('reads the sentence with a generic code, or none, as the model too (held ×3, session 55)', () => {
    // Group CI had left it to validation; every held line with the wording is model_not_found.
    const generic = { error: { message: 'Model is not supported for this request.' } };
    expect(decidedBy({ status: 400, body: generic })).toBe('status.400.model_on_other_route');
    expect(
      classify({
        status: 400,
        body: { error: { ...generic.error, code: 'invalid_request_error' } },
        code: 'invalid_request_error',
      }).reason,
    ).toBe('model_not_found');
    // A parameter refused for this request stays the request's.
    expect(
      classify({
        status: 400,
        body: { error: { message: 'Parameter top_k is not supported for this request.' } },
      }).reason,
    ).toBe('format_error');
  });
});

// Kilo-Org/kilocode#13937: OpenCode Zen's 400 typed MissingSessionID, worded as its tier gate.
describe("a gateway's MissingSessionID beside its free-tier gate", () => {
  const gate = "Error from provider (Console): OpenCode's free tier can only be used in OpenCode";
  it('is the request (batch 732)', () => {
    const result = classify({
      status: 400,
      body: { type: 'error', error: { type: 'MissingSessionID', message: gate } },
      message: `OpenCode statusCode=400 data={"error":{"message":"${gate}","type":"MissingSessionID"}}`,
      code: 'MissingSessionID',
    });
    expect(result.reason).toBe('format_error');
  });
  it("reads the body alone the same, and Console Go's own wording (held h253)", () => {
    expect(
      classify({
        status: 400,
        body: { type: 'error', error: { type: 'MissingSessionID', message: gate } },
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'MissingSessionID',
            message:
              'Error from provider (Console Go): Request is missing x-opencode-session and cannot be routed efficiently.',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves the tier gate under another type, or none, to auth', () => {
    expect(
      decidedBy({
        status: 400,
        body: { type: 'error', error: { type: 'FreeTierError', message: gate } },
      }),
    ).toBe('status.400.client_gated_credential');
    expect(decidedBy({ status: 400, message: gate })).toBe('status.400.client_gated_credential');
  });
});

// continuedev/continue#10896: Ollama's XML tool-call parser refusing the model's own output.
describe("Ollama's XML tool-call parser", () => {
  it('is the server, in both Go encoding/xml wordings (batch 734)', () => {
    const xml =
      'failed to parse XML: XML syntax error on line 1: element <tool_call> closed by </arg_value>';
    const xmlResult = classify({
      body: { error: xml },
      message: `Error parsing Ollama response: Error: ${xml} ${JSON.stringify({ error: xml })}`,
    });
    expect(xmlResult.reason).toBe('server_error');
    expect(xmlResult.explain.at(-1)?.rule).toBe('message.model_output_parse_failed');
    const element = 'expected element type <function> but have <parameter>';
    expect(
      classify({
        body: { error: element },
        message: `Error parsing Ollama response: Error: ${element} ${JSON.stringify({ error: element })}`,
      }).reason,
    ).toBe('server_error');
  });
  it('reads the stream object under a 500 the same (invented)', () => {
    expect(
      classify({
        status: 500,
        body: { error: 'expected element type <tool_call> but have <function>' },
      }).reason,
    ).toBe('server_error');
  });
  it("leaves the bare 'error parsing tool call' and a bare XML failure alone", () => {
    expect(decidedBy({ message: 'error parsing tool call' })).toBe('message.tools_unparseable');
    expect(decidedBy({ message: 'failed to parse XML' })).not.toBe(
      'message.model_output_parse_failed',
    );
  });
});

// stacklok/codegate#261: a proxy's plain-text connect failure that the client parsed as JSON.
describe('a connect failure parsed as JSON', () => {
  it('is a connection failure (batch 734)', () => {
    const result = classify({
      message:
        'Error: Error parsing Ollama response: SyntaxError: Unexpected token \'A\', "All connec"... is not valid JSON All connection attempts failed',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.upstream_connect_failure');
  });
  it("reads Envoy's connect failure parsed the same way the same (invented)", () => {
    expect(
      classify({
        message:
          'SyntaxError: Unexpected token \'u\', "upstream c"... is not valid JSON upstream connect error or disconnect/reset before headers. reset reason: connection failure',
      }).reason,
    ).toBe('timeout');
  });
  it('leaves the parse error without the failure it quotes alone', () => {
    expect(
      classify({
        message: 'SyntaxError: Unexpected token \'A\', "All connec"... is not valid JSON',
      }).reason,
    ).not.toBe('timeout');
  });
});

// zed-industries/zed#31952: serde's untagged-enum mismatch on a Gemini thought-signature part.
describe("serde's 'did not match any variant of untagged enum'", () => {
  it('is a schema mismatch (batch 734)', () => {
    const result = classify({
      message:
        'Error interacting with language model\nError parsing JSON: Error("data did not match any variant of untagged enum Part", line: 1, column: 128)',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it("reads a server's 422 on the request's content the same (held h121)", () => {
    expect(
      decidedBy({
        status: 422,
        message:
          'Failed to deserialize the JSON body into the target type: messages[1]: data did not match any variant of untagged enum ChatMessage at line 1 column 200',
      }),
    ).toBe('status.422.validation_text');
  });
});

// BerriAI/litellm#333: the Hugging Face Inference API with no pipeline for a GGUF repository.
describe("Hugging Face's 'Pipeline cannot infer suitable model classes'", () => {
  it('is the model (batch 735)', () => {
    const result = classify({
      message:
        'litellm.llms.huggingface_restapi.HuggingfaceError: Pipeline cannot infer suitable model classes from TheBloke/Llama-2-13B-chat-GGUF',
      name: 'HuggingfaceError',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it("reads the API's own 400 body the same (invented)", () => {
    expect(
      classify({
        status: 400,
        body: { error: 'Pipeline cannot infer suitable model classes from some-org/model-GGUF' },
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a model still loading to capacity', () => {
    expect(
      classify({ message: 'Model TheBloke/Llama-2-13B-chat is currently loading' }).reason,
    ).toBe('overloaded');
  });
});

// lobehub/lobehub#2855, #2337: LobeChat's OllamaServiceUnavailable after its fetch failed.
describe("LobeChat's 'check whether your ollama service is available'", () => {
  const message = 'please check whether your ollama service is available or set the CORS rules';
  it('is a connection failure (batch 733)', () => {
    const result = classify({
      body: { host: 'http://ollama/v1', message, provider: 'ollama' },
      message,
      code: 'OllamaServiceUnavailable',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads the message alone the same', () => {
    expect(classify({ message }).reason).toBe('timeout');
  });
  it('leaves advice about a key or a model alone', () => {
    expect(
      classify({ message: 'please check whether your API key is valid or set the CORS rules' })
        .reason,
    ).not.toBe('timeout');
    expect(classify({ message: 'please check whether your model is available' }).reason).not.toBe(
      'timeout',
    );
  });
});
