/**
 * Rules written in session 37 (group W) for request- and model-side misses of held-out batches 353,
 * 357, 358 and 360, most of them multimodal inputs: each real wording, then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Bedrock answers cache points on a model without prompt caching with one sentence naming both causes
// (positron#12142, batch 357, with a comma; opencode#782, held h221, and avante.nvim#1502, held h47,
// without): the cache points are the request's to drop.
describe('prompt caching the request may not use is the request', () => {
  checkReasons([
    [
      'with the comma, no status (batch 357)',
      {
        message:
          '[warning] [Amazon Bedrock] [Claude Sonnet 3] RECV error: undefined: You invoked an unsupported model, or your request did not allow prompt caching. See the documentation for more information.',
      },
      'format_error',
    ],
    [
      'without the comma, no status (held h221)',
      {
        message: 'You invoked an unsupported model or your request did not allow prompt caching.',
      },
      'format_error',
    ],
    [
      'under its 400 (held h47)',
      {
        status: 400,
        body: {
          message:
            'You invoked an unsupported model or your request did not allow prompt caching. See the documentation for more information.',
        },
      },
      'format_error',
    ],
    [
      'prompt caching refused in other words (invented)',
      { status: 400, message: 'Prompt caching is not supported for this model.' },
      'format_error',
    ],
    [
      'an unsupported model alone stays the model (invented)',
      { message: 'You invoked an unsupported model.' },
      'model_not_found',
    ],
    [
      'an invalid model identifier stays the model (invented)',
      { status: 400, message: 'The provided model identifier is invalid.' },
      'model_not_found',
    ],
  ]);
});

// llama-server started without --mmproj answers an image request with a 500 typed server_error
// (llama.cpp#13566, batch 358; with the mmproj hint, llama.cpp#15377, held h140): the loaded model
// cannot take images, another can.
describe("a local server's 500 for an image input it does not take is the model's", () => {
  checkReasons([
    [
      'by this server (batch 358)',
      {
        status: 500,
        body: {
          code: 500,
          message: 'image input is not supported by this server',
          type: 'server_error',
        },
        message:
          'got exception: {"code":500,"message":"image input is not supported by this server","type":"server_error"}',
      },
      'model_not_found',
    ],
    [
      'with the mmproj hint (held h140)',
      {
        status: 500,
        body: {
          code: 500,
          message:
            'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj',
          type: 'server_error',
        },
      },
      'model_not_found',
    ],
    [
      'an image input refused for a mode stays the server (invented)',
      { status: 500, message: 'image input is not supported in streaming mode' },
      'server_error',
    ],
    [
      'an image input that failed to decode stays the server (invented)',
      { status: 500, message: 'image input failed to decode' },
      'server_error',
    ],
  ]);
});

// LM Studio's refusal of an image for a model that cannot take it (sd-webui-decadetw-auto-prompt-llm#16,
// batch 358; lmstudio-bug-tracker#908, held h120) and its missing vision adapter (lmstudio-ai/lms#53,
// batch 358): another model serves.
describe('a model that takes no images is the model', () => {
  checkReasons([
    [
      'the SDK log line, no status (batch 358)',
      {
        message:
          '[ERROR] Model does not support images. Please use a model that does.. Error Data: n/a, Additional Data: n/a ]',
      },
      'model_not_found',
    ],
    [
      'the REST body (held h120)',
      { body: { error: 'Model does not support images. Please use a model that does.' } },
      'model_not_found',
    ],
    [
      'the vision adapter not loaded, a 400 (batch 358)',
      {
        status: 400,
        message:
          "LLM completion error: Error code: 400 - {'error': '<LM Studio error> Vision model is not loaded. Cannot process images. Suggestion: Make sure to load both the primary and the Vision Adapter models. See more info in https://huggingface.co/collections/lmstudio-ai/vision-models-gguf-6577e1ce821f439498ced0c1. Error Data: n/a, Additional Data: n/a'}",
      },
      'model_not_found',
    ],
    [
      'images refused in tool results stay the request (invented)',
      { status: 400, message: 'This model does not support images in tool results' },
      'format_error',
    ],
    [
      'tool results that must be text stay the repair (invented)',
      { status: 400, message: 'tool_result content only supports text' },
      'format_error',
    ],
    [
      'a vision model still loading is no missing model (invented)',
      { status: 400, message: 'Vision model is loading, please wait.' },
      'format_error',
    ],
    [
      'a model loading is capacity (invented)',
      { message: 'Model llava-1.6 is currently loading' },
      'overloaded',
    ],
  ]);
});

// Azure OpenAI's words for an image it cannot decode (betalgo/openai#491, batch 358; azurechat#481,
// held h192) or fetch (lobehub#3951, batch 358): the image must be fixed or inlined.
describe('an image the provider cannot decode or fetch is the request', () => {
  checkReasons([
    [
      'invalid base64 data, no status (batch 358)',
      { message: 'Invalid image (base64) data.' },
      'format_error',
    ],
    [
      'the same under its 400 (held h192)',
      { status: 400, message: '400 Invalid image (base64) data.' },
      'format_error',
    ],
    [
      'an image URL Azure cannot reach, in a redacted body that is no JSON (batch 358)',
      {
        message:
          '{ "error": { "code": "BadRequest", "type": null, "param": null, "message": "The provided image url is not accessible." }, "endpoint": "https://xxxx, "provider": "azure" }',
      },
      'format_error',
    ],
    [
      'an image over its size stays too large (held h91)',
      {
        message:
          "Error code: 400 - {'error': {'message': 'Failed to download image from IMG_9660.gif. Image size exceeds the limit.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_image'}}",
      },
      'image_too_large',
    ],
    [
      "a resource a token's scope cannot reach stays the key (held h360)",
      {
        body: {
          error: {
            code: 'unauthorized',
            message: 'Resource not accessible by integration',
            details: 'Resource not accessible by integration',
          },
        },
        message: 'Error: unauthorized',
      },
      'auth_permanent',
    ],
    [
      'a model not accessible on an endpoint stays the model (held, llm-github-copilot#32)',
      {
        status: 400,
        body: {
          error: {
            message: 'model "gpt-5.4" is not accessible via the /chat/completions endpoint',
            code: 'unsupported_api_for_model',
          },
        },
      },
      'model_not_found',
    ],
  ]);
});

// ModelScope's API-Inference caps an input image in pixels (Open-AutoGLM#381, batch 358): a phone
// screenshot over 2048x2048 is shrunk and sent again.
describe('an input over a limit in pixels is an image too large', () => {
  checkReasons([
    [
      "ModelScope's 400 (batch 358)",
      {
        status: 400,
        message:
          "Error code: 400 - {'errors': {'message': 'input size exceed limit 2048x2048,current input:(1080,2376)', 'request_id': '576dcaf1-9f02-456c-a506-1cb0510c35f9'}}",
      },
      'image_too_large',
    ],
    [
      'the same without the status (invented)',
      { message: 'input size exceeds the maximum 4096x4096' },
      'image_too_large',
    ],
    [
      'a generation over a size that costs kudos stays billing (held h332)',
      {
        message:
          'Error: Stable Horde API error: For requests over 1024x1024 or over 100 steps, the client needs to already have the required kudos. This request requires 25.98 kudos to fulfil.',
      },
      'billing',
    ],
    [
      'a size value not supported stays the request (held h129)',
      {
        message:
          "Error: Invalid value: '1254x836'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.",
      },
      'format_error',
    ],
    [
      'an input size in tokens is no image (invented)',
      { status: 400, message: 'input size exceeds limit 8192 tokens' },
      'format_error',
    ],
  ]);
});

// Anthropic refuses a model to a Claude Code too old for it (sub2api#6490 and claude-code#91345,
// batch 353), as OpenAI does to an old Codex (codex-plugin-cc#468, held h204): other models serve.
describe('a client too old for the model is the model', () => {
  checkReasons([
    [
      'the body relayed by sub2api (batch 353)',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              "Claude Code 2.1.220 does not support this model; version 2.1.251 or newer is required. Run 'claude update', or update the Claude desktop app, then try again.",
            details: { error_code: 'claude_code_version_too_old' },
          },
        },
      },
      'model_not_found',
    ],
    [
      "Claude Code's printed form (batch 353)",
      {
        status: 400,
        message:
          "API Error: 400 Claude Code 2.1.236 does not support this model; version 2.1.251 or newer is required. Run 'claude update', or update the Claude desktop app, then try again.",
      },
      'model_not_found',
    ],
    [
      "Codex's older wording (held h204)",
      {
        status: 400,
        message:
          'ERROR: {"type":"error","status":400,"error":{"type":"invalid_request_error","message":"The \'gpt-5.6-terra\' model requires a newer version of Codex. Please upgrade to the latest app or CLI and try again."}}',
      },
      'model_not_found',
    ],
    [
      'an API version too old for a feature stays the request (invented)',
      {
        status: 400,
        message:
          'API version 2023-06-01 does not support this feature; version 2024-01-01 or newer is required.',
      },
      'format_error',
    ],
    [
      'a client version refused for every model stays the request (invented)',
      {
        status: 400,
        message: 'Claude Code 1.0.3 is no longer supported; please run claude update.',
      },
      'format_error',
    ],
  ]);
});

// Hugging Face's hf-inference answers a paused endpoint with a 400 (agents-course#568, batch 360):
// nothing serves it until a maintainer restarts it, so another model or provider does.
describe('a paused endpoint is the model', () => {
  checkReasons([
    [
      "huggingface_hub's BadRequestError (batch 360)",
      {
        name: 'BadRequestError',
        message:
          'BadRequestError: (Request ID: Root=1-68658aa5-03bba68013a2d8452d662fa6;e90125d9-cf26-49e1-9543-97f967d9b3f4)\n\nBad request:\nBad Request: The endpoint is paused, ask a maintainer to restart it',
      },
      'model_not_found',
    ],
    [
      'a pause said to end soon is left to the vote (invented)',
      { message: 'The endpoint is paused for maintenance, please try again later.' },
      'unknown',
    ],
    [
      "a model service paused at the account's limit stays billing (held, MineContext#328)",
      {
        message:
          'VLM validation failed: Your account [2100334555] has reached the set inference limit for the [doubao-seed-1-6-flash] model, and the model service has been paused. To continue using this model, please visit the Model Activation page to adjust or close the "Safe Experience Mode"',
      },
      'billing',
    ],
    [
      "an app's own paused actions stay the transport failure (held h150)",
      {
        message:
          'Error: Semantic interpretation is unavailable (timeout: transport). Actions are paused; retry after resolving the interpretation failure.',
      },
      'timeout',
    ],
  ]);
});
