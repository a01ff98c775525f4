/**
 * Rules from held-out batch 107 (a natural sample of threads from SDKs and client libraries beyond
 * Python and TypeScript — Go, Rust, Java/Kotlin, .NET, PHP, Ruby, Elixir, Swift, Dart;
 * docs/classifier.md, "Batch 107"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// .NET clients print a 404 as the runtime's status line and nothing else: HttpClient's
// `EnsureSuccessStatusCode` ("System.Net.Http.HttpRequestException: Response status code does not
// indicate success: 404 (Not Found).", laurentkempe/aiPlayground#1 and awaescher/OllamaSharp#327,
// this batch) and System.ClientModel's `ClientResultException` as Semantic Kernel wraps it
// ("Microsoft.SemanticKernel.HttpOperationException: Service request failed.\nStatus: 404 (Not
// Found)", microsoft/semantic-kernel#8980, this batch). The status line, the exception's dotted
// class path and .NET's "Unhandled exception." header are the client's words: the 404 says nothing
// of its own, as a bare 404 on a chat call (model_not_found, fall back). Counter-examples: a 404
// whose text names the missing resource keeps its reading (Azure's "Resource not found", held
// h91-chat-copilot-sk-http-operation-404; a search index, invented), and Dio's status sentence under
// an app's own log prefix ("Gemini Chat - Error: **GeminiException** => …", babakcode/flutter_gemini#36,
// this batch, a known miss) still carries the app's words.
describe(".NET's status line around a bare 404 is the client's, not the provider's", () => {
  checkReasons([
    [
      'HttpRequestException behind .NET\'s "Unhandled exception." (laurentkempe/aiPlayground#1)',
      {
        message:
          'Unhandled exception. System.Net.Http.HttpRequestException: Response status code does not indicate success: 404 (Not Found).',
      },
      'model_not_found',
    ],
    [
      'HttpRequestException quoted by the debugger (awaescher/OllamaSharp#327)',
      {
        message:
          "System.Net.Http.HttpRequestException: 'Response status code does not indicate success: 404 (Not Found).'",
      },
      'model_not_found',
    ],
    [
      "Semantic Kernel's HttpOperationException around ClientResultException (microsoft/semantic-kernel#8980)",
      {
        message:
          'Microsoft.SemanticKernel.HttpOperationException: Service request failed.\nStatus: 404 (Not Found)\n',
      },
      'model_not_found',
    ],
    [
      "Azure's Resource not found keeps its reading (held h91, microsoft/chat-copilot#1105)",
      {
        message:
          'Microsoft.SemanticKernel.KernelException: GetUserIntentAsync failed. ---> Microsoft.SemanticKernel.HttpOperationException: Resource not found Status: 404 (Resource Not Found)',
      },
      'model_not_found',
    ],
    [
      'a 404 that names a search index stays unknown (invented)',
      {
        message:
          "Microsoft.SemanticKernel.HttpOperationException: Service request failed.\nStatus: 404 (Not Found)\nThe index 'docs-index' was not found.",
      },
      'unknown',
    ],
    [
      "Dio's sentence under an app's log prefix stays unknown (babakcode/flutter_gemini#36)",
      {
        message:
          'Gemini Chat - Error: **GeminiException** => This exception was thrown because the response has a status code of 404 and RequestOptions.validateStatus was configured to throw for this status code.\nThe status code of 404 has the following meaning: "Client error - the request contains bad syntax or cannot be fulfilled"',
      },
      'unknown',
    ],
  ]);
});

// Spring's WebClient names the status by its `HttpStatus` constant ("400 BAD_REQUEST from POST
// https://…"; Reactor's assembly checkpoint keeps only "*__checkpoint ⇢ 400 BAD_REQUEST from POST",
// spring-projects/spring-ai#5181, this batch): the constant is the status' reason phrase with
// underscores, as "400 Bad Request from POST" (mateaix/mateclaw#53, this batch) already reads.
// Counter-examples: a 429 constant keeps the rate limit ("429 TOO_MANY_REQUESTS from POST …",
// invented in WebClient's format), and a number before an unrelated constant names no status
// ("retry 400 BAD_FLAG_VALUE", invented).
describe("Spring's HttpStatus constant after the status names it", () => {
  checkReasons([
    [
      "Reactor's checkpoint line (spring-projects/spring-ai#5181)",
      { message: '*__checkpoint ⇢ 400 BAD_REQUEST from POST' },
      'format_error',
    ],
    [
      'the words with spaces already read (mateaix/mateclaw#53)',
      {
        message:
          'org.springframework.web.reactive.function.client.WebClientResponseException$BadRequest: 400 Bad Request from POST https://dashscope.aliyuncs.com/api/v1/services/aigc/text-generation/generation',
      },
      'format_error',
    ],
    [
      'a 429 constant is a rate limit (invented, WebClient format)',
      {
        message:
          '*__checkpoint ⇢ 429 TOO_MANY_REQUESTS from POST https://api.openai.com/v1/chat/completions',
      },
      'rate_limit',
    ],
    [
      'a number before another constant names no status (invented)',
      { message: 'retry 400 BAD_FLAG_VALUE' },
      'unknown',
    ],
  ]);
});

// Ollama answers a model name it cannot parse ("deepseek:r1:8b") with "model is required" (400),
// which OllamaSharp throws as `OllamaException` without the status (awaescher/OllamaSharp#229, this
// batch); under "Ollama call failed with status code 400" the same words were already read as the
// request's (held h83). A gateway's "model is required and must not exceed 256 bytes" is the same
// check. Counter-examples: a config variable's name ending in `_model` is no model parameter
// ("[assistant] LLM_MODEL is required. Assistant disabled.", an app's startup warning), and a key
// that is required stays the key's ("API key is required", held wording).
describe('"model is required" is a request without a model', () => {
  checkReasons([
    [
      "OllamaSharp's exception without the status (awaescher/OllamaSharp#229)",
      { message: 'OllamaSharp.Models.Exceptions.OllamaException: model is required' },
      'format_error',
    ],
    [
      "a gateway's own check on the model parameter",
      { message: 'model is required and must not exceed 256 bytes' },
      'format_error',
    ],
    [
      "a config variable's name is no model parameter",
      { message: '[assistant] LLM_MODEL is required. Assistant disabled.' },
      'unknown',
    ],
    ['a required key stays the key', { message: 'API key is required' }, 'auth_permanent'],
  ]);
});

// A client that finds no content in a 200 answer says so: Symfony AI's bridges throw "Response
// does not contain any content." (symfony/ai#587, this batch, Gemini) and "Response content does
// not contain any text" (its Anthropic bridge), as batch 102's "Empty response from LLM" and "LLM
// model response empty" are a client's empty-answer check (server_error: retry). Counter-examples: a
// request whose own message is empty stays the request's ("messages: text content blocks must be
// non-empty", held continue#11045 wording), and a document that has nothing to filter is no answer
// ("The document does not contain any content associated with the output filter selected", an
// Eiffel tool's message).
describe('a client finding no content in the answer is an empty answer', () => {
  checkReasons([
    [
      "Symfony AI's Gemini bridge (symfony/ai#587)",
      { message: 'Response does not contain any content.' },
      'server_error',
    ],
    [
      "Symfony AI's Anthropic bridge wording",
      { message: 'Response content does not contain any text' },
      'server_error',
    ],
    [
      'an empty request block stays the request (held continue#11045 wording)',
      { message: 'messages: text content blocks must be non-empty' },
      'format_error',
    ],
    [
      'a document with nothing to filter is no answer',
      {
        message:
          'The document does not contain any content associated with the output filter selected',
      },
      'unknown',
    ],
  ]);
});
