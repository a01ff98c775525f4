/**
 * Rules from held-out batch 83 (a natural sample of chat front-ends' and command-line tools'
 * threads; docs/classifier.md, "Batch 83"): each rule's wordings, then the neighbours it must leave
 * alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A client's own headline saying it could not do something, right before a 404 with nothing else to
// say: AnythingLLM's "Could not respond to message." (Mintplex-Labs/anything-llm#2967, h83, a doubled
// base path on text-generation-webui) and Norish's "Failed to connect:" (norish-recipes/norish#118,
// h83, Perplexity's base URL). The headline names the client's action, not what was not found, so
// the 404 is as bare as "404 status code (no body)" (held model_not_found with its status).
// Counter-examples: a 404 whose own words name the path ("404 page not found", Ollama's router;
// held format_error, continuedev/continue#10303 and Hmbown/Codewhale#1482) and a stale item
// ("Item with id 'rs_…' not found.", held format_error) keep their answers.
describe("a client's could-not headline before a bare 404 leaves the 404 bare", () => {
  checkReasons([
    [
      "AnythingLLM's headline over a body-less 404",
      { message: 'Could not respond to message.   404 status code (no body)' },
      'model_not_found',
    ],
    [
      "Norish's connection test over a bare 404",
      { message: 'Failed to connect: 404 Not Found' },
      'model_not_found',
    ],
    [
      "Ollama's router 404 behind a client headline stays a wrong URL",
      { message: 'Warn Invalid request (404): 404 page not found' },
      'format_error',
    ],
    [
      "the router's 404 text alone stays a wrong URL",
      { message: '404 404 page not found' },
      'format_error',
    ],
    [
      // Review of batch 83: an OAuth relay's token-refresh guide lists this line for a wrong
      // `token_url` ("token_url 错误 … 确认 token_url 是否为正确的 OAuth token 端点"; a Claude Code
      // balancer's docs, found by the code index, which names no repository). The 404 is the token
      // endpoint's, not the chat call's: no missing model, and a refresh that says nothing of the
      // credential is no verdict on it (refreshRejected), so it stays where it was before batch 83.
      "a token refresh's 404 is not a missing model",
      { message: 'Failed to refresh token: 404 Not Found' },
      'unknown',
    ],
    [
      // The same with the status kept (a client that threw with the token endpoint's response).
      "a token refresh's 404 with its status is not a missing model",
      { status: 404, message: 'Failed to refresh token: 404 Not Found' },
      'unknown',
    ],
    [
      // openai/openai-agents-python (h77's wording), a stale reasoning item.
      'a stale conversation item keeps format_error',
      {
        status: 404,
        message:
          "Error code: 404 - {'error': {'message': \"Item with id 'rs_68' not found.\", 'type': 'invalid_request_error', 'param': 'input', 'code': null}}",
      },
      'format_error',
    ],
  ]);
});

// OpenAI's completions-only model sent to chat completions ("This is not a chat model and thus not
// supported in the v1/chat/completions endpoint", chatboxai/chatbox#365, h83, no status kept): held
// model_not_found with its 404 (deepset-ai/haystack#5349, the reverse direction), so the words say
// it without the status too. Counter-examples: a request field a model refuses ("'messages[0].role'
// does not support 'system' with this model", enricoros/big-AGI#682, held format_error) and the
// reverse wording with its 404 (held model_not_found) keep their answers.
describe('a model that is not a chat model is a model answer without a status', () => {
  checkReasons([
    [
      "Chatbox's rendering of OpenAI's not-a-chat-model error",
      {
        message:
          'API Request Failed: \n```\n{"error":{"message":"This is not a chat model and thus not supported in the v1/chat/completions endpoint. Did you mean to use v1/completions?","type":"invalid_request_error","param":"model","code":null}}\n```',
      },
      'model_not_found',
    ],
    [
      // Ulov888/chatpdflike#1 (the PR description), no status.
      'the reverse wording from openai-python 0.x',
      {
        message:
          'openai.error.InvalidRequestError: This is a chat model and not supported in the v1/completions endpoint. Did you mean to use v1/chat/completions?',
      },
      'model_not_found',
    ],
    [
      "a request field the model refuses stays the request's",
      {
        status: 400,
        message:
          '[Service Issue] Openai: Bad Request (400): "error": { "message": "Unsupported value: \'messages[0].role\' does not support \'system\' with this model.", "type": "invalid_request_error", "param": "messages[0].role", "code": "unsupported_value" }',
      },
      'format_error',
    ],
  ]);
});

// Groq's 400 for a model without structured output ("This model does not support response format
// `json_schema`. See supported models at https://console.groq.com/docs/structured-outputs#supported-models",
// ItzCrazyKns/Vane#980, h83; the same sentence on llama-3.3-70b-versatile, qwen3-32b and
// llama-3.1-8b-instant in other clients' comments): a model capability another model serves, as
// the held "deepseek-reasoner does not support Json Output." Counter-examples: a response format the
// endpoint or API version refuses ("response_format is not supported with RAG.", Cohere's docs;
// Azure's "response_format value as json_schema is enabled only for api versions 2024-08-01-preview
// and later", browser-use/browser-use#12; DeepSeek's "This response_format type is unavailable now",
// crewAIInc/crewAI#5990) stays format_error.
describe('a model that does not support a response format is a model answer', () => {
  checkReasons([
    [
      "Groq's structured-output refusal",
      {
        message:
          'Error: 400 This model does not support response format `json_schema`. See supported models at https://console.groq.com/docs/structured-outputs#supported-models',
      },
      'model_not_found',
    ],
    [
      "Cohere's response format refused with RAG stays the request's",
      { status: 400, message: 'invalid request: response_format is not supported with RAG.' },
      'format_error',
    ],
    [
      "Azure's API-version gate on json_schema stays the request's",
      {
        status: 400,
        message:
          "Error code: 400 - {'error': {'code': 'BadRequest', 'message': 'response_format value as json_schema is enabled only for api versions 2024-08-01-preview and later'}}",
      },
      'format_error',
    ],
    [
      "DeepSeek's unavailable response_format type stays the request's",
      {
        status: 400,
        message:
          "OpenAI API call failed: Error code: 400 - {'error': {'message': 'This response_format type is unavailable now', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_request_error'}}",
      },
      'format_error',
    ],
  ]);
});

// Anthropic's output cap as a terminal printed it, the line wrapped inside the sentence ("max_tokens:
// 65536 > 64000, which is the \nmaximum allowed number of output tokens for claude-sonnet-4-5-20250929",
// Natively-AI-assistant/natively-cluely-ai-assistant#54, h83): the held max_tokens range error
// (context_overflow, with its lower_max_tokens repair). Counter-example: the one-line form
// (ChatGPTNextWeb/NextChat#4964, h20) keeps its answer and repair.
describe("Anthropic's max_tokens cap is read across a wrapped line", () => {
  const wrapped =
    '[Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: 65536 > 64000, which is the \nmaximum allowed number of output tokens for claude-sonnet-4-5-20250929"},"request_id":"req_redactedredacted"}]';
  checkReasons([
    ["Natively's wrapped output-cap error", { message: wrapped }, 'context_overflow'],
    [
      'the one-line form',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'max_tokens: 10000 > 4096, which is the maximum allowed number of output tokens for claude-3-5-sonnet-20240620',
          },
        },
      },
      'context_overflow',
    ],
  ]);
  it('lowers max_tokens to the stated cap across the wrap', () => {
    const result = classifyError(errorFromDescriptor({ message: wrapped }));
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 64000 });
  });
});

// A key the client says is wrong for a named provider ("Invalid openrouter API key.", mods'
// headline, charmbracelet/mods#497, h83; "Invalid OpenAI API key.", charmbracelet/mods#230) and a
// key variable said to be required ("OPENAI_API_KEY  required; set the environment variable …",
// mods' styled text with two spaces, charmbracelet/mods#316, h83): the held "invalid api key" and
// "API key required" with a provider's name or the terminal's padding in between. Counter-examples:
// a token a refresh may fix ("the current token is invalid", TabbyML/tabby#2131, held auth) and a
// one-api relay's "Invalid token" (held auth_permanent by its relay type) keep their answers.
describe("a provider's key named invalid or required is a dead key", () => {
  checkReasons([
    ["mods' invalid OpenRouter key", { message: 'Invalid openrouter API key.' }, 'auth_permanent'],
    [
      "mods' invalid OpenAI key headline",
      { message: 'ERROR  Invalid OpenAI API key.' },
      'auth_permanent',
    ],
    [
      "mods' missing key variable, padded",
      {
        message:
          'ERROR   OPENAI_API_KEY  required; set the environment variable  OPENAI_API_KEY  or update  mods.yaml  through  mods --settings .',
      },
      'auth_permanent',
    ],
    [
      'a server token said to be invalid stays refreshable',
      { message: 'Tabby server requires authentication, but the current token is invalid.' },
      'auth',
    ],
  ]);
});

// A request error named by its type `invalid_parameter` (Perplexity's 400 document, `{"message":
// "Frequency penalty must satisfy p > 0.", "type": "invalid_parameter", "code": 400}`,
// brianpetro/obsidian-smart-connections#627, h83), as `invalid_request_error` already is: the text
// form of a request error when nothing else matched. Counter-examples: Volcengine's
// `InvalidParameter` code on a max_tokens range (held context_overflow, "Range of max_tokens should
// be [1, 2000]") and an overflow under the same type keep their answers.
describe('an invalid_parameter error type is a request error', () => {
  checkReasons([
    [
      "Perplexity's frequency-penalty refusal",
      {
        message:
          '{\n    "message": "Frequency penalty must satisfy p > 0.",\n    "type": "invalid_parameter",\n    "code": 400\n}',
      },
      'format_error',
    ],
    [
      // LLM-Red-Team/qwen-free-api#23 (DashScope's native document, its code InvalidParameter).
      "DashScope's input-length range under InvalidParameter stays overflow",
      {
        message:
          '{"code":"InvalidParameter","message":"Range of input length should be [1, 6000]","request_id":"xxxxxx-xxx-xxx-xxx-xxx"}',
      },
      'context_overflow',
    ],
    [
      // agentscope-ai/QwenPaw#6255 (DashScope's compatible mode, code invalid_parameter_error).
      "DashScope's compatible-mode overflow under invalid_parameter_error stays overflow",
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'code': 'invalid_parameter_error', 'message': '<400> InternalError.Algo.InvalidParameter: Range of input length should be [1, 983616]', 'param': None, 'type': 'invalid_request_error'}, 'request_id': '81a373d6-28bd-9968-8335-e22a2127c41b'}",
      },
      'context_overflow',
    ],
    [
      // DashScope's missing model under InvalidParameter (quoted in integrations' troubleshooting
      // notes found by the code index, which names no repository).
      "DashScope's missing model under InvalidParameter stays a model answer",
      { message: '{"code":"InvalidParameter","message":"Model not exist."}' },
      'model_not_found',
    ],
    [
      "Volcengine's max_tokens range under InvalidParameter stays overflow",
      {
        message:
          '{"code": "InvalidParameter", "message": "Range of max_tokens should be [1, 2000]", "request_id": "1405ac5e-e9f8-9d41-b3b3-38a1457d74d8"}',
      },
      'context_overflow',
    ],
  ]);
});
