/**
 * Rules from held-out batch 117 (a natural sample of AWS Bedrock and Google Vertex AI errors quoted in
 * aws-samples / GoogleCloudPlatform sample threads, tool threads and public pages;
 * docs/classifier.md, "Batch 117"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Vertex AI's Gemini refuses a generation setting a model cannot take ("The model does not support
// setting thinking_budget to 0": gemini-2.5-pro, which always thinks; cline/cline#11490). The sentence
// names a request parameter and the value asked for: the request must change, the model is there and
// serves the request without that setting, so it is the request's parameter (format_error), as the
// held thinking-budget refusals are (h69 "Thinking can't be disabled for this model", h73 "The
// thinking budget (52428) is invalid"). Counter-examples: a model without a capability ("does not
// support tools", Ollama) stays model_not_found; the held thinking refusal keeps format_error.
describe('a model that does not support setting a parameter to a value', () => {
  checkReasons([
    [
      'Vertex gemini-2.5-pro with thinking_budget 0 (cline#11490)',
      { message: 'The model does not support setting thinking_budget to 0' },
      'format_error',
    ],
    [
      'a model without tools stays model_not_found (picobot#6)',
      {
        message:
          'provider error: Ollama API error: 400 Bad Request - {"error":{"message":"registry.ollama.ai/library/gemma3:4b does not support tools","type":"api_error","param":null,"code":null}}',
      },
      'model_not_found',
    ],
    [
      'the held thinking refusal keeps format_error (langchain-google#972)',
      {
        status: 400,
        message:
          "400 Unable to submit request because Thinking can't be disabled for this model. Remove 'thinking_config.thinking_budget' from your request and try again.. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini",
      },
      'format_error',
    ],
  ]);
});

// Gemini answers an image it cannot decode with a 400 INVALID_ARGUMENT "Unable to process input
// image. Please retry or report in https://developers.generativeai.google/guide/troubleshooting"
// (held as the request's under its status: pollinations#4157). Gemini CLI 0.1.14 printed it
// double-encoded with a line break inside the JSON string (google-gemini/gemini-cli#5064), so no
// status survives: the wording alone must say it. Counter-examples: Bedrock's capacity text "Bedrock
// is unable to process your request." stays overloaded (aws-samples/foundation-model-benchmarking-tool#247);
// an image over the size cap stays image_too_large (gptme#185).
describe("Gemini's image it cannot decode, without the status", () => {
  checkReasons([
    [
      'Gemini CLI double-encoded (gemini-cli#5064)',
      {
        message:
          '✕ [API Error: {"error":{"message":"{\\n  \\"error\\": {\\n    \\"code\\": 400,\\n    \\"message\\": \\"Unable to process input image. Please retry or report in\n  https://developers.generativeai.google/guide/troubleshooting\\",\\n    \\"status\\": \\"INVALID_ARGUMENT\\"\\n  }\\n}\\n","code":400,"status":"Bad Request"}}]',
      },
      'format_error',
    ],
    [
      'the relayed body keeps format_error (pollinations#4157)',
      {
        body: {
          error: {
            message:
              'openai error: Unable to process input image. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
            type: null,
            param: null,
            code: 400,
          },
          provider: 'openai',
        },
      },
      'format_error',
    ],
    [
      "Bedrock's capacity text stays overloaded (foundation-model-benchmarking-tool#247)",
      { message: 'Bedrock is unable to process your request.' },
      'overloaded',
    ],
    [
      'an image over the cap stays image_too_large (gptme#185)',
      {
        status: 400,
        message:
          "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'messages.58.content.2.image.source.base64: image exceeds 5 MB maximum: 6500712 bytes > 5242880 bytes'}}",
      },
      'image_too_large',
    ],
  ]);
});
