/**
 * Rules from held-out batch 88 (a natural sample of data-science, notebook and RAG tooling's
 * threads; docs/classifier.md, "Batch 88"): each rule's wordings, then the neighbours it must leave
 * alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Go's net/http answers a path it does not serve with the bare body "404 page not found" (Ollama's
// router, vLLM's and NIM's Go front ends): the URL is wrong whatever model a client's headline names.
// pydantic-ai renders every HTTP error as "status_code: 404, model_name: <the model it asked for>,
// body: <body>", so the model the client asked for stands beside the router's verdict and was read
// as "model … not found". Source: vitali87/code-graph-rag#155 (h88, Ollama behind pydantic-ai with a
// base URL missing its /v1). Counter-examples, real pydantic-ai renderings whose body names the model
// as missing, keep model_not_found: pydantic/pydantic-ai#5002 (Vertex's "Publisher Model … was not
// found") and pydantic/pydantic-ai#3201 (Cohere's "model 'command' was removed").
describe("Go's bare 404 page is the path's, whatever model a client's rendering names", () => {
  checkReasons([
    [
      "pydantic-ai's rendering of Ollama's router 404",
      {
        message:
          'An unexpected error occurred: status_code: 404, model_name: llama3.2:latest, body: 404 page not found',
      },
      'format_error',
    ],
    [
      'the same rendering with the status kept',
      {
        status: 404,
        message: 'status_code: 404, model_name: llama3.2:latest, body: 404 page not found',
      },
      'format_error',
    ],
    [
      "a body naming the model as missing stays model_not_found (Vertex's publisher model)",
      {
        message:
          "pydantic_ai.exceptions.ModelHTTPError: status_code: 404, model_name: claude-sonnet-4-6, body: {'error': {'code': 404, 'message': 'Publisher Model `projects/pydantic-platform/locations/global/publishers/google/models/claude-sonnet-4-6` was not found or your project does not have access to it. Please ensure you are using a valid model version. For more information, see: https://cloud.google.com/vertex-ai/generative-ai/docs/learn/model-versions', 'status': 'NOT_FOUND'}}",
      },
      'model_not_found',
    ],
    [
      "a body naming the model as removed stays model_not_found (Cohere's 'command')",
      {
        message:
          "status_code: 404, model_name: command, body: {'id': 'b078a1f9-b421-4344-b9b3-be955075b0b0', 'message': \"model 'command' was removed on September 15, 2025. See https://docs.cohere.com/docs/models#command for a list of models you can use instead.\"}",
      },
      'model_not_found',
    ],
    [
      "Ollama's own missing-model 404 stays model_not_found (nano-graphrag#32)",
      { status: 404, message: 'model "qwen2" not found, try pulling it first' },
      'model_not_found',
    ],
    // Review r88: more real wordings. Go's page stays the path's however a client wraps it:
    // vybestack/llxprt-code#775 (a Gemini-shaped client pointed at Ollama; fixed by switching the
    // provider), 567-labs/instructor#491 (openai-python against an Ollama too old to serve /v1;
    // fixed by upgrading, continuedev/continue#882): the request cannot succeed on that target.
    [
      "a Gemini-shaped client's rendering of Ollama's router 404 (llxprt-code#775)",
      {
        message:
          '[API Error: {"error":{"message":"404 page not found","code":404,"status":"Not Found"}} (Status: 404)]',
      },
      'format_error',
    ],
    [
      "openai-python's NotFoundError for Go's page at a correct /v1 URL (instructor#491)",
      { status: 404, message: 'openai.NotFoundError: 404 page not found' },
      'format_error',
    ],
    // The real missing-model answers of OpenAI-compatible local servers name the model, not a page.
    [
      "Ollama's OpenAI-compatible missing model (netease-youdao/QAnything#555)",
      {
        status: 404,
        message:
          "Error code: 404 - {'error': {'message': 'model \"ollama\" not found, try pulling it first', 'type': 'api_error', 'param': None, 'code': None}}",
      },
      'model_not_found',
    ],
    [
      "vLLM's missing model (THUDM/LongBench#102)",
      {
        status: 404,
        message:
          "Error code: 404 - {'object': 'error', 'message': 'The model `/dev/shm/glm-4-9b-chat/` does not exist.', 'type': 'NotFoundError', 'param': None, 'code': 404}",
      },
      'model_not_found',
    ],
  ]);
});
