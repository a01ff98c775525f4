/**
 * Rules written for the misses of held-out batches 1615–1637 (session 69, group MB), after the
 * batches had been scored without them. Each wording from the batch line named, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("OkHttp's refused proxy authentication (timeout)", () => {
  it('is "Failed to authenticate with proxy" under a RuntimeException (batch 1623)', () => {
    const result = classify({
      name: 'RuntimeException',
      message:
        'Exception in thread "main" java.lang.RuntimeException: java.io.IOException: Failed to authenticate with proxy',
      cause: { name: 'IOException', message: 'Failed to authenticate with proxy' },
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('signature.proxy_tunnel_failed');
  });
  it('is the same as the bare IOException, in upper case', () => {
    expect(
      classify({ message: 'JAVA.IO.IOEXCEPTION: FAILED TO AUTHENTICATE WITH PROXY' }).reason,
    ).toBe('timeout');
  });
  it('leaves a provider refusing the key ("Failed to authenticate", no proxy) to the auth rules', () => {
    expect(classify({ message: 'Failed to authenticate: invalid x-api-key' }).reason).toBe(
      'auth_permanent',
    );
    expect(classify({ status: 401, message: 'Failed to authenticate request' }).reason).toBe(
      'auth',
    );
  });
});

describe("a web gateway's block page naming its blocked category (auth)", () => {
  const PAGE =
    '<b>Category(ies):</b> Generative AI;Technology&#x2F;Internet;CustomBlocked<BR> <b>Risk level:</b> 2/10<BR> <b>Proxy:</b> de2psg03<BR> <b>Policy:</b> 1.292_CstB<BR> </FONT></TD> </TR> </table> </BODY> </HTML>';
  it('is Copilot Chat\'s "Failed to fetch models" around the page (batch 1623)', () => {
    const result = classify({
      message: `${PAGE} at ew._fetchModels (extension.js:6101:4926): Failed to fetch models (a2115dca-809b-4ef6-b6d7-c3ee51f32387)`,
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('message.auth');
  });
  it('is the same page without the bold tags, as a plain-text rendering', () => {
    expect(
      classify({
        message:
          'Access denied by policy. Category(ies): Generative AI; Blocked Sites Risk level: 5/10',
      }).reason,
    ).toBe('auth');
    expect(
      classify({ message: 'Category(ies): Generative AI;CustomBlocked Failed to fetch' }).reason,
    ).toBe('auth');
  });
  it('leaves a category list without a block, and a plain "Failed to fetch models", alone', () => {
    expect(
      classify({ message: 'Category(ies): Generative AI; Technology. Failed to fetch models' })
        .reason,
    ).toBe('timeout');
  });
});

describe("Gemini's OpenAI layer refusing parallel tool calls (format_error)", () => {
  const BODY = [
    {
      error: {
        code: 400,
        message: 'Parallel tool calls are not supported.',
        status: 'INVALID_ARGUMENT',
      },
    },
  ];
  it('is the 400 INVALID_ARGUMENT list (batch 1637)', () => {
    const result = classify({
      status: 400,
      body: BODY,
      message:
        "Error code: 400 - [{'error': {'code': 400, 'message': 'Parallel tool calls are not supported.', 'status': 'INVALID_ARGUMENT'}}]",
    });
    expect(result.reason).toBe('format_error');
  });
  it('is the same as the message alone, and with function calls', () => {
    expect(classify({ message: 'Parallel tool calls are not supported.' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({ status: 400, message: 'parallel function calls are not supported.' }).reason,
    ).toBe('format_error');
  });
  it('leaves a model without tool calls (DashScope "The tool call is not supported.") as model_not_found', () => {
    expect(
      classify({ status: 400, message: 'InvalidParameter: The tool call is not supported.' })
        .reason,
    ).toBe('model_not_found');
    expect(classify({ status: 400, message: 'Tool calls are not supported.' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe("a relay's cap on the size of the tool definitions (format_error)", () => {
  it('is WindsurfAPI\'s "Tool definitions are too large" (batch 1615)', () => {
    const result = classify({
      message:
        'Tool definitions are too large (97KB > 47KB). Reduce the number of tools or shorten parameter schemas.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.tools_over_cap');
  });
  it('is the same in another casing, without the advice', () => {
    expect(
      classify({ message: 'Error: TOOL DEFINITIONS ARE TOO LARGE (130KB > 47KB)' }).reason,
    ).toBe('format_error');
  });
  it('leaves a prompt that is too large, and a request body over its byte cap, alone', () => {
    expect(classify({ message: 'prompt is too long: 215000 tokens > 200000 maximum' }).reason).toBe(
      'context_overflow',
    );
    expect(classify({ status: 413, message: 'Request Entity Too Large' }).reason).toBe(
      'payload_too_large',
    );
  });
});

describe('a model that has no part for an image or for tools (model_not_found)', () => {
  it('is vLLM\'s "Unknown image model type" 400 (batch 1617)', () => {
    const result = classify({
      status: 400,
      name: 'BadRequestError',
      body: {
        object: 'error',
        message: 'Unknown image model type: qwen2',
        type: 'BadRequestError',
        param: null,
        code: 400,
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_text');
  });
  it('is the same for audio, as the message alone', () => {
    expect(classify({ message: 'TypeError: Unknown audio model type: llama' }).reason).toBe(
      'model_not_found',
    );
  });
  it("is Chutes' \"does not currently support: ['tools']\" relayed by OpenRouter (batch 1634)", () => {
    const result = classify({
      status: 400,
      body: {
        error: {
          message: 'Provider returned error',
          code: 400,
          metadata: {
            raw: `{"detail":"moonshotai/Kimi-K2-Instruct on chutes does not currently support: ['tools']"}`,
            provider_name: 'Chutes',
          },
        },
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(
      classify({
        message: `deepseek-ai/DeepSeek-R1 on chutes does not currently support: ["response_format", "tools"]`,
      }).reason,
    ).toBe('model_not_found');
  });
  it("leaves a feature list without tools and LM Studio's overflow alone", () => {
    expect(
      classify({ status: 400, message: "does not currently support: ['logprobs']" }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          'The model has crashed without additional information. Context size has been exceeded. This model does not currently support mid-generation context overflow.',
      }).reason,
    ).toBe('context_overflow');
  });
});

describe("a client's summary of a refused request schema under a relay's 500 (format_error)", () => {
  it("is OpenClaw's FailoverError over LiteLLM's Bedrock 500 (batch 1635)", () => {
    const result = classify({
      status: 500,
      name: 'FailoverError',
      message:
        'FailoverError: LLM request failed: provider rejected the request schema or tool payload.',
      cause: {
        name: 'APIConnectionError',
        message: 'litellm.APIConnectionError: BedrockException - {"Message":"..."}',
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.request_refused_words');
  });
  it('is the same with "refused the tool schema", and without a status', () => {
    expect(
      classify({ status: 500, message: 'Upstream refused the tool schema for this request' })
        .reason,
    ).toBe('format_error');
    expect(
      classify({
        message: 'LLM request failed: provider rejected the request schema or tool payload.',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a 500 that only says the request was rejected, and one with capacity words, alone', () => {
    expect(classify({ status: 500, message: 'provider rejected the request' }).reason).toBe(
      'server_error',
    );
    expect(
      classify({
        status: 500,
        message: 'Server overloaded; provider rejected the request schema or tool payload.',
      }).reason,
    ).toBe('overloaded');
  });
});

describe("Google's bare INVALID_ARGUMENT document inside a relay's 500 (format_error)", () => {
  const LITELLM = `litellm.APIConnectionError: Error code: 500 - {'error': {'message': 'litellm.APIConnectionError: Vertex_aiException - Unable to get json response - litellm.types.llms.openai.OpenAIChatCompletionResponse() argument after ** must be a mapping, not list, Original Response: [{\\n  "error": {\\n    "code": 400,\\n    "message": "Bad Request",\\n    "status": "INVALID_ARGUMENT"\\n  }\\n}\\n]. Received Model Group=vertex_ai/minimaxai/minimax-m2-maas\\nAvailable Model Group Fallbacks=None', 'type': None, 'param': None, 'code': '500'}}`;
  it("is LiteLLM's APIConnectionError around Vertex MaaS's list (batch 1634)", () => {
    const result = classify({
      status: 500,
      name: 'APIConnectionError',
      code: '500',
      message: LITELLM,
      cause: { code: '400', message: 'Bad Request' },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.relayed_malformed_400');
  });
  it('is the same as a relay body whose message quotes the list with real line breaks', () => {
    const result = classify({
      status: 500,
      body: {
        error: {
          message:
            'litellm.APIConnectionError: Vertex_aiException - Unable to get json response - Original Response: [{\n  "error": {\n    "code": 400,\n    "message": "Bad Request",\n    "status": "INVALID_ARGUMENT"\n  }\n}\n]',
          code: '500',
        },
      },
    });
    expect(result.reason).toBe('format_error');
  });
  it("leaves LiteLLM's unparsable answer with no upstream 400 (h45) and a worded INVALID_ARGUMENT alone", () => {
    expect(
      classify({
        message:
          'litellm.APIError: APIError: OpenrouterException - Unable to get json response\nExpecting value: line 121 column 1 (char 660)',
      }).reason,
    ).toBe('server_error');
    // A message with words beside the status is not the bare document: the 500 keeps its reading.
    expect(
      classify({
        status: 500,
        message:
          'litellm.APIConnectionError: Vertex_aiException - Unable to get json response - Original Response: [{\\n  "error": {\\n    "code": 400,\\n    "message": "API key not valid. Please pass a valid API key.",\\n    "status": "INVALID_ARGUMENT"\\n  }\\n}\\n].',
      }).reason,
    ).toBe('server_error');
  });
});
