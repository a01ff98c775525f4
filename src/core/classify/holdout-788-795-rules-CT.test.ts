/**
 * Rules written for the misses of held-out batches 788–795 (session 52, group CT), after the
 * batches had been scored without them, and for leftovers of batch 785: gRPC's message-size cap,
 * a model "unavailable" with no passing state, a request the client could not serialize, the AI
 * SDK's model-specification mismatch, LangChain's missing structured output, an empty embedding and
 * every provider over its shared rate limit. Each real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function ruleOf(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// googleapis/python-texttospeech#5, eheikes/tts#40: synthesized audio over gRPC's 4 MiB cap.
describe("gRPC's cap on a message's bytes under RESOURCE_EXHAUSTED", () => {
  it("is the message's size under the 429 Google maps it to (batch 793)", () => {
    const result = classify({
      status: 429,
      message:
        'grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n\tdetails = "Received message larger than max (7020499 vs. 4194304)"',
      name: '_Rendezvous',
      code: 'RESOURCE_EXHAUSTED',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('status.grpc_message_size_limit');
  });
  it("reads Node's rendering without a status the same (batch 793)", () => {
    const descriptor = {
      message: 'RESOURCE_EXHAUSTED: Received message larger than max (4380929 vs. 4194304)',
      code: 'RESOURCE_EXHAUSTED',
    };
    expect(classify(descriptor).reason).toBe('payload_too_large');
    expect(ruleOf({ message: descriptor.message })).toBe('message.grpc_message_size_limit');
  });
  it("reads grpc-go's and grpc-java's wordings the same (invented from their sources)", () => {
    for (const message of [
      'rpc error: code = ResourceExhausted desc = grpc: received message after decompression larger than max (8388608 vs. 4194304)',
      'io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 7020499',
    ]) {
      expect(classify({ message }).reason).toBe('payload_too_large');
    }
  });
  it("leaves the received metadata cap the call's (held h299)", () => {
    const result = classify({
      message:
        'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.RESOURCE_EXHAUSTED details = "received trailing metadata size exceeds limit"',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.grpc_metadata_size_limit');
  });
  it('leaves a quota under the same status a rate limit (held h109)', () => {
    expect(
      classify({
        message:
          'status = StatusCode.RESOURCE_EXHAUSTED details = "Quota exceeded for aiplatform.googleapis.com/generate_content_requests_per_minute_per_project_per_base_model"',
      }).reason,
    ).toBe('rate_limit');
  });
});

// anomalyco/opencode#44963: OpenCode's Console gateway relaying the upstream's verdict.
describe('a model said to be unavailable with no passing state', () => {
  it("is the model's, after a gateway's 'Upstream request failed:' (batch 795)", () => {
    const result = classify({
      message: 'Error from provider (Console): Upstream request failed: Model is unavailable.',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it('reads the bare headline the same (held h82, h734)', () => {
    expect(classify({ message: 'Model unavailable' }).reason).toBe('model_not_found');
    expect(classify({ message: 'Language model unavailable' }).reason).toBe('model_not_found');
  });
  it('leaves a bare upstream failure a server fault (held h755)', () => {
    expect(classify({ message: 'Upstream request failed' }).reason).toBe('server_error');
  });
  it("leaves an endpoint unavailable capacity (held h755's Zen line)", () => {
    expect(classify({ message: 'Upstream request failed: Endpoint is unavailable.' }).reason).toBe(
      'overloaded',
    );
  });
  it('leaves a model unavailable for now, or under a 5xx, alone (held h588, review wordings)', () => {
    expect(
      classify({
        message:
          'The selected model is currently unavailable. Please try again or select another model.',
      }).reason,
    ).toBe('overloaded');
    expect(classify({ message: 'Model is unavailable. Please try again later.' }).reason).not.toBe(
      'model_not_found',
    );
    expect(classify({ status: 500, message: 'Model unavailable', code: '64000' }).reason).toBe(
      'server_error',
    );
  });
});

// cursor/cursor#3634, #3660: Cursor's protobuf serialization of a long agent session.
describe('a request the client could not serialize into its RPC message', () => {
  it("is the request's under the 'Connection failed' headline (batch 785)", () => {
    const result = classify({
      message:
        'Connection failed. If the problem persists, please check your internet connection or VPN\nSerialization error in aiserver.v1.StreamUnifiedChatRequestWithTools [internal]\n(Request ID: 67d1bf23-380c-4cad-abd9-9e748049c888)',
      code: 'internal',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads the quoted detail alone the same (batch 795)', () => {
    expect(
      ruleOf({ message: 'Serialization error in aiserver.v1.StreamUnifiedChatRequestWithTools' }),
    ).toBe('message.validation');
  });
  it("leaves Cursor's bare connection failure a transport failure (invented)", () => {
    expect(
      classify({
        message:
          'Connection failed. If the problem persists, please check your internet connection or VPN',
      }).reason,
    ).toBe('timeout');
  });
});

// browserbase/stagehand#1460: a provider package of AI SDK 6 under AI SDK 5.
describe("the AI SDK's model-specification version mismatch", () => {
  it("is the client's setup, not the model (batch 789)", () => {
    const result = classify({
      message:
        'UnsupportedModelVersionError [AI_UnsupportedModelVersionError]: Unsupported model version v3 for provider "google.generative-ai" and model "gemini-1.5-pro-latest". AI SDK 5 only supports models that implement specification version "v2".',
      name: 'AI_UnsupportedModelVersionError',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.sdk_model_spec_mismatch');
  });
  it("reads AI SDK 4's wording the same (invented from the SDK's source)", () => {
    expect(
      classify({
        message:
          'Unsupported model version. AI SDK 4 only supports models that implement specification version "v1". Please upgrade to AI SDK 5 or higher.',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves an unsupported model name the model (held wordings)', () => {
    expect(classify({ message: 'Unsupported model: gpt-5-turbo' }).reason).toBe('model_not_found');
  });
});

// browser-use/browser-use#2109: LangChain's NotImplementedError on AzureChatOpenAI.
describe('structured output not implemented for the model', () => {
  it("is the model's lack (batch 789)", () => {
    const result = classify({
      message: 'LLM API call failedwith_structured_output is not implemented for this model',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it("reads LangChain's own exception the same (invented from langchain-core)", () => {
    expect(
      classify({
        message: 'NotImplementedError: with_structured_output is not implemented for this model.',
        name: 'NotImplementedError',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a method not implemented with no model alone (invented)', () => {
    expect(
      classify({ message: 'NotImplementedError: streaming is not implemented' }).reason,
    ).not.toBe('model_not_found');
  });
});

// Mintplex-Labs/anything-llm#3243: an Ollama embedder's empty vector.
describe('an empty embedding', () => {
  it('states no cause and does not vote (batch 792)', () => {
    const result = classify({
      message:
        'addDocumentToNamespace Ollama Failed to embed: Ollama returned an empty embedding for chunk!',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.cause_not_shown');
  });
  it('reads the plural the same (invented)', () => {
    expect(ruleOf({ message: 'The embedding model returned empty embeddings' })).toBe(
      'message.cause_not_shown',
    );
  });
  it("leaves a server's empty response a server fault (held wordings)", () => {
    expect(classify({ message: 'The API returned an empty response' }).reason).toBe('server_error');
  });
});

// Windsurf's trial pool: every provider behind the gateway over its shared limit.
describe('every provider over its shared rate limit', () => {
  it("is the upstream's limit (batch 785)", () => {
    const result = classify({
      message: 'all API providers are over their global rate limit for trial users',
    });
    expect(result.reason).toBe('upstream_rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.aggregator_upstream');
  });
  it('reads a shorter rendering the same (invented)', () => {
    expect(
      classify({ message: 'All providers are currently over their rate limits.' }).reason,
    ).toBe('upstream_rate_limit');
  });
  it("leaves the caller's own rate limit the caller's (invented)", () => {
    expect(classify({ message: 'You are over your rate limit' }).reason).toBe('rate_limit');
  });
});
