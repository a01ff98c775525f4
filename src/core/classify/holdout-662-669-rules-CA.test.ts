/**
 * Rules written for the misses of held-out batches 662–669 (session 49, group CA), after the
 * batches had been scored without them, and for older lines that only the vote decided. Each
 * client's real wording (from the batch line named), a second rendering, then the neighbours it
 * must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

// tufeiping/api-for-cherrystudio#4: a one-api relay's 500 around httpx's words for a peer that hung up.
describe("a relay's 500 around 'Server disconnected without sending a response'", () => {
  const message =
    '500 Unexpected error in chat_completions endpoint: Server disconnected without sending a response. (request id: 20250609194809930768740luaMP1Wf)';
  it('is a cut connection (batch 669)', () => {
    const result = classify({ status: 500, message });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.500.disconnect');
  });
  it("reads httpx's class name and aiohttp's wording the same (invented)", () => {
    expect(
      classify({
        status: 500,
        message: 'httpx.RemoteProtocolError: Server disconnected without sending a response.',
        name: 'RemoteProtocolError',
      }).reason,
    ).toBe('timeout');
    expect(classify({ message }).reason).toBe('timeout');
  });
  it("leaves a 500's EOF and broken pipe the server's (held h30, h212)", () => {
    expect(
      classify({ status: 500, message: 'error reading llm response: unexpected EOF' }).reason,
    ).toBe('server_error');
    expect(
      classify({ status: 500, message: 'Error forwarding request: write: broken pipe' }).reason,
    ).toBe('server_error');
  });
});

// GewoonJaap/gemini-cli-openai#174: the proxy's own fetch met a 429, re-wrapped as its 500.
describe("a proxy's 500 around 'Stream request failed: 429'", () => {
  it('is the rate limit it met (batch 668)', () => {
    const result = classify({
      status: 500,
      body: { error: 'Stream request failed: 429' },
      message: '500 Internal Server Error - {"error":"Stream request failed: 429"}',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toMatch(/^status\.500\.relayed_429/);
  });
  it('reads the non-streaming wording the same (invented)', () => {
    expect(classify({ status: 502, message: 'Upstream request failed: 429 (gemini)' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a count of 429 requests and a 500 that failed on its own alone (invented)', () => {
    expect(
      classify({ status: 500, message: 'Stream request failed: 4290 bytes read' }).reason,
    ).toBe('server_error');
    expect(classify({ status: 500, message: 'Stream request failed: 500' }).reason).toBe(
      'server_error',
    );
  });
});

// anomalyco/opencode#38059: Groq's 413 sentence, reformatted by the client.
describe("Groq's 'Request too large for model' over its TPM budget", () => {
  it('is the payload, as its 413 says (batch 665)', () => {
    const result = classify({
      message:
        'Request too large for model `llama-3.1-8b-instant`\nLimit 6000 TPM\nRequested 42781',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('message.payload_too_large');
  });
  it("reads Groq's whole sentence without its status the same (invented)", () => {
    expect(
      classify({
        message:
          'Request too large for model `openai/gpt-oss-20b` in organization `org_01` service tier `on_demand` on tokens per minute (TPM): Limit 8000, Requested 9120',
      }).reason,
    ).toBe('payload_too_large');
  });
  it("leaves OpenAI's sentence, which names the model bare, the window's (held ×20)", () => {
    expect(
      classify({
        message:
          'Request too large for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Requested 39448. The input or output tokens must be reduced in order to run successfully.',
      }).reason,
    ).toBe('context_overflow');
  });
});

// openai/codex#22205: serde's "missing field" on Azure's OpenAI-shaped model list.
describe("serde's 'missing field `x`' in a decoded answer", () => {
  it('is a schema mismatch, before the stream words (batch 663)', () => {
    const result = classify({
      message:
        'ERROR codex_models_manager::manager: failed to refresh available models: stream disconnected before completion: failed to decode models response: missing field `models`; body: {\n  "data": [],\n  "object": "list"\n}',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads a bare serde error the same (invented)', () => {
    expect(classify({ message: 'error decoding response: missing field `choices`' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves the quota and the overload inside the same document theirs (held h176, h683)', () => {
    expect(
      classify({
        message:
          'Failed to parse OpenAI responses stream event: `missing field `message``\nResponse: `{"type":"error","error":{"type":"insufficient_quota","code":"insufficient_quota","message":"You exceeded your current quota, please check your plan and billing details."}}`',
      }).reason,
    ).toBe('billing');
    expect(classify({ message: 'the request is missing field model' }).reason).not.toBe(
      'model_not_found',
    );
  });
});

// anthropics/claude-code#64766: Claude Code's banner for a 404 on its model probe.
describe("a 404 from a gateway that 'couldn't serve' a model", () => {
  it('is the model (batch 662)', () => {
    const result = classify({
      status: 404,
      message: "Your gateway couldn't serve claude-opus-4-6",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.mentions_model');
  });
  it('reads other spellings the same (invented)', () => {
    expect(classify({ status: 404, message: 'The proxy could not serve gpt-5-mini' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ status: 404, message: 'Unable to serve qwen3:8b' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a missing page alone', () => {
    expect(
      classify({ status: 404, message: 'The requested URL /v1/chat was not found on this server.' })
        .reason,
    ).toBe('format_error');
  });
});

// monuminu/AOAI_Samples#5: an https endpoint where a WebSocket address belongs.
describe('an address the client refuses as a URI', () => {
  it('is the configuration (batch 601)', () => {
    const result = classify({
      message:
        "Failed to connect to OpenAI realtime: https://xxx.openai.azure.com//openai/realtime?xxx isn't a valid URI: scheme isn't ws or wss",
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it("reads .NET's wording the same (invented)", () => {
    expect(
      classify({ message: 'Invalid URI: The format of the URI could not be determined.' }).reason,
    ).toBe('format_error');
  });
  it('leaves a refused WebSocket connection a transport failure (invented)', () => {
    expect(
      classify({
        message: 'WebSocket connection to wss://api.openai.com/v1/realtime failed: ECONNREFUSED',
      }).reason,
    ).toBe('timeout');
  });
});

// zachey01/gpt4free.js#6, ChatGPTBox-dev/chatGPTBox#579: V8's parse error around a plain answer.
describe('a JSON parse error that kept ten characters of a plain answer', () => {
  it('says no cause (batches 607, 629)', () => {
    expect(
      rule({
        message: 'SyntaxError: Unexpected token \'_\', "_{"code":2"... is not valid JSON',
        name: 'SyntaxError',
      }),
    ).toBe('message.plain_answer_parsed_as_json');
    const result = classify({
      message: 'Unexpected token \'O\', "{"":OPENROUTER"... is not valid JSON',
      name: 'SyntaxError',
    });
    expect(result.reason).toBe('unknown');
  });
  it("reads another excerpt under the parser's class the same (held h607)", () => {
    const result = classify({
      message: 'SyntaxError: Unexpected token \'T\', "The space "... is not valid JSON',
      name: 'SyntaxError',
    });
    expect(result.reason).toBe('unknown');
  });
  it('leaves a web page, an SSE frame and the [DONE] sentinel to their own readings', () => {
    expect(
      rule({
        message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
        name: 'SyntaxError',
      }),
    ).not.toBe('message.plain_answer_parsed_as_json');
    expect(
      rule({ message: 'SyntaxError: Unexpected token \'d\', "data: {"id"... is not valid JSON' }),
    ).not.toBe('message.plain_answer_parsed_as_json');
    expect(rule({ message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' })).toBe(
      'message.done_sentinel_parsed',
    );
  });
});

describe("a client's own text where the provider's error should be", () => {
  it("is LibreChat's mask (batch 669)", () => {
    const result = classify({
      message:
        "Something went wrong. Here's the specific error message we encountered: An error occurred while processing your request. Please contact the Admin.",
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.cause_not_shown');
  });
  it("leaves OpenAI's own 'An error occurred while processing your request' a server fault", () => {
    expect(
      classify({
        message:
          'An error occurred while processing your request. You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      }).reason,
    ).toBe('server_error');
  });
  it("is PandasAI's empty message, not an SDK class's (batch 517)", () => {
    expect(
      rule({
        message:
          'Unfortunately, I was not able to answer your question, because of the following error:\n\n<empty message>\n',
      }),
    ).toBe('message.cause_not_shown');
    expect(
      classify({ message: 'AuthenticationError: <empty message>', name: 'AuthenticationError' })
        .reason,
    ).toBe('auth');
  });
  it("is LobeChat's banner alone, not with the error it shows (batch 669)", () => {
    expect(rule({ message: '请求 OpenAI 服务出错，请根据以下信息排查或重试' })).toBe(
      'message.cause_not_shown',
    );
    expect(rule({ message: '请求 Anthropic 服务出错，请根据以下信息排查或重试' })).toBe(
      'message.cause_not_shown',
    );
    expect(
      classify({
        message:
          '请求 OpenAI 服务出错，请根据以下信息排查或重试\n{"error":{"message":"Incorrect API key provided: sk-abc.","code":"invalid_api_key"},"status":401}',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("is Claude Code's compaction without a summary, unless its cause is shown (batch 662)", () => {
    expect(
      rule({
        message:
          'Error: Error during compaction: Error: Failed to generate conversation summary - response did not contain valid text',
      }),
    ).toBe('message.cause_not_shown');
    expect(
      classify({
        message:
          'Error during compaction: Error: Failed to generate conversation summary: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
      }).reason,
    ).toBe('overloaded');
  });
  it("is Gemini CLI's link to its IDE companion, in both versions' words (batch 664)", () => {
    expect(
      rule({
        message:
          '🔴 Disconnected: Failed to connect to IDE companion extension in IDE. Please ensure the extension is running. To install the extension, run /ide install.',
      }),
    ).toBe('message.cause_not_shown');
    expect(
      classify({
        message:
          '[ERROR] [IDEClient] Failed to connect to IDE companion extension for VS Code. Please ensure the extension is running and try refreshing your terminal.',
      }).reason,
    ).toBe('unknown');
    expect(
      classify({ message: 'Failed to connect to generativelanguage.googleapis.com: ETIMEDOUT' })
        .reason,
    ).toBe('timeout');
  });
});

// BerriAI/litellm#10291, HolmesGPT/holmesgpt#129: a KeyError filed under the connection class.
describe("LiteLLM's connection class around a quoted key only", () => {
  it('is no transport failure (batch 666)', () => {
    const result = classify({
      message: "litellm.APIConnectionError: 'name'",
      name: 'APIConnectionError',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('transport.wrapped_key_error');
  });
  it('reads a wrapper and the KeyError cause the same (held h516)', () => {
    expect(
      classify({
        message: "APIConnectionError: litellm.APIConnectionError: 'name'",
        name: 'APIConnectionError',
        cause: { name: 'KeyError', message: "'name'" },
      }).reason,
    ).toBe('unknown');
  });
  it('leaves the class around a real connection failure a timeout', () => {
    expect(
      classify({
        message: 'litellm.APIConnectionError: OllamaException - [Errno 111] Connection refused',
        name: 'APIConnectionError',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message: 'litellm.APIConnectionError: Connection error.',
        name: 'APIConnectionError',
      }).explain.at(-1)?.rule,
    ).not.toBe('transport.wrapped_key_error');
  });
});
