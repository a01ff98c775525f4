/**
 * Rule group UB, session 75: the misses of held-out batches 1911–1922 fixed by general rules, each
 * with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf as reason, ruleOf } from '../../../test/support/classified.js';

describe("Winsock's connect failure by its number alone (h1915-ollama-localwriter-winerror-10061)", () => {
  it('reads a refused or timed-out connect as the transport', () => {
    expect(classified({ message: 'WinError 10061' })).toEqual({
      reason: 'timeout',
      rule: 'transport.winsock_connect_code',
    });
    expect(classified({ message: '[WinError 10060]' })).toEqual({
      reason: 'timeout',
      rule: 'transport.winsock_connect_code',
    });
    expect(reason({ message: 'Request failed: [Errno 10061]' })).toBe('timeout');
  });
  it('leaves a status, another Winsock number and a plain number to their readings', () => {
    expect(reason({ status: 500, message: 'WinError 10061' })).toBe('server_error');
    expect(ruleOf({ message: 'WinError 10054' })).not.toBe('transport.winsock_connect_code');
    expect(ruleOf({ message: 'Processed 10061 items' })).not.toBe('transport.winsock_connect_code');
  });
});

describe("a client's 'could not be reached' (h1919-ollama-olc-provider-unreachable)", () => {
  it('reads the server or engine not reached as the transport', () => {
    expect(
      classified({
        code: 'OLC-PROVIDER-UNREACHABLE',
        message:
          'Ollama at http://localhost:11434 could not be reached while requesting a response with model "glm-5.3:cloud". Check that the provider is running and the configured base URL is correct.',
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.service_not_reached' });
    expect(
      reason({
        message:
          'The AnythingLLM LLM engine instance could not be reached or is not responding. You may need to reboot the app or check the logs for more information.',
      }),
    ).toBe('timeout');
    expect(
      reason({ message: "The LM Studio server couldn't be reached. Make sure it is running." }),
    ).toBe('timeout');
  });
  it('leaves a status, a licence server and a key verdict alone', () => {
    expect(
      reason({
        status: 429,
        message:
          'ConnectionError: API could not be reached after 31.684 seconds in total and attempting to connect 5 times.',
      }),
    ).toBe('rate_limit');
    expect(
      ruleOf({ message: 'The license server could not be reached. Check your activation.' }),
    ).not.toBe('transport.service_not_reached');
    expect(reason({ message: 'The API could not be reached: invalid API key' })).toBe(
      'auth_permanent',
    );
  });
});

describe('a runtime with no port of the model architecture (h1912-transformers.js-unsupported-openelm, h1911)', () => {
  it('reads the architecture named after a colon or in the enum as the model', () => {
    expect(classified({ message: 'Unsupported model type: openelm' })).toEqual({
      reason: 'model_not_found',
      rule: 'message.model_architecture_unsupported',
    });
    expect(
      reason({
        name: 'Error',
        message: 'Error loading model: Error: Unsupported model type: gemma3_text',
      }),
    ).toBe('model_not_found');
    expect(reason({ message: 'Failed to load model: unsupportedModelType("qwen2_5_vl")' })).toBe(
      'model_not_found',
    );
    expect(classified({ status: 400, message: 'Unsupported model type: qwen3_moe' })).toEqual({
      reason: 'model_not_found',
      rule: 'status.400.model_architecture_unsupported',
    });
  });
  it("reads Osaurus's internal_error body with the words, without a 5xx", () => {
    expect(
      reason({
        body: { error: { message: 'Unsupported model type: gpt_oss', type: 'internal_error' } },
      }),
    ).toBe('model_not_found');
  });
  it("leaves LocalAI's file path, a real 5xx and another unsupported type alone", () => {
    expect(
      reason({
        message:
          'Error: failed to load model with internal loader: could not load model: rpc error: code = Unknown desc = unsupported model type /build/models/tarnished-9b.i1-Q4_K_M.gguf (should end with .onnx)',
      }),
    ).toBe('server_error');
    expect(
      reason({
        status: 500,
        body: { error: { message: 'Unsupported model type: gpt_oss', type: 'internal_error' } },
      }),
    ).toBe('server_error');
    expect(ruleOf({ message: 'Unsupported file type: pdf' })).not.toBe(
      'message.model_architecture_unsupported',
    );
  });
});

describe('a LoRA adapter the engine has not loaded (h1922-sglang-lora-adapters-not-loaded)', () => {
  it('reads the adapter as the model, under a 400 and without a status', () => {
    expect(
      classified({
        status: 400,
        message:
          "The following requested LoRA adapters are not loaded: {'pbevan11/llama-3.1-8b-ocr-correction'} Loaded adapters: {'philschmid/code-llama-3-1-8b-text-to-sql-lora': 'philschmid/code-llama-3-1-8b-text-to-sql-lora'}",
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.400.lora_adapter_not_loaded' });
    expect(classified({ message: 'LoRA adapter "sql-lora" is not loaded' })).toEqual({
      reason: 'model_not_found',
      rule: 'message.lora_adapter_not_loaded',
    });
  });
  it('leaves other things not loaded to their readings', () => {
    expect(reason({ status: 400, message: 'Model weights are not loaded' })).toBe('format_error');
    expect(ruleOf({ message: 'Tokenizer is not loaded' })).not.toBe(
      'message.lora_adapter_not_loaded',
    );
  });
});

describe("Apple's on-device model with Apple Intelligence off (h1911-apfel-ai-not-enabled-or-not-ready, h1911-diffsense)", () => {
  it('reads it as the model, whatever "not ready" or "try again later" adds', () => {
    expect(
      classified({
        message:
          'error: Apple Intelligence is not enabled or model is not ready. Run: apfel --model-info',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.apple_intelligence_unavailable' });
    expect(
      reason({
        message: 'Error: Apple Intelligence is not currently available. Please try again later.',
      }),
    ).toBe('model_not_found');
    expect(reason({ message: 'appleIntelligenceNotEnabled' })).toBe('model_not_found');
  });
  it("leaves a server's model still loading and a bare unavailable model to their readings", () => {
    expect(reason({ message: 'Model is not ready, it is still building or deploying' })).toBe(
      'overloaded',
    );
    expect(
      ruleOf({ message: 'The model is not currently available. Please try again later.' }),
    ).not.toBe('message.apple_intelligence_unavailable');
    expect(ruleOf({ message: 'Apple Intelligence is enabled.' })).not.toBe(
      'message.apple_intelligence_unavailable',
    );
  });
});
