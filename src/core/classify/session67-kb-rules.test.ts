/**
 * Rule group KB, session 67: the misses of held-out batches 1504–1536. Each describe pins a rule's
 * held wording, a second rendering, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("a server's own words for a refused request under its 500 (REQUEST_REFUSED_UNDER_500)", () => {
  it("reads LiteLLM's unsupported parameters under body code 500 (held h1511)", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message:
              "ollama does not support parameters: {'seed': 1}, for model=llama3:latest. To drop these, set `litellm.drop_params=True`",
            type: null,
            code: 500,
          },
        },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        message:
          "litellm.UnsupportedParamsError: bedrock does not support parameters: {'n': 2}, for model=mistral.",
      }),
    ).toBe('format_error');
  });
  it("reads FastAPI's request-body validation under a 500 (held h1512)", () => {
    const message =
      "[{'type': 'int_type', 'loc': ('body', 'max_tokens'), 'msg': 'Input should be a valid integer', 'input': None}]";
    expect(
      reasonOf({
        status: 500,
        body: { error: { message, type: 'internal_server_error', param: null, code: null } },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        message:
          "Internal Server Error: [{'type': 'missing', 'loc': ('body', 'messages'), 'msg': 'Field required', 'input': None}]",
      }),
    ).toBe('format_error');
  });
  it("keeps a pydantic error about the server's own object a server error (held h172)", () => {
    expect(
      reasonOf({
        message:
          "openai.InternalServerError: Error code: 500 - {'message': '1 validation error for ThreadObject\ncreated_at\n  Input should be a valid integer [type=int_type, input_value=None, input_type=NoneType]'}",
      }),
    ).toBe('server_error');
  });
  it('reads an undecodable base64 part under a 500 (held h1517, h984)', () => {
    expect(
      reasonOf({
        status: 500,
        body: { error: { code: 500, message: 'Invalid base64 value', type: 'server_error' } },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        body: {
          error: { message: 'File sanitization failed: Invalid base64 encoding', code: '500' },
        },
      }),
    ).toBe('format_error');
  });
  it("reads tiktoken's disallowed special token under a 500, whatever the client appends (held h1522)", () => {
    expect(
      reasonOf({
        status: 500,
        body: {
          detail:
            "Encountered text corresponding to disallowed special token '<|endoftext|>'.\nIf you want this text to be encoded as a special token, pass it to `allowed_special`.",
        },
        message:
          'API Error: 500 {"detail":"Encountered text corresponding to disallowed special token \'<|endoftext|>\'."}. This is a server-side issue, usually temporary — try again in a moment.',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message:
          "ValueError: Encountered text corresponding to disallowed special token '<|endoftext|>'.",
      }),
    ).toBe('format_error');
  });
  it("reads llama-cpp-python's list-content crash under a generic server type (held h1524)", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'can only concatenate str (not "list") to str',
            type: 'internal_server_error',
            param: null,
            code: null,
          },
        },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({ status: 500, message: 'TypeError: can only concatenate str (not "list") to str' }),
    ).toBe('format_error');
  });
  it('reads a system message out of place under a 500 (held h1510)', () => {
    expect(
      reasonOf({
        status: 500,
        body: {
          code: 500,
          message:
            'Only one system-role message can exist, and it can only be in the first message! - `system` (request id: 2024072915213481329942177128788)',
        },
      }),
    ).toBe('format_error');
    expect(reasonOf({ status: 500, message: 'System message must be at the beginning.' })).toBe(
      'format_error',
    );
  });
  it('leaves a 502 gateway and capacity words beside the words alone', () => {
    expect(
      reasonOf({ status: 500, message: 'Server overloaded, please retry: invalid base64 cache' }),
    ).not.toBe('format_error');
    expect(reasonOf({ status: 500, message: 'Internal Server Error' })).toBe('server_error');
    expect(
      reasonOf({ status: 500, message: 'model worker crashed while loading parameters' }),
    ).toBe('server_error');
  });
});

describe("jinja2's TemplateError for roles that do not alternate (LOCAL_TEMPLATE_REFUSED)", () => {
  it('reads it under a 500 (held h1522)', () => {
    expect(
      reasonOf({
        status: 500,
        name: 'TemplateError',
        message:
          'jinja2.exceptions.TemplateError: Conversation roles must alternate user/assistant/user/assistant/...',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        message: 'Jinja Exception: Conversation roles must alternate user/assistant/user/assistant',
      }),
    ).toBe('format_error');
  });
});

describe('an embedding model sent to chat (MODEL_NOT_FOUND)', () => {
  it("reads Ollama's and OpenRouter's wordings under a 400 (held h1519)", () => {
    expect(
      reasonOf({
        status: 400,
        message: 'Ollama call failed with status code 400: embedding models do not support chat',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        status: 400,
        message:
          'HTTP 400: {"error":{"message":"nvidia/llama-nemotron-embed-vl-1b-v2:free is an embedding model and cannot be used with the chat/completions endpoint. Use the /embeddings endpoint instead."',
      }),
    ).toBe('model_not_found');
    expect(reasonOf({ message: 'Error: embedding models do not support chat' })).toBe(
      'model_not_found',
    );
  });
  it('leaves a chat request shape the model refuses alone', () => {
    expect(
      reasonOf({ status: 400, message: 'this model does not support chat messages with images' }),
    ).not.toBe('model_not_found');
  });
});

describe("Bedrock's document refusals (MODEL_LACKS_MEDIA_FIELD)", () => {
  it('reads the document field and the short form as the model (held h1523)', () => {
    expect(
      reasonOf({
        code: 'ValidationException',
        message:
          "An error occurred (ValidationException) when calling the Converse operation: This model doesn't support the document field for user messages. Remove document and try again.",
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        code: 'ValidationException',
        message:
          "An error occurred (ValidationException) when calling the Converse operation: This model doesn't support documents.",
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({ status: 400, message: 'This model does not support the document field.' }),
    ).toBe('model_not_found');
  });
  it('leaves request features and parameters the request’s', () => {
    expect(
      reasonOf({
        status: 400,
        name: 'ValidationException',
        message: "This model doesn't support tool use in streaming mode.",
      }),
    ).toBe('format_error');
    expect(
      reasonOf({ status: 400, message: "This model doesn't support the temperature field." }),
    ).toBe('format_error');
    expect(
      reasonOf({
        name: 'ValidationException',
        code: 'ValidationException',
        message:
          "An error occurred (ValidationException) when calling the Converse operation: This model doesn't support citations.",
      }),
    ).toBe('format_error');
  });
});

describe("xAI's cap on the tools one request declares (VALIDATION)", () => {
  it('reads it as the request, not a quota (held h1514)', () => {
    expect(
      reasonOf({
        message:
          'Maximum tools limit reached. 219 tools have been provided but the maximum is 200.',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: '300 tools have been provided but the maximum is 200.' } },
      }),
    ).toBe('format_error');
  });
  it('leaves a usage limit reached a limit', () => {
    expect(reasonOf({ status: 429, message: 'Usage limit reached, try again later' })).toBe(
      'rate_limit',
    );
  });
});

describe('a 413 whose words say the input is empty (INPUT_EMPTY_STATED)', () => {
  it("reads Text Embeddings Inference's empty inputs as the request (held h1531)", () => {
    expect(
      reasonOf({
        status: 413,
        body: {
          message: 'Input validation error: `inputs` cannot be empty',
          code: 413,
          type: 'Validation',
        },
      }),
    ).toBe('format_error');
    expect(reasonOf({ status: 413, message: 'prompt must not be empty' })).toBe('format_error');
  });
  it('leaves a 413 for a large body or too many tokens alone', () => {
    expect(reasonOf({ status: 413, message: 'Request Entity Too Large' })).toBe(
      'payload_too_large',
    );
    expect(
      reasonOf({
        status: 413,
        body: { message: 'Input validation error: `inputs` must have less than 512 tokens' },
      }),
    ).toBe('context_overflow');
  });
});
