/**
 * Rules written for the misses of held-out batches 1485–1503 (session 67, group KA), after the
 * batches had been scored without them: Bedrock's server fault under a 424, the AI SDK's bare "Not
 * Found", a Connect `canceled` body around Go's "context canceled", a client's empty answer from the
 * model, and a model out of reach (Bifrost's "no keys found that support model", OpenRouter's "No
 * endpoints available that support …", Zhipu's "您无权访问<model>"). Each wording from the batch line
 * named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const BEDROCK_FAULT =
  'The system encountered an unexpected error during processing. Try your request again.';

describe('a server fault in words under a 424 (server_error)', () => {
  it("is Bedrock's unexpected error through AnthropicBedrock (batch 1493)", () => {
    const result = classify({
      status: 424,
      body: { message: BEDROCK_FAULT },
      message: `anthropic.APIStatusError: Error code: 424 - {'message': '${BEDROCK_FAULT}'}`,
      name: 'APIStatusError',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.424.server_fault');
  });
  it('is the same as the message alone, and for the model stream wording', () => {
    expect(classify({ status: 424, message: BEDROCK_FAULT.toUpperCase() }).reason).toBe(
      'server_error',
    );
    expect(
      classify({ status: 424, message: 'The request encountered an error with the model stream.' })
        .reason,
    ).toBe('server_error');
  });
  it('leaves a missing model, a timed-out dependency and an MCP tool-list failure under a 424', () => {
    expect(
      classify({
        status: 424,
        message: "ollama._types.ResponseError: model 'llama2' not found, try pulling it first",
        body: 'internal server error',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 424,
        body: {
          message:
            'Runtime initialization time exceeded. Please make sure that initialization completes in 30s.',
        },
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        status: 424,
        message: "Error retrieving tool list from MCP server: 'my_mcp_server'",
      }).reason,
    ).toBe('format_error');
  });
});

describe('the AI SDK\'s bare "Not Found" (format_error)', () => {
  it('is a base URL without /v1 under a chat route\'s "Stream error:" (batch 1495)', () => {
    const result = classify({
      message:
        "[Chat API] Stream error: Error [AI_APICallError]: Not Found\n  url: 'https://api.anthropic.com/messages',",
      name: 'AI_APICallError',
    });
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.invalid_url');
  });
  it('is the same in the printed object, bare, and in upper case under a wrapper', () => {
    expect(
      classify({
        message:
          "Streaming error: [Error [AI_APICallError]: Not Found] { cause: undefined, url: 'http://localhost:11434/chat',",
      }).reason,
    ).toBe('format_error');
    expect(classify({ message: 'APICallError [AI_APICallError]: Not Found' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({ message: 'Chat failed: APICallError [AI_APICallError]: NOT FOUND' }).reason,
    ).toBe('format_error');
  });
  it('leaves the plain "AI_APICallError: Not Found" (held model_not_found), a missing model the SDK names and a stream error with no answer', () => {
    expect(classify({ message: 'AI_APICallError: Not Found' }).reason).not.toBe('format_error');
    expect(
      classify({ status: 404, message: 'AI_APICallError: Not Found', name: 'AI_APICallError' })
        .reason,
    ).toBe('model_not_found');
    expect(
      classify({ message: "Error [AI_APICallError]: Not Found: model 'llama9' not found" }).reason,
    ).toBe('model_not_found');
    expect(classify({ message: '[Chat API] Stream error: terminated' }).reason).not.toBe(
      'format_error',
    );
  });
});

describe('Go\'s "context canceled" in a Connect body coded canceled (aborted)', () => {
  it("is Codeium's language server relaying the plugin's cancel (batch 1497)", () => {
    const text =
      'Post "https://server.codeium.com/exa.api_server_pb.ApiServerService/GetCompletions": context canceled';
    const result = classify({ body: { code: 'canceled', message: text }, message: text });
    expect(result.reason).toBe('aborted');
  });
  it('is the same for the bare wording and the code in the body only', () => {
    expect(
      classify({ body: { code: 'canceled', message: 'context canceled' }, code: 'canceled' })
        .reason,
    ).toBe('aborted');
    expect(classify({ body: { code: 'canceled', message: 'context canceled' } }).reason).toBe(
      'aborted',
    );
  });
  it("leaves a server's body without that code, and a relay's 500 coded internal_server_error", () => {
    expect(
      classify({ body: { error: 'Post "http://127.0.0.1:1234/completion": context canceled' } })
        .reason,
    ).not.toBe('aborted');
    expect(
      classify({
        status: 500,
        body: { error: { code: 'internal_server_error', message: 'context canceled' } },
      }).reason,
    ).toBe('server_error');
  });
});

describe('a client saying the model returned no answer (server_error)', () => {
  it('is "The model returned no assistant messages" (Roo/Kilo-style, batch 1498)', () => {
    expect(
      classify({
        message:
          "The model returned no assistant messages. This may indicate an issue with the API or the model's output.",
      }).reason,
    ).toBe('server_error');
  });
  it('is agenc\'s "no assistant output" and Forge\'s "Empty completion received"', () => {
    expect(
      classify({ message: 'The model returned no assistant output after a retry.' }).reason,
    ).toBe('server_error');
    expect(
      classify({
        message:
          'ERROR: Empty completion received - no content, tool calls, or valid finish reason',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a request that sent no messages and an empty completion asked for', () => {
    expect(
      classify({ status: 400, message: 'messages: at least one message is required' }).reason,
    ).toBe('format_error');
    expect(
      classify({ status: 400, message: 'Invalid request: messages must not be empty' }).reason,
    ).toBe('format_error');
  });
});

describe('a model with no key, endpoint or permission to reach it (model_not_found)', () => {
  it('is Bifrost\'s "no keys found that support model" under its 400 api_error (batch 1496)', () => {
    const body = {
      type: 'error',
      error: { type: 'api_error', message: 'no keys found that support model: claude-sonnet-4-6' },
    };
    expect(classify({ status: 400, body }).reason).toBe('model_not_found');
    expect(classify({ message: 'No keys found that support model gpt-5' }).reason).toBe(
      'model_not_found',
    );
  });
  it('is OpenRouter\'s "No endpoints available that support …" (batch 1503)', () => {
    const message =
      "No endpoints available that support Anthropic's context management features (context-management-2025-06-27). Context management requires a supported provider (Anthropic).";
    expect(classify({ status: 400, body: { error: { message, code: 400 } } }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ status: 404, message: 'No endpoints available for this model' }).reason).toBe(
      'model_not_found',
    );
  });
  it('is Zhipu\'s "您无权访问<model>" (code 1220, batch 1499)', () => {
    expect(classify({ message: '[1220][您无权访问chatglm_130b。]', code: '1220' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ message: '您无权访问 glm-4-plus' }).reason).toBe('model_not_found');
  });
  it("leaves a key with no access to a service, an account, and a relay's missing API keys", () => {
    expect(
      classify({
        body: { error: { type: 'permission_error', message: '此 API Key 无权访问 Claude 服务' } },
      }).reason,
    ).toBe('auth');
    expect(classify({ status: 401, message: 'No API keys found in the request' }).reason).not.toBe(
      'model_not_found',
    );
  });
});
