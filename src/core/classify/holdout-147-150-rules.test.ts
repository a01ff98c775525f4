/**
 * Rules written in session 26 for misses of held-out batches 147–150 (docs/classifier.md, "Rules
 * for batches 147–150"), after the four batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Local servers again: a Qwen chat template's refusal of a tool message without a tool call under a
// llama.cpp 500 (skye-harris/hass_local_openai_llm#18), Ollama's 500 for an image to a model without
// vision weights (valentinfrlch/ha-llmvision#691), Ollama's "error parsing tool call"
// (langchain-ai/langchain#34746). A 500 with other words stays a server fault.
describe("a local server's refusal of the request's tool messages, images or tool calls", () => {
  checkReasons([
    [
      'hass_local_openai_llm#18',
      {
        message:
          "Error code: 500 - {'error': {'code': 500, 'message': 'Message has tool role, but there was no previous assistant message with a tool call! at row 319, column 120:",
      },
      'format_error',
    ],
    [
      'ha-llmvision#691',
      {
        status: 500,
        message:
          'Failed to create new sequence: failed to process inputs: this model is missing data required for image input',
      },
      'model_not_found',
    ],
    [
      'langchain#34746',
      { message: 'ollama._types.ResponseError: error parsing tool call' },
      'format_error',
    ],
    [
      'another 500 stays a server fault (invented)',
      { status: 500, message: 'Failed to create new sequence: failed to process inputs' },
      'server_error',
    ],
  ]);
});

// Go's context deadline under a 503 (Google ADK, google/adk-python#2790): the wait ran out, as the
// held "context deadline exceeded" lines read without a status. A plain 503 stays capacity.
describe("a 503 around Go's context deadline is a timeout", () => {
  checkReasons([
    ['adk-python#2790', { message: '503 Context deadline exceeded' }, 'timeout'],
    ['a plain 503 stays overloaded', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
  ]);
});
