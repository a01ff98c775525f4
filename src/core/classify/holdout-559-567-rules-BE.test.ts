/**
 * Rules written for the misses of held-out batches 559–567 (session 45, group BE), after the batches
 * had been scored without them: each rule's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// rashadphz/farfalle#93: LiteLLM refused model "OpenAI/gpt-4o-mini" before any call (batch 559).
describe("LiteLLM's 'LLM Provider NOT provided' under an app's 5xx", () => {
  const words =
    "LLM Provider NOT provided. Pass in the LLM provider you are trying to call. You passed model=OpenAI/gpt-4o-mini Pass model as E.g. For 'Huggingface' inference endpoints pass in completion(model='huggingface/starcoder',..) Learn more: https://docs.litellm.ai/docs/providers";
  it('is the model string, not a server fault (batch 559)', () => {
    const result = classify({ status: 500, message: `500: ${words}` });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.500.model_missing');
  });
  it('reads the same words under a 502 (plausible)', () => {
    const result = classify({ status: 502, body: { detail: words } });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.502.model_missing');
  });
  it('leaves a 500 asking for a retry alone (invented)', () => {
    const result = classify({
      status: 500,
      message: '500: LLM Provider NOT provided by the router cache; please try again later',
    });
    expect(result.reason).toBe('server_error');
  });
  it('leaves another LiteLLM 500 alone (invented)', () => {
    const result = classify({
      status: 500,
      message:
        "500: litellm.APIConnectionError: UnboundLocalError: local variable 'response' referenced",
    });
    expect(result.reason).not.toBe('model_not_found');
  });
});

// Microsoft Q&A 5889342: the Foundry playground glued axios's code to Azure's refusal (batch 563).
describe("Azure's 'Principal does not have access to API/Operation' glued to a code", () => {
  it('is auth (batch 563)', () => {
    const result = classify({
      message: 'ERR_BAD_REQUESTPrincipal does not have access to API/Operation.',
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('message.auth');
  });
  it('reads a service principal glued the same way (plausible)', () => {
    const result = classify({
      message: 'PermissionDenied:ServicePrincipal does not have access to API/Operation.',
    });
    expect(result.reason).toBe('auth');
  });
  it('leaves the same words under a 401 to the 401 rule (held rendering)', () => {
    const result = classify({
      status: 401,
      message: 'Error code: 401 - Principal does not have access to API/Operation.',
    });
    expect(result.reason).toBe('auth');
  });
  it('leaves a bare axios ERR_BAD_REQUEST alone (invented)', () => {
    const result = classify({ message: 'ERR_BAD_REQUEST Request failed with status code 400' });
    expect(result.reason).not.toBe('auth');
  });
});

// danny-avila/LibreChat#8939: "Operation aborted" prefixed to a parameter refusal (batch 564).
describe('abort words that only prefix a request refusal', () => {
  it('is the refusal, not a cancel (batch 564)', () => {
    const result = classify({
      message:
        'error: [api/server/controllers/agents/client.js #sendCompletion] Operation aborted topP is not supported when thinking is enabled',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads "temperature may only be set to 1" after the prefix the same (plausible)', () => {
    const result = classify({
      message:
        '[#sendCompletion] Operation aborted `temperature` may only be set to 1 when thinking is enabled.',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a bare "Operation aborted" a cancel (held wording)', () => {
    const result = classify({ message: 'API Error: Operation aborted' });
    expect(result.reason).toBe('aborted');
    expect(result.explain.at(-1)?.rule).toBe('signature.abort');
  });
  it('leaves a cancel whose body says something else a cancel (invented)', () => {
    const result = classify({
      message: 'Request was aborted.',
      body: {
        error: { message: 'Unsupported parameter: max_tokens is not supported with this model.' },
      },
    });
    expect(result.reason).toBe('aborted');
  });
});

// confident-ai/deepeval#2184: G-Eval asked o4-mini for logprobs (batch 564).
describe("OpenAI's 'You are not allowed to request <parameter> from this model'", () => {
  it('is the request’s parameter under a 403 (batch 564)', () => {
    const result = classify({
      status: 403,
      body: {
        error: {
          message: 'You are not allowed to request logprobs from this model',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.403.parameter_not_allowed');
  });
  it('reads the message alone the same (plausible)', () => {
    const result = classify({
      message: 'You are not allowed to request top_logprobs from this model',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.parameter_not_allowed');
  });
  it('leaves "generate embeddings from this model" the model’s (held h473 wording)', () => {
    const result = classify({
      status: 403,
      message: 'You are not allowed to generate embeddings from this model',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a request for access the model’s (invented)', () => {
    const result = classify({
      status: 403,
      message: 'You are not allowed to request access to this model',
    });
    expect(result.reason).not.toBe('format_error');
  });
});

// datalab-to/marker#984: Ollama refused a format schema with a dangling $ref (batch 566).
describe('an invalid JSON schema in the request under a 500', () => {
  it('is the request’s schema (batch 566)', () => {
    const result = classify({
      status: 500,
      body: { error: 'invalid JSON schema in format' },
      message: '<Response [500]> b\'{"error":"invalid JSON schema in format"}\'',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.schema_invalid');
  });
  it("reads OpenAI's 'Invalid schema for function' relayed under a 500 (plausible)", () => {
    const result = classify({
      status: 500,
      message:
        "500: Error code: 400 - Invalid schema for function 'search': In context=(), 'required' is required to be supplied",
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a 500 about the output failing its schema alone (invented)', () => {
    const result = classify({
      status: 500,
      message: 'invalid JSON schema for the response produced by the model',
    });
    expect(result.reason).toBe('server_error');
  });
  it('leaves a 500 that invites a retry alone (invented)', () => {
    const result = classify({
      status: 500,
      message: 'invalid JSON schema cache state, please try again later',
    });
    expect(result.reason).toBe('server_error');
  });
});

// egoist/chatwise-releases#141 and Usagi-org/ai-goofish-monitor#253 (SiliconFlow's 20024), and
// truefoundry/models#913 (DeepInfra through a gateway's 405), all batch 566.
describe('JSON mode said unsupported for the model', () => {
  it("is the model's lack, SiliconFlow's code 20024 (batch 566)", () => {
    const result = classify({
      body: { code: 20024, message: 'Json mode is not supported for this model.', data: null },
      message: '{"code":20024,"message":"Json mode is not supported for this model.","data":null}',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.json_mode_not_for_model');
  });
  it("reads DeepInfra's json_object wording under a 405 (batch 566)", () => {
    const result = classify({
      status: 405,
      body: {
        error: {
          message:
            'deepinfra error: json_object response format is not supported for model: stepfun-ai/Step-3.5-Flash',
          type: 'APIError',
          code: '405',
        },
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.405.model_text');
  });
  it('reads the SiliconFlow words under a 400 (plausible)', () => {
    const result = classify({ status: 400, message: 'Json mode is not supported for this model.' });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.json_mode_not_for_model');
  });
  it("leaves OpenAI's 'response_format' of type 'json_object' with this model the request's (held h272 wording)", () => {
    const result = classify({
      status: 400,
      message:
        "Error code: 400 - {'error': {'message': \"Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.\", 'type': 'invalid_request_error', 'param': 'response_format', 'code': None}}",
    });
    expect(result.reason).toBe('format_error');
  });
  it("leaves DashScope's JSON mode clash with thinking the request's (held h60 wording)", () => {
    const result = classify({
      status: 400,
      message:
        '<400> InternalError.Algo.InvalidParameter: Json mode response is not supported when enable_thinking is true',
    });
    expect(result.reason).toBe('format_error');
  });
});

// Wei-Shaw/sub2api#4170: xAI's proxy refused a large base64 payload with a 400 (batch 567).
describe("a Rust server's request-body length limit under a 400", () => {
  it('is the body’s size (batch 567)', () => {
    const result = classify({
      status: 400,
      body: { error: 'Failed to read request body: length limit exceeded' },
      message: '{"error":"Failed to read request body: length limit exceeded"}',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('status.400.payload_too_large');
  });
  it("reads axum's 'Failed to buffer the request body' without a status (held wording)", () => {
    const result = classify({
      message: 'Failed to buffer the request body: length limit exceeded',
    });
    expect(result.reason).toBe('payload_too_large');
  });
  it('leaves a header length limit under a 400 alone (invented)', () => {
    const result = classify({ status: 400, message: 'header value: length limit exceeded' });
    expect(result.reason).toBe('format_error');
  });
});

// mistralai/platform-docs-public#149: Pixtral refused a JPEG URL as an invalid format (batch 567).
describe('an image in the request refused for its format under a 500', () => {
  it('is the request’s image (batch 567)', () => {
    const result = classify({
      status: 500,
      message:
        'Error: 500: invalid_request_error - Image https://static.simonwillison.n has an invalid format.Allowed formats are JPEG,PNG,WEBP,GIF.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.image_format_refused');
  });
  it("reads 'unsupported image format' under a 500 the same (plausible)", () => {
    const result = classify({
      status: 500,
      body: { error: { message: 'Invalid request: unsupported image format: text/plain' } },
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves an image the server failed to generate alone (invented)', () => {
    const result = classify({ status: 500, message: 'Image generation failed: internal error' });
    expect(result.reason).toBe('server_error');
  });
  it('leaves the same words under a 502 to the gateway (invented)', () => {
    const result = classify({
      status: 502,
      message:
        'Bad gateway: Image https://x.test/a.jpg has an invalid format.Allowed formats are JPEG,PNG.',
    });
    expect(result.reason).toBe('server_error');
  });
});
