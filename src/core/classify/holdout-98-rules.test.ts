/**
 * Rules from held-out batch 98 (a natural sample of SIZE errors — context overflows, bodies, images
 * and image counts — from many providers; docs/classifier.md, "Batch 98"): each rule's wordings,
 * then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A cap on how MANY images a request may carry is the request's shape (format_error, held h56
// "Number of images (2) exceeds maximum of 1" and h78 vLLM's "At most 1 image(s) may be provided in
// one request."): shrinking the images cannot fix it, unlike an image over its size or dimension
// cap (image_too_large). Providers say it as "Too many images in request: 11 images provided, but
// the model supports a maximum of 10 images." (Copilot, microsoft/vscode#306919), "too many URL
// images in request (max 20)" (microsoft/vscode#310937), "request contains 54 images, exceeding the
// maximum of 50 allowed per request" (Muse Spark, CommandCodeAI/desktop#64), "Image count 5 exceeds
// limit 4 per request." (a vLLM-style server behind LiteLLM, AgnesAI-Labs/AgnesCode#50), "At most 5
// image(s) may be provided in one request." (vllm-project/vllm#17092). The count words must no
// longer read as an image over its size ("image … exceeds"), and the cap counts without a status.
// Counter-examples: Anthropic's "image exceeds 5 MB maximum" (cg-dot/vertexai-cf-workers#16, held)
// and the many-image DIMENSION cap (anthropics/claude-code#24630, held) stay image_too_large, as
// does Claude Code's "Image was too large." (held); OpenRouter's relayed "Downloaded image content
// cannot exceed 30MB" (held) stays image_too_large; "Too many requests" stays rate_limit.
describe('a cap on the number of images in a request is the request shape', () => {
  checkReasons([
    [
      "Copilot's model image-count cap, no status (microsoft/vscode#306919)",
      {
        message:
          'Too many images in request: 11 images provided, but the model supports a maximum of 10 images.',
      },
      'format_error',
    ],
    [
      "Copilot's URL-image cap in its 400 body (microsoft/vscode#310937)",
      {
        message:
          'Reason: Request Failed: 400 {"error":{"message":"too many URL images in request (max 20)","code":""}}',
      },
      'format_error',
    ],
    [
      "Muse Spark's 50-image cap (CommandCodeAI/desktop#64)",
      {
        message:
          'Error: 400 request contains 54 images, exceeding the maximum of 50 allowed per request',
      },
      'format_error',
    ],
    [
      'the same cap relayed by OpenCode Console (anomalyco/opencode#47721)',
      {
        message:
          'Error from provider (Console): Upstream request failed: [invalid_request_error] request contains 52 images, exceeding the maximum of 50 allowed per request',
      },
      'format_error',
    ],
    [
      'an image-count cap behind LiteLLM (AgnesAI-Labs/AgnesCode#50)',
      {
        message:
          'Request failed: Bad request (400): litellm.BadRequestError: OpenAIException - {"object":"error","message":"Image count 5 exceeds limit 4 per request.","type":"BadRequestError","param":null,"code":400}.',
      },
      'format_error',
    ],
    [
      "vLLM's per-prompt image cap as a Python dict, no status (vllm-project/vllm#17092)",
      {
        message:
          "{'object': 'error', 'message': 'At most 5 image(s) may be provided in one request.', 'type': 'BadRequestError', 'param': None, 'code': 400}",
      },
      'format_error',
    ],
    [
      'an image over its byte cap stays image_too_large (cg-dot/vertexai-cf-workers#16)',
      {
        message:
          'messages.0.content.1.image.source.base64: image exceeds 5 MB maximum: 6418576 bytes > 5242880 bytes',
      },
      'image_too_large',
    ],
    [
      'the many-image dimension cap stays image_too_large (anthropics/claude-code#24630)',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.19.content.27.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels"}}',
      },
      'image_too_large',
    ],
    [
      "Claude Code's client sentence stays image_too_large (held)",
      {
        message:
          'Image was too large. Double press esc to go back and try again with a smaller image.',
      },
      'image_too_large',
    ],
    [
      'a 429 "Too many requests" stays a rate limit (the common sentence; invented minimal rendering)',
      { message: 'Too many requests' },
      'rate_limit',
    ],
  ]);
});

// Anthropic's image-dimension sentence terminal-wrapped between "image" and "dimensions" ("At least
// one of the image\ndimensions exceed max allowed size for many-image requests: 2000 pixels",
// charmbracelet/crush#3810, as Crush's PR quotes it): the wrap is whitespace, the sentence the same.
// Counter-example: the unwrapped sentence keeps its answer (above); an "image" and "dimensions"
// separated by other words ("image generation with custom dimensions is not supported") is not the cap
// (invented).
describe('an image dimension cap wrapped across lines is still an image too large', () => {
  checkReasons([
    [
      'Crush PR quote (charmbracelet/crush#3810)',
      {
        message:
          '400 invalid_request_error\nmessages.2.content.1.image.source.base64.data: At least one of the image\ndimensions exceed max allowed size for many-image requests: 2000 pixels',
      },
      'image_too_large',
    ],
    [
      'other words between image and dimensions are no cap (invented)',
      { message: 'image generation with custom dimensions is not supported' },
      'unknown',
    ],
  ]);
});

// Vertex/Gemini's older input cap "Input request contains (35490) tokens, which is more than the max
// tokens limit allowed: (30720)" (ITSpecialist111/ai_automation_suggester#42, a 400
// INVALID_ARGUMENT): the prompt is over the model's input cap (context_overflow), not a bad
// max_tokens value. Counter-examples: Gemini's "Request payload size exceeds the limit: 4194304
// bytes." stays payload_too_large (held), and a free-tier input-token quota ("Quota exceeded for
// metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count", held)
// stays rate_limit.
describe('an input request over the max tokens limit is a context overflow', () => {
  checkReasons([
    [
      "Gemini's 400 body as the Home Assistant integration logs it (ai_automation_suggester#42)",
      {
        message:
          'Google API error: { "error": { "code": 400, "message": "Input request contains (35490) tokens, which is more than the max tokens limit allowed: (30720)", "status": "INVALID_ARGUMENT" } }',
      },
      'context_overflow',
    ],
    [
      'the sentence alone (same thread, second call)',
      {
        message:
          'Input request contains (47957) tokens, which is more than the max tokens limit allowed: (30720)',
      },
      'context_overflow',
    ],
    [
      "Gemini's payload cap stays payload_too_large (held)",
      { message: 'Request payload size exceeds the limit: 4194304 bytes.' },
      'payload_too_large',
    ],
    [
      'a free-tier input-token quota stays a rate limit (held)',
      {
        status: 429,
        message:
          'Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 250000',
      },
      'rate_limit',
    ],
  ]);
});

// Review of batch 98: image-count caps in renderings the rule's literals missed. A relay's own cap
// answered as a 500 ("500 too many images in the message, max allowed is 16", new-api with Gemini
// models, https://github.com/QuantumNous/new-api/issues/1233) was a server_error (retried, no
// fallback: the same bytes fail every time) and `unknown` without its status; Anthropic's two media
// caps ("too many images and documents: 104 + 1 > 100",
// https://github.com/anthropics/claude-code/issues/23392; "Too much media: 0 document pages + 107
// images > 100", https://github.com/anthropics/claude-code/issues/24541) are right on their 400 but
// `unknown` once a client drops it. Counter-examples (real): Claude Code's "An image in the
// conversation exceeds the dimension limit for many-image requests (2000px)"
// (https://github.com/anthropics/claude-code/issues/49537) and Anthropic's dimension sentence wrapped
// after "exceed max" (https://github.com/anthropics/claude-code/issues/14412) stay image_too_large; a
// 429 saying "Too many images in request" keeps its status (rate_limit).
describe('image-count caps without their 400, and a relay 500 around one', () => {
  checkReasons([
    [
      "new-api's own image-count cap as a 500 (QuantumNous/new-api#1233)",
      { message: '500 too many images in the message, max allowed is 16' },
      'format_error',
    ],
    [
      'the same sentence without its status (QuantumNous/new-api#1233)',
      { message: 'too many images in the message, max allowed is 16' },
      'format_error',
    ],
    [
      "Anthropic's image+document cap without its 400 (anthropics/claude-code#23392)",
      { message: 'too many images and documents: 104 + 1 > 100' },
      'format_error',
    ],
    [
      "Anthropic's media cap without its 400 (anthropics/claude-code#24541)",
      { message: 'Too much media: 0 document pages + 107 images > 100' },
      'format_error',
    ],
    [
      "Claude Code's many-image dimension sentence stays image_too_large (anthropics/claude-code#49537)",
      {
        message:
          'An image in the conversation exceeds the dimension limit for many-image requests (2000px)',
      },
      'image_too_large',
    ],
    [
      'the dimension sentence wrapped after "exceed max" stays image_too_large (anthropics/claude-code#14412)',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.59.content.12.image.source.base64.data: At least one of the image dimensions exceed max \n    allowed size for many-image requests: 2000 pixels"}}',
      },
      'image_too_large',
    ],
    [
      'a 429 with the count words keeps its status (the go-openai sentence under a 429)',
      { status: 429, message: 'Too many images in request. Max is 10.' },
      'rate_limit',
    ],
  ]);
});

// Review of batch 98: the count/size split in Chinese. IMAGE_TOO_LARGE's Chinese alternative
// (图片 … 超过) read a cap on the NUMBER of images (图片数量, "number of images") as an image over its
// size: "图片数量超过上限（最多 3 张）" ("the number of images exceeds the cap (at most 3)"), a Java
// app's own 400 (`ApiResult.error(400, "图片数量超过上限（最多 3 张）")`, found in the public code
// index; its repository was not recorded), and "图片数量超过api上限(20张)" (a chat client's
// Claude bridge in the style of binary-husky/gpt_academic, same index, repository not recorded) → image_too_large, which shrinks the images and
// resends the same count. Counter-example: an image over its size in Chinese ("图片过大", the
// alternative's own wording) stays image_too_large.
describe('a Chinese image-count cap is not an image too large', () => {
  checkReasons([
    [
      'an app 400 for the number of images (public code index)',
      { status: 400, message: '图片数量超过上限（最多 3 张）' },
      'format_error',
    ],
    [
      "a chat client's API cap on images, no status (public code index)",
      { message: '图片数量超过api上限(20张)' },
      'format_error',
    ],
    [
      'an image over its size in Chinese stays image_too_large',
      { message: '图片过大' },
      'image_too_large',
    ],
  ]);
});
