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

// OpenAI's words for a resource id it does not hold (patterns.ts REFERENCED_ITEM_NOT_FOUND, read in
// the message step after validation and under a 404): the request's reference, not a model.
describe("a file or other resource id the provider does not hold is the request's", () => {
  checkReasons([
    [
      // Batch 293 (h293, tobert/kaibo#169): a batch's errors.data[].message, no status.
      "OpenAI Batch's input file it cannot find, or the organization cannot reach",
      {
        message:
          'Cannot find file file-VC5eF687ZfDPFKkBrPGZpa, or organization org-Rem6LBmDPt1bJQcMV8ARko4o does not have access to it.',
      },
      'format_error',
    ],
    [
      'held h151: the same refusal of a batch file under its 400 (bespokelabsai/curator#116)',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': 'Cannot find file file-XuGapyf5xJO6LfcVC8K5xfVR does not have access to it.', 'type': 'invalid_request_error', 'param': 'file_id', 'code': None}}",
      },
      'format_error',
    ],
    [
      // Batch 295 (h295, openai/openai-cookbook#41): the API's answer printed by the notebook.
      'OpenAI\'s "No such File object" for a file id of another organization',
      { message: 'No such File object: file-c3shd8wqF3vSCKaukW4Jr1TT' },
      'format_error',
    ],
    [
      // A public Rust client's fixture for the Files API.
      'the same as the 404 body with code file_not_found',
      {
        status: 404,
        body: {
          error: {
            message: 'No such File object: nonexistent-file',
            type: 'invalid_request_error',
            code: 'file_not_found',
          },
        },
      },
      'format_error',
    ],
    [
      "OpenAI's missing vector store, without a status",
      { message: 'Error: {"error":{"message":"No such vector store: vs_invalid123"}}' },
      'format_error',
    ],
    // Neighbours.
    [
      'held h250: Ollama\'s missing manifest "no such file or directory" is the model (ollama#460)',
      {
        status: 400,
        message:
          'Ollama call failed with status code 400. Details: stat /Users/satyam7166/.ollama/models/manifests/registry.ollama.ai/library/llama2/13b: no such file or directory',
        name: 'ValueError',
      },
      'model_not_found',
    ],
    [
      'held h24: DeepSeek\'s "no such user" is a dead key (Canner/WrenAI#1302)',
      { message: 'Authentication Fails (no such user)' },
      'auth_permanent',
    ],
    [
      'held h70: Qianfan\'s "no such model name" is the model (langchain4j-aideepin#22)',
      {
        message:
          'Qianfan is no such model name. You can see model name here: https://cloud.baidu.com/doc/WENXINWORKSHOP/s/Nlks5zkzu',
      },
      'model_not_found',
    ],
    [
      "OpenAI's missing model stays the model's",
      {
        message: 'The model `gpt-5-turbo` does not exist or you do not have access to it.',
      },
      'model_not_found',
    ],
  ]);
});
