/**
 * Rules written in session 34 for misses of held-out batches 292–302 (group O), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const RASA_GEMINI_PRO = `ERROR rasa.shared.utils.llm - [error ] ('Test call to the LLM API failed for component - LLMBasedCommandGenerator.',) config={'model': 'gemini-pro', 'provider': 'gemini', 'base_url': 'https://generativelanguage.googleapis.com/v1beta', 'api_key': '\${GEMINI_API_KEY}', 'litellm_extra_params': {'set_verbose': True}, 'max_tokens': 256, 'timeout': 7} error=ProviderClientAPIException('\\nOriginal error: litellm.NotFoundError: VertexAIException - )') event_key=llm_based_command_generator.train.send_test_llm_api_request_failed`;

// A timeout setting in a printed config ("'timeout': 7") is no timeout (batch 299, BerriAI/litellm#10669).
describe('a timeout setting printed with its value is not a timeout', () => {
  checkReasons([
    [
      "Rasa's config dump beside LiteLLM's NotFoundError for the retired gemini-pro (batch 299)",
      { message: RASA_GEMINI_PRO, name: 'ProviderClientAPIException' },
      'model_not_found',
    ],
    [
      'a double-quoted request_timeout key in a config dump (invented)',
      {
        message:
          'Test call failed. config={"model": "llama3", "request_timeout": 600} error=ProviderClientAPIException("litellm.NotFoundError: OllamaException - ")',
      },
      'model_not_found',
    ],
    [
      "urllib3's own report of its read timeout stays a timeout (held h113)",
      {
        message:
          "openai.error.Timeout: Request timed out: HTTPSConnectionPool(host='api.openai.com', port=443): Read timed out. (read timeout=600)",
      },
      'timeout',
    ],
    [
      "undici's connect timeout with its setting stays a timeout (held commitsage)",
      {
        message:
          'Generation attempt 1 failed: Connect Timeout Error (attempted address: openrouter.ai:443, timeout: 10000ms)',
      },
      'timeout',
    ],
    [
      'a config dump beside a timeout that happened stays a timeout (invented)',
      {
        message:
          "config={'model': 'gpt-4o', 'timeout': 7} error=APITimeoutError('Request timed out.')",
      },
      'timeout',
    ],
    [
      'a quoted timeout key whose value is words is not read as a setting (invented)',
      { message: '{"error": {"timeout": "upstream read timed out after 60s"}}' },
      'timeout',
    ],
  ]);
});

// LiteLLM's NotFoundError class printed with its package and nothing else read (batch 299).
describe("a client's package-qualified NotFoundError, when nothing else is read, is the bare 404", () => {
  checkReasons([
    [
      "LiteLLM's NotFoundError for Vertex with the body lost (batch 299, without Rasa's dump)",
      {
        message:
          "error=ProviderClientAPIException('\\nOriginal error: litellm.NotFoundError: VertexAIException - )')",
        name: 'ProviderClientAPIException',
      },
      'model_not_found',
    ],
    [
      'the same class with its body, as held (h33, BerriAI/litellm#8824)',
      {
        message:
          'litellm.NotFoundError: VertexAIException - { "error": { "code": 404, "message": "models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.", "status": "NOT_FOUND" } }',
      },
      'model_not_found',
    ],
    [
      "a router's 404 page under the class stays a wrong URL (held h106)",
      {
        message:
          'Unexpected error: litellm.NotFoundError: NotFoundError: OpenAIException - 404 page not found',
      },
      'format_error',
    ],
    [
      "openai-node's NotFoundError for a file id stays the request's (held h172)",
      { message: 'NotFoundError: 404 No file found with id' },
      'format_error',
    ],
    [
      'a connection failure filed under the class stays a timeout (invented)',
      { message: 'litellm.NotFoundError: OpenAIException - Connection error.' },
      'timeout',
    ],
    [
      "LiteLLM's server-fault class is still a server fault (invented)",
      { message: 'litellm.InternalServerError: InternalServerError: OpenAIException - ' },
      'server_error',
    ],
  ]);
});

// gRPC's own size caps under RESOURCE_EXHAUSTED (batch 299, googleapis/python-dialogflow-cx#298); a
// received message over the cap is its size (held batch 793's payload_too_large), the metadata the call's.
describe("gRPC's message and metadata size caps are no quota", () => {
  checkReasons([
    [
      "Dialogflow CX's looping agent: the received trailing metadata over gRPC's cap (batch 299)",
      {
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.RESOURCE_EXHAUSTED details = "received trailing metadata size exceeds limit"',
        name: '_InactiveRpcError',
      },
      'format_error',
    ],
    [
      "grpc-core's received-message cap in Python (grpc/grpc.io#1254)",
      {
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n        status = StatusCode.RESOURCE_EXHAUSTED\n        details = "Received message larger than max (17777780 vs. 4194304)"',
        name: '_InactiveRpcError',
      },
      'payload_too_large',
    ],
    [
      "grpc-go's wording (zeromicro/go-zero#3494)",
      {
        message:
          'rpc error: code = ResourceExhausted desc = grpc: received message larger than max (4561623 vs. 4194304)',
      },
      'payload_too_large',
    ],
    [
      "gax-php's document with the RESOURCE_EXHAUSTED status as its code (googleapis/gax-php#320)",
      {
        body: {
          message: 'Received message larger than max (5013781 vs. 4194304)',
          code: 8,
          status: 'RESOURCE_EXHAUSTED',
        },
      },
      'payload_too_large',
    ],
    [
      "api_core's 429 for the same cap (invented from google.api_core's mapping)",
      {
        status: 429,
        body: {
          error: {
            code: 429,
            message: 'Received message larger than max (5013781 vs. 4194304)',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      'payload_too_large',
    ],
    [
      "grpc-go's cap on a message it sends is the request's bytes (invented from grpc-go's wording)",
      {
        message:
          'rpc error: code = ResourceExhausted desc = grpc: trying to send message larger than max (6291456 vs. 4194304)',
      },
      'payload_too_large',
    ],
    [
      "grpc-core's send cap (invented from grpc-core's wording)",
      {
        message:
          'status = StatusCode.RESOURCE_EXHAUSTED details = "Sent message larger than max (5242880 vs. 4194304)"',
        name: '_InactiveRpcError',
      },
      'payload_too_large',
    ],
    [
      "Vertex's per-minute quota under the same gRPC status stays a rate limit (held h109)",
      {
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\nstatus = StatusCode.RESOURCE_EXHAUSTED\ndetails = "Quota exceeded for aiplatform.googleapis.com/generate_content_requests_per_minute_per_project_per_base_model with base model: MedLM-medium. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai."',
      },
      'rate_limit',
    ],
    [
      "YandexGPT's per-second quota through gRPC stays a rate limit (held h89)",
      {
        message:
          'Retrying langchain_community.embeddings.yandex._embed_with_retry.<locals>._completion_with_retry in 1.0 seconds as it raised _InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n\tdetails = "ai.embeddingsTextEmbeddingRequestsPerSecond.rate rate quota limit exceed: allowed 10 requests"',
      },
      'rate_limit',
    ],
    [
      "Gemini's bare RESOURCE_EXHAUSTED sentence stays a rate limit (held h51's wording)",
      {
        message:
          'Sorry, there was an error from the AI: Failed after 3 attempts. Last error: Resource has been exhausted (e.g. check quota)',
      },
      'rate_limit',
    ],
  ]);
});

// A Go server's JSON decoder refusing a request field (batch 302, google/adk-python#49).
describe("a Go server's refusal to decode a request field is the request's shape", () => {
  checkReasons([
    [
      "Ollama's refusal of list-form content under LiteLLM's APIConnectionError (batch 302)",
      {
        message:
          'litellm.exceptions.APIConnectionError: litellm.APIConnectionError: Ollama_chatException - {"error":"json: cannot unmarshal array into Go struct field ChatRequest.messages.content of type string"}',
        name: 'APIConnectionError',
      },
      'format_error',
    ],
    [
      "Ollama's older wording for the messages field (ollama/ollama#6451)",
      {
        message:
          'json: cannot unmarshal array into Go struct field ChatRequest.messages of type string',
      },
      'format_error',
    ],
    [
      "a relay's decode of a history turn's reasoning field (held h139)",
      {
        body: {
          error: {
            code: 'one_hub_error',
            type: 'one_hub_error',
            message:
              'json: cannot unmarshal object into Go struct field ChatCompletionMessage.messages.reasoning of type string (request id: 20251109223857577675849dfb7rfgM)',
          },
          endpoint: 'https://done-hub.Example.cn/v1',
          provider: 'openrouter',
        },
      },
      'format_error',
    ],
    [
      "Ollama's refusal of a tool schema field, with its anonymous struct (held zed-ollama's wording, status dropped)",
      {
        message:
          '{"error":"json: cannot unmarshal array into Go struct field .tools.function.parameters.properties.type of type string"}',
      },
      'format_error',
    ],
    [
      "a client decoding the provider's answer into its own struct is not the request's (held h227)",
      {
        body: {
          message:
            'json: cannot unmarshal string into Go struct field Error.Response.Error.Code of type int',
          model: 'hunyuan-lite',
          success: false,
          time: 0,
        },
      },
      'unknown',
    ],
    [
      "go-openai decoding an error body into its ErrorResponse is not the request's (held h281's wording, status dropped)",
      { message: 'json: cannot unmarshal number into Go value of type openai.ErrorResponse' },
      'unknown',
    ],
    [
      "LiteLLM's APIConnectionError around a real timeout stays a timeout (held agent-zero)",
      {
        message:
          'litellm.exceptions.APIConnectionError: litellm.APIConnectionError: OllamaException - litellm.Timeout: Connection timed out. Timeout passed=600.0, time taken=579.681 seconds',
        name: 'APIConnectionError',
      },
      'timeout',
    ],
  ]);
});

// A client's retry summary before a bare 404 (batch 298, virattt/ai-hedge-fund#205).
describe("a client's retry summary does not make a bare 404 less bare", () => {
  checkReasons([
    [
      "ai-hedge-fund's 'Error in LLM call after 3 attempts' over a bare 'Not Found' (batch 298)",
      {
        status: 404,
        message:
          "Error in LLM call after 3 attempts: Error code: 404 - {'error': {'message': 'Not Found'}}",
      },
      'model_not_found',
    ],
    [
      "LibreChat's 'Operation failed after 3 attempts' over Anthropic's bare 404 (invented)",
      {
        status: 404,
        message:
          'Operation failed after 3 attempts: 404 {"type":"error","error":{"type":"not_found_error","message":"Not Found"}}',
      },
      'model_not_found',
    ],
    [
      'the same summary over a wrong URL stays the URL (invented)',
      {
        status: 404,
        message:
          "Error in LLM call after 3 attempts: Error code: 404 - {'error': {'message': 'Invalid URL (POST /v1/chat/completions)'}}",
      },
      'format_error',
    ],
    [
      'the same summary over a missing file id stays the request (invented)',
      {
        status: 404,
        message:
          "Error in LLM call after 3 attempts: Error code: 404 - {'error': {'message': 'No file found with id file-abc123'}}",
      },
      'format_error',
    ],
    [
      'a retry summary over a 429 stays a rate limit (invented)',
      {
        status: 429,
        message:
          'API call failed after 3 retries: HTTP 429: {"status":429,"title":"Too Many Requests"}',
      },
      'rate_limit',
    ],
  ]);
});
