/**
 * Rules written in session 30 for misses of held-out batches 233–238 (group E), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named, and the other
 * threads that send them), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Anthropic's many-image dimension cap quoted without its subject (batch 235).
describe("Anthropic's many-image dimension cap reads from its tail", () => {
  checkReasons([
    [
      'ductor (a Telegram bot in front of Claude) quoting only the tail',
      { message: 'exceeds dimension limit for many-image requests' },
      'image_too_large',
    ],
    [
      "the API's sentence cut after its subject",
      { message: 'exceed max allowed size for many-image requests: 2000 pixels' },
      'image_too_large',
    ],
    [
      "Claude Code's own wording",
      {
        message:
          'An image in the conversation exceeds the dimension limit for many-image requests (2000px). Start a new session with fewer images.',
      },
      'image_too_large',
    ],
    [
      "the API's whole sentence under its 400",
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'messages.3.content.1.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels',
          },
        },
      },
      'image_too_large',
    ],
    [
      "a count cap is not a dimension (Anthropic's images and documents)",
      { message: 'too many images and documents: 120 + 0 > 100' },
      'format_error',
    ],
    [
      "a relay's count cap under its 500 stays the request's",
      { status: 500, message: 'too many images in the message, max allowed is 16' },
      'format_error',
    ],
  ]);
});

const ARK_REAL_PERSON =
  "E1U05: Error code: 400 - {'error': {'code': 'InputImageSensitiveContentDetected.PrivacyInformation', 'message': \"The request failed because the input image 'content[5]' may contain real person. Request id: 021787901826229682583ac3749be18cdf4b3a384433037e0f9b5\", 'param': '', 'type': 'BadRequest'}}, request_id: 20260828152345fjCoW8qBXLXo4rbclbY6";

// Volcengine Ark's moderation codes and its portrait check (batch 236).
describe("Volcengine Ark's *SensitiveContentDetected family is its content filter", () => {
  checkReasons([
    [
      'ArcReel on Seedance 2.0, the code inside the SDK text',
      { status: 400, message: ARK_REAL_PERSON },
      'content_policy',
    ],
    [
      "Ark's document with the code as a structured field",
      {
        status: 400,
        body: {
          error: {
            code: 'InputImageSensitiveContentDetected.PrivacyInformation',
            message: 'The input image may contain real person.',
            type: 'BadRequest',
          },
        },
      },
      'content_policy',
    ],
    [
      'a failed video task moderated after rendering, the code alone',
      {
        body: {
          status: 'failed',
          error: { code: 'OutputVideoSensitiveContentDetected', message: 'm' },
        },
      },
      'content_policy',
    ],
    [
      "OpenRouter's video route relaying Ark's code",
      {
        message:
          'OpenRouter Video: HTTP 400: {"error":{"code":"InputImageSensitiveContentDetected.PrivacyInformation","message":"Input image may contain real person."}}',
      },
      'content_policy',
    ],
    [
      'the portrait check in words only',
      {
        status: 400,
        message: 'The request failed because the input image may contain real person.',
      },
      'content_policy',
    ],
    [
      "Ark's account that has not activated the model stays the model's",
      {
        status: 404,
        body: {
          error: {
            code: 'ModelNotOpen',
            message:
              'Your account 2100000000 has not activated the model doubao-seedance-1-0-pro. Please activate the model service in the Ark Console. Request id: 0217',
            type: 'NotFound',
          },
        },
      },
      'model_not_found',
    ],
    [
      "Ark's invalid parameter on an image stays the request's",
      {
        status: 400,
        body: {
          error: {
            code: 'InvalidParameter',
            message:
              'The parameter `content[1].image_url` specified in the request is not valid: image size must be at least 300 pixels. Request id: 0217',
            type: 'BadRequest',
          },
        },
      },
      'format_error',
    ],
  ]);
});

const VERBOSE_JSON =
  "response_format 'verbose_json' is not compatible with model 'gpt-4o-mini-transcribe'. Use 'json' or 'text' instead.";

// OpenAI's unsupported_value for a value the named model refuses (batch 236).
describe("a quoted value 'is not compatible with model' is the request's", () => {
  checkReasons([
    [
      "esperanto's Azure STT, no status",
      { message: `Azure OpenAI API error: ${VERBOSE_JSON}` },
      'format_error',
    ],
    [
      "OpenAI's 400 document",
      {
        status: 400,
        body: {
          error: {
            message:
              "response_format 'verbose_json' is not compatible with model 'gpt-4o-transcribe-api-ev3'. Use 'json' or 'text' instead.",
            type: 'invalid_request_error',
            param: 'response_format',
            code: 'unsupported_value',
          },
        },
      },
      'format_error',
    ],
    [
      "openai-dotnet's ClientResultException text",
      {
        message: `HTTP 400 (invalid_request_error: unsupported_value)\nParameter: response_format\n\n${VERBOSE_JSON.replace('gpt-4o-mini-transcribe', 'gpt-4o-transcribe')}`,
      },
      'format_error',
    ],
    [
      "Groq's model that serves no chat stays the model's",
      { message: 'The model `whisper-large-v3` does not support chat completions' },
      'model_not_found',
    ],
    [
      "a missing transcription model stays the model's",
      { status: 404, message: "The model 'gpt-4o-mini-transcribe' does not exist" },
      'model_not_found',
    ],
  ]);
});

// vLLM's one sentence for each OpenAI route the served model lacks (batch 236).
describe("vLLM's 'The model does not support <route> API' is the model's", () => {
  checkReasons([
    [
      'vLLM on Ascend serving Qwen2-Audio at /v1/audio/transcriptions',
      {
        status: 400,
        body: {
          object: 'error',
          message: 'The model does not support Transcriptions API',
          type: 'BadRequestError',
          param: null,
          code: 400,
        },
      },
      'model_not_found',
    ],
    [
      'an embeddings call to a generation model',
      {
        status: 400,
        body: {
          object: 'error',
          message: 'The model does not support Embeddings API',
          type: 'BadRequestError',
          code: 400,
        },
      },
      'model_not_found',
    ],
    [
      'a score call, no status',
      { message: 'The model does not support Score API' },
      'model_not_found',
    ],
    [
      'its chat sentence, read before',
      { status: 400, message: 'The model does not support Chat Completions API' },
      'model_not_found',
    ],
    [
      "Vertex's generateContent refusal stays the request's (h33)",
      {
        status: 400,
        message:
          '400 FAILED_PRECONDITION: claude-sonnet-4-6 is not supported in the generateContent API.',
      },
      'format_error',
    ],
    [
      "a setting the model cannot take stays the request's",
      { status: 400, message: 'The model does not support setting thinking_budget to 0.' },
      'format_error',
    ],
    [
      "Bifrost's model refused on an API path stays the model's (h208)",
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'validation_error',
            message: "The model 'openai.gpt-5.5' does not support the '/v1/responses' API",
          },
        },
      },
      'model_not_found',
    ],
  ]);
});

const BEDROCK_ACTION =
  "This action doesn't support the model that you provided. Try again with a supported text or chat model.";

// Bedrock's Converse refusal of a model it cannot serve (batch 233).
describe("Bedrock's 'This action doesn't support the model that you provided' is the model's", () => {
  checkReasons([
    [
      'Bedrock Access Gateway relaying it as an OpenAI 400 (an imported model)',
      {
        status: 400,
        name: 'BadRequestError',
        message: `openai.BadRequestError: Error code: 400 - {'detail': "An error occurred (ValidationException) when calling the Converse operation: ${BEDROCK_ACTION}`,
      },
      'model_not_found',
    ],
    [
      'boto3 on a speech-to-speech model through ConverseStream, no status',
      { message: `ValidationException: ${BEDROCK_ACTION}` },
      'model_not_found',
    ],
    [
      "Bedrock's own 400 body",
      {
        status: 400,
        headers: { 'x-amzn-errortype': 'ValidationException' },
        body: { message: BEDROCK_ACTION },
      },
      'model_not_found',
    ],
    [
      "a field the model does not take stays the request's (h200)",
      {
        message:
          "An error occurred (ValidationException) when calling the Converse operation: This model doesn't support the toolConfig.toolChoice.any field. Remove toolConfig.toolChoice.any and try again",
      },
      'format_error',
    ],
    [
      "tool use in streaming mode stays the request's (h200)",
      { message: "This model doesn't support tool use in streaming mode" },
      'format_error',
    ],
    [
      "Bedrock's on-demand refusal stays the model's",
      {
        status: 400,
        message:
          "Invocation of model ID anthropic.claude-3-5-sonnet-20241022-v2:0 with on-demand throughput isn't supported. Retry your request with the ID or ARN of an inference profile that contains this model.",
      },
      'model_not_found',
    ],
  ]);
});
