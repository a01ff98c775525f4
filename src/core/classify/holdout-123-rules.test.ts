/**
 * Rules from held-out batch 123 (a natural sample of request and model errors from the long tail;
 * docs/classifier.md, "Batch 123"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// vLLM's refusal of an image for a text-only model, "<model path> is not a multimodal model" (its
// OpenAI-compatible server's BadRequestError), as batch 123 met it behind NVIDIA NIM through a proxy
// (Alishahryar1/free-claude-code#1233) and behind a relay's "Provider … returned status 400"
// (OpenSecretCloud/opensecret#124): the model cannot take the image, another one can, as the held
// "does not support image input" lines. Counter-examples: a model said to be a multimodal model is
// no refusal (invented), and a bare 400 stays the request's.
describe('a model that is not a multimodal model is the model', () => {
  checkReasons([
    [
      "NIM's body behind a proxy's mapped 400 (free-claude-code#1233)",
      {
        message:
          'API Error: 400 Upstream provider NIM returned HTTP 400.\nCategory: BadRequestError\nMapped message: Invalid request sent to provider.\n\nUpstream error:\n{"message":"/config/models/squirtle_instruct is not a multimodal model","type":"BadRequestError","param":null,"code":400}',
      },
      'model_not_found',
    ],
    [
      "vLLM's body on its own 400",
      {
        status: 400,
        body: {
          object: 'error',
          message: '/mnt/modelweights-textgen-0 is not a multimodal model None',
          type: 'BadRequestError',
          param: null,
          code: 400,
        },
      },
      'model_not_found',
    ],
    [
      'a model said to be multimodal is no refusal (invented)',
      { status: 400, message: 'Qwen2-VL is a multimodal model; image_url must be a string' },
      'format_error',
    ],
    [
      "a bare 400 stays the request's",
      { status: 400, body: { error: { message: 'Bad Request' } } },
      'format_error',
    ],
  ]);
});
