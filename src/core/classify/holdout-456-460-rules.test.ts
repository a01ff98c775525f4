/**
 * Rules written for misses of held-out batches 456–460 (group AO), after the batches had been scored
 * without them (on 725c0d6): each rule's real wordings (from the batch lines named), then the
 * neighbours it must read the same way and those it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// OpenAI's retired Realtime beta (batch 456, asterisk_to_openai_rt_community); held h361's URL form.
describe('an API or endpoint said to be no longer supported, with a path or URL to use instead', () => {
  checkReasons([
    [
      "OpenAI's 'The Realtime Beta API is no longer supported. Please use /v1/realtime' (batch 456)",
      {
        message:
          '[ERROR] OpenAI error for 1779354710.120956: The Realtime Beta API is no longer supported. Please use /v1/realtime for the GA API.',
      },
      'format_error',
    ],
    [
      "an endpoint's 'is no longer available. Use https://…' (invented)",
      {
        message:
          'The legacy completions endpoint is no longer available. Use https://api.example.com/v2/chat instead.',
      },
      'format_error',
    ],
    [
      "held h361's host URL form still reads the same",
      {
        message:
          "'error': 'https://api-inference.huggingface.co/ is no longer supported. Please use https://router.huggingface.co/ instead.'",
      },
      'format_error',
    ],
    [
      'a model no longer supported with a model to switch to stays the model (invented)',
      {
        message:
          'The model gpt-4-0314 is no longer supported. Please switch to gpt-4o for the same API.',
      },
      'model_not_found',
    ],
    [
      'an API no longer supported with no path or URL to use is not this rule (invented)',
      { message: 'This API is no longer supported for your account.' },
      'unknown',
    ],
  ]);
});

// ElevenLabs' multi-context TTS WebSocket (batch 456, pipecat); held "Too many concurrent requests".
describe('a cap on simultaneous contexts or streams exceeded is the caller’s concurrency', () => {
  checkReasons([
    [
      "ElevenLabs' 'received 1008 (policy violation) Maximum simultaneous contexts per WebSocket connection exceeded (5)' (batch 456)",
      {
        message:
          'received 1008 (policy violation) Maximum simultaneous contexts per WebSocket connection exceeded (5). Please close an existing context before opening a new one.',
        code: 1008,
      },
      'rate_limit',
    ],
    [
      "'maximum number of simultaneous streams for this key exceeded' (invented)",
      { message: 'Error: maximum number of simultaneous streams for this key exceeded' },
      'rate_limit',
    ],
    [
      'a 1008 close with another reason stays the refusal (invented)',
      {
        message:
          'received 1008 (policy violation) Unsupported voice settings for this model; then sent 1008 (policy violation)',
      },
      'format_error',
    ],
    [
      'simultaneous words with no cap exceeded are not this rule (invented)',
      { message: 'Maximum simultaneous contexts: 5. Context ctx_2 opened.' },
      'unknown',
    ],
  ]);
});

// Hugging Face router's 401 (batch 457, HF Forums): left unread on purpose. The Hub answers
// "Invalid username or password." for a repository it will not show (held h140, model_not_found;
// review r26 keeps it refreshable auth under a 401), and the forum's token still listed /v1/models.
describe('an invalid username or password under a 401 stays refreshable auth', () => {
  checkReasons([
    [
      "the HF router's 401 '{“error”:“Invalid username or password.”}' (batch 457)",
      { status: 401, message: '{“error”:“Invalid username or password.”} (401)' },
      'auth',
    ],
  ]);
});

// Hugging Face Spaces and ZeroGPU states (batch 457: ShowUI, gradio_tools, local-prompt-mixing,
// UniPixel, HF Forums).
describe('Hugging Face Space and ZeroGPU states', () => {
  checkReasons([
    [
      "gradio_client's 'The current space is in the invalid state: RUNTIME_ERROR. Please contact the owner to fix this.' (batch 457)",
      {
        message:
          'ValueError: The current space is in the invalid state: RUNTIME_ERROR. Please contact the owner to fix this.',
        name: 'ValueError',
      },
      'server_error',
    ],
    [
      "the same for a Space that failed to build, 'BUILD_ERROR' (invented)",
      {
        message:
          'ValueError: The current space is in the invalid state: BUILD_ERROR. Please contact the owner to fix this.',
      },
      'server_error',
    ],
    [
      "a Space's 'Scheduling failure: not enough hardware capacity' (batch 457)",
      { message: 'Runtime error\nScheduling failure: not enough hardware capacity' },
      'overloaded',
    ],
    [
      "'not enough GPU capacity in this region' (invented)",
      { message: 'Deployment failed: not enough GPU capacity in this region, try again later' },
      'overloaded',
    ],
    [
      "ZeroGPU's 'ZeroGPU worker error' (batch 457)",
      { message: 'ZeroGPU worker error' },
      'server_error',
    ],
    [
      "ZeroGPU's 'No GPU was available for you' (batch 457)",
      { message: 'No GPU was available for you' },
      'overloaded',
    ],
    [
      "ZeroGPU's 'You have exceeded your Pro GPU quota' (batch 457)",
      { message: 'You have exceeded your Pro GPU quota' },
      'rate_limit',
    ],
    [
      "held h306's 'exceeded your GPU quota (… left vs. 60s requested) … retry in 0:09:48' still reads the same",
      {
        message:
          'You have exceeded your GPU quota (46s left vs. 60s requested). Sign-up on Hugging Face to get more quotas or retry in 0:09:48.',
      },
      'rate_limit',
    ],
    [
      "'enough capacity' said to be there is not this rule (invented)",
      { message: 'Scheduling succeeded: enough hardware capacity on node a10g-1' },
      'unknown',
    ],
  ]);
});

// llm-vscode's reqwest error (batch 457).
describe('a request URL that cannot be built from the configuration', () => {
  checkReasons([
    [
      "reqwest's 'builder error: relative URL without a base' (batch 457)",
      { message: 'http error: builder error: relative URL without a base' },
      'format_error',
    ],
    [
      "the url crate's ParseError text alone (invented)",
      { message: 'Error: RelativeUrlWithoutBase: relative URL without a base' },
      'format_error',
    ],
    [
      'a transport failure that quotes it still reaches the transport steps (invented)',
      {
        message:
          'error sending request: connection refused (os error 111); earlier: relative URL without a base',
      },
      // the transport step's reading of a failed send, as without the URL words
      'timeout',
    ],
  ]);
});

// gpt4free's printed Gemini candidate (batch 458); HELM's "Content has no parts" (batch 459).
describe('a Gemini answer blocked by its safety filter', () => {
  checkReasons([
    [
      'a lone candidate with finishReason SAFETY and its safetyRatings (gpt4free, batch 458)',
      {
        body: {
          finishReason: 'SAFETY',
          index: 0,
          safetyRatings: [
            { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'NEGLIGIBLE' },
            { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'MEDIUM' },
          ],
        },
      },
      'content_policy',
    ],
    [
      "HELM's 'ExecutorError: Content has no parts. Request: Request(…)' (batch 459)",
      {
        message:
          "helm.benchmark.executor.ExecutorError: Content has no parts. Request: Request(model_deployment='google/gemini-pro', model='google/gemini-pro', embedding=False, prompt='Here are some input-output examples. Read the examples carefully to figure out the mapping.",
        name: 'ExecutorError',
      },
      'content_policy',
    ],
    [
      "held h138's bare 'ValueError: Content has no parts.'",
      { message: 'ValueError: Content has no parts.', name: 'ValueError' },
      'content_policy',
    ],
    [
      'a finishReason STOP on a lone candidate is no block (invented)',
      { body: { finishReason: 'STOP', index: 0, safetyRatings: [] } },
      'unknown',
    ],
    [
      "a body's finishReason SAFETY with no safetyRatings is not read as a candidate (invented)",
      { body: { finishReason: 'SAFETY', note: 'summary of last run' } },
      'unknown',
    ],
  ]);
});

// lighteval's judge on HF serverless (batch 459); held h81 without a status.
describe('a model behind a paid plan under a 400', () => {
  checkReasons([
    [
      "HF's 'Model requires a Pro subscription' in openai's BadRequestError, status 400 (batch 459)",
      {
        status: 400,
        message:
          "(<class 'openai.BadRequestError'>, BadRequestError(\"Error code: 400 - {'error': 'Model requires a Pro subscription; check out hf.co/pricing to learn more. Make sure to include your HF token in your query.'}\"))",
        name: 'BadRequestError',
      },
      'model_not_found',
    ],
    [
      'held h81 without a status still reads the same',
      {
        body: {
          error:
            'Model requires a Pro subscription; check out hf.co/pricing to learn more. Make sure to include your HF token in your query.',
        },
      },
      'model_not_found',
    ],
    [
      "a 400 whose plan words name no model stays the request's (invented)",
      { status: 400, message: 'Invalid plan id: pro_2024 is not a valid subscription plan' },
      'format_error',
    ],
  ]);
});

// Alibaba Model Studio's document-mining error codes (batch 460).
describe('document-mining limits under a 400', () => {
  checkReasons([
    [
      "'prompt word count exceeds limit', InvalidParameter (batch 460)",
      { status: 400, message: 'prompt word count exceeds limit', code: 'InvalidParameter' },
      'context_overflow',
    ],
    [
      "'prompt token count exceeds the limit' without a status (invented)",
      { message: 'prompt token count exceeds the limit' },
      'context_overflow',
    ],
    [
      "'file size exceeds limit', InvalidParameter.File (batch 460)",
      { status: 400, message: 'file size exceeds limit', code: 'InvalidParameter.File' },
      'payload_too_large',
    ],
    [
      "an image's file size stays the image's (invented)",
      { status: 400, message: 'image file size exceeds limit (max 20MB)' },
      'image_too_large',
    ],
    [
      'a prompt count that is not over a limit is not this rule (invented)',
      { status: 400, message: 'prompt word count must be a positive integer' },
      'format_error',
    ],
  ]);
});

describe('the new gate reads every alternative of the plan pattern', () => {
  it('every wording of MODEL_BEHIND_A_PLAN carries "plan" or "subscription"', () => {
    for (const text of [
      'this model requires a paid plan',
      'your current subscription plan does not yet include access to glm-5',
      'your current subscription does not have access to kimi-for-coding-highspeed',
      'the current model does not support coding plan',
      'gpt-4o is not available on your plan',
    ]) {
      expect(classify({ status: 400, message: text }).reason).toBe('model_not_found');
    }
  });
});
