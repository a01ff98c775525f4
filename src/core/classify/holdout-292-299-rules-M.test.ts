/**
 * Rules written in session 34 for misses of held-out batches 292–295 (group M), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI's "The requested model '…' is not supported with the Responses API." (patterns.ts
// MODEL_ON_OTHER_ROUTE, read before validation's "is not supported with" with and without a 400).
describe('a named model refused by a named API is the model', () => {
  checkReasons([
    [
      // Batch 292 (h292, Laisky/one-api#88): the relay's request id after it; code kept.
      "one-api's relay of OpenAI's refusal of gpt-4o-search-preview on /v1/responses",
      {
        message:
          "The requested model 'gpt-4o-search-preview' is not supported with the Responses API. (request id: 202506221303534805248666920190)",
        code: 'model_not_found',
      },
      'model_not_found',
    ],
    [
      // The same sentence in a client test's captured 400 (public code), and OpenAI's for gpt-image-1.
      'the same under its 400, through the Python SDK',
      {
        status: 400,
        message:
          "Error code: 400 - {'error': {'message': \"The requested model 'gpt-4o-mini-search-preview' is not supported with the Responses API.\"}}",
      },
      'model_not_found',
    ],
    [
      'OpenAI of gpt-image-1 on the Responses API, without a status',
      { message: "400 The requested model 'gpt-image-1' is not supported with the Responses API." },
      'model_not_found',
    ],
    [
      // A public runner's captured failure text.
      'the model named before the word "model"',
      { message: "[Result] Failed: The 'gpt-5' model is not supported with the Responses API" },
      'model_not_found',
    ],
    [
      'held h215: "This model is not supported by the Responses API" (anomalyco/opencode#12949)',
      { message: 'This model is not supported by the Responses API' },
      'model_not_found',
    ],
    // Neighbours.
    [
      "held h147: a value refused for a named model is the request's (Nutlope/aicommits#356)",
      {
        message:
          "Unsupported value: 'none' is not supported with the 'gpt-5-mini' model. Supported values are: 'minimal', 'low', 'medium', and 'high'.",
      },
      'format_error',
    ],
    [
      "held h41: a parameter refused for a named model is the request's (docker/docker-agent#2166)",
      {
        status: 400,
        body: {
          message:
            "Unsupported parameter: 'reasoning.summary' is not supported with the 'gpt-5-chat-latest' model.",
          type: 'invalid_request_error',
          param: 'reasoning.summary',
          code: 'unsupported_parameter',
        },
      },
      'format_error',
    ],
    [
      "held h46: Azure's operation not supported with the key's pricing tier is the key's",
      {
        status: 401,
        body: {
          error: {
            code: '401',
            message:
              'The ChatCompletions_Create Operation under Azure OpenAI API version 2023-05-15 is not supported with the current subscription key and pricing tier TextTranslator.S1.',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "a parameter refused with this model is the request's (invented)",
      { status: 400, message: "'max_tokens' is not supported with this model." },
      'format_error',
    ],
  ]);
});
