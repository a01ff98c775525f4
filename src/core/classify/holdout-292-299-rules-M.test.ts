/**
 * Rules written in session 34 for misses of held-out batches 292–295 (group M), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A proxy's route check refusing the key's role (patterns.ts ROUTE_CLOSED_TO_ROLE, read in the
// message step after the account refusals): another key with the right role passes.
describe("a proxy's route closed to this key's role is the key's access", () => {
  checkReasons([
    [
      // Batch 292 (h292, BerriAI/litellm#15006): the bare Python exception, no status kept.
      "LiteLLM's count_tokens route refused to an internal_user_viewer key",
      {
        message:
          'Exception: Only proxy admin can be used to generate, delete, update info for new keys/users/teams. Route=/v1/messages/count_tokens. Your role=internal_user_viewer. Your user_id=llmops*******************ai',
        name: 'Exception',
      },
      'auth',
    ],
    [
      // LiteLLM's own 401 body for the same check (a deployment guide's /global/spend/report).
      'the same as the 401 auth_error LiteLLM sends it with',
      {
        status: 401,
        body: {
          error: {
            message:
              'Authentication Error, Only proxy admin can be used to generate, delete, update info for new keys/users/teams. Route=/global/spend/report. Your role=internal_user. Your user_id=81ce69****a8',
            type: 'auth_error',
            param: 'None',
            code: '401',
          },
        },
      },
      'auth',
    ],
    [
      // LiteLLM's older proxy (its user_api_key_auth before the role model).
      "LiteLLM's older master-key check, without a status",
      {
        message:
          'Only master key can be used to generate, delete, update or get info for new keys/users. Value of allow_user_auth=False',
      },
      'auth',
    ],
    [
      // LiteLLM's route_checks.py 403, as its proxy tests assert it.
      "LiteLLM's 403 route check for a viewer role, without its status",
      {
        message:
          'user not allowed to access this route, role= proxy_admin_viewer. Trying to access: /config_overrides/hashicorp_vault',
      },
      'auth',
    ],
    [
      // LiteLLM v1.101.0 for an ordinary virtual key calling /key/info (a public note).
      "LiteLLM's virtual key kept to its allowed routes",
      {
        message:
          "Virtual key is not allowed to call this route. Only allowed to call routes: ['llm_api_routes']. Tried to call route: /key/info",
      },
      'auth',
    ],
    // Neighbours.
    [
      // Held h58 (LiteLLM's "key not allowed to access model", winfunc/opcode#358) would be the
      // nearest, but is a known miss of its own (its client's "Please run /login" reads as a
      // refreshable 401); Vertex's project kept from a model is the model's too.
      'held h73: Vertex\'s "is not allowed to use Publisher Model" is the model (langchain-google#593)',
      {
        status: 400,
        name: 'HTTPStatusError',
        message:
          'Error response 400 while fetching\n  "error": {\n    "code": 400,\n    "message": "Project `XXXXXX` is not allowed to use Publisher Model `projects/XXXXXX/locations/REGION/publishers/meta/models/MODEL`",\n    "status": "FAILED_PRECONDITION"\n  }',
      },
      'model_not_found',
    ],
    [
      "held h62: Workers AI's account kept from a private model is the model's",
      { status: 403, message: 'The account is not allowed to access this model' },
      'model_not_found',
    ],
    [
      "held h220: OpenAI's 'tool_choice' \"is only allowed when\" is the request's (gptel-quick#13)",
      {
        message:
          "ChatGPT error: ((HTTP/2 400) invalid_request_error) Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
      },
      'format_error',
    ],
    [
      "a route the proxy does not have is the request's URL, not a role (invented)",
      { status: 404, message: 'Route not found: /v1/messages/count_tokens' },
      'format_error',
    ],
  ]);
});

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

// OpenAI's Responses/Conversations lock (patterns.ts BUSY_RETRY_SOON, read under a 400 before the
// rate-limit text, under other 4xx after it, and in the message step after the rate-limit families):
// `server_error`, retried on the same key and target (a rate limit would rotate the key and fall back,
// and another project's key or provider cannot see the conversation; review of session 34).
describe('a conversation held by another request, with a retry in a few seconds, is retried on the same target', () => {
  checkReasons([
    [
      // Batch 292 (h292, paulgmiller/careme#379): openai-go's error text, status kept.
      "openai-go's 400 conversation_locked on /v1/responses",
      {
        status: 400,
        code: 'conversation_locked',
        message:
          'failed to pick wine: POST "https://api.openai.com/v1/responses": 400 Bad Request {\n "message": "Another process is currently operating on this conversation. Please retry in a few seconds.",\n "type": "invalid_request_error",\n "param": "conversation",\n "code": "conversation_locked"\n }',
      },
      'server_error',
    ],
    [
      'the same sentence without a status',
      {
        message:
          'Another process is currently operating on this conversation. Please retry in a few seconds.',
      },
      'server_error',
    ],
    [
      'the same lock as a 409 (invented)',
      {
        status: 409,
        message:
          'Another request is currently modifying this thread. Please try again in a few seconds.',
      },
      'server_error',
    ],
    [
      "the code alone in OpenAI's 400 body",
      {
        status: 400,
        body: {
          error: {
            message: 'Conversation is locked.',
            type: 'invalid_request_error',
            param: 'conversation',
            code: 'conversation_locked',
          },
        },
      },
      'server_error',
    ],
    // Neighbours.
    [
      'held h172: Assistants\' "already has an active run" is the caller\'s own run (TripSit/TripBot#939)',
      {
        message:
          'Error processing message for user: redacted - error: Error: 400 Thread thread_CPVZx74fS5K632dyhbeFDXGr already has an active run run_nuUSpZ5d4fwV7GAPR2Khrcv6.',
      },
      'format_error',
    ],
    [
      'held h228: Realtime\'s "already has an active response … Wait until" (openai-agents-python#1466)',
      {
        message:
          "Error(message='Conversation already has an active response in progress: resp_C4IHTez0STfDDIteKgMyW. Wait until the response is finished before creating a new one.', type='invalid_request_error', code='conversation_already_has_active_response', event_id=None, param=None)",
      },
      'format_error',
    ],
    [
      'held h185: a retry in a few moments after a connection error is the transport (cursor#2752)',
      { message: 'Error connecting to anthropic. Please try again in a few moments.' },
      'timeout',
    ],
    [
      'a 400 that only invites a retry in a few seconds names no contention (invented)',
      { status: 400, message: 'Something went wrong. Please retry in a few seconds.' },
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
