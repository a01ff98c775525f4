/**
 * Rules written in session 32 for misses of held-out batches 259–264 (group E), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A proxy that refused the CONNECT tunnel: the status in its words is the proxy's (batch 261,
// limaoyi1/Auto-PPT#1, LangChain over openai 0.x and urllib3).
describe("a status inside a proxy's tunnel failure is the proxy's: a connect failure", () => {
  checkReasons([
    [
      "urllib3's ProxyError around http.client's 'Tunnel connection failed: 400 Bad Request' (batch 261)",
      {
        message:
          "Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised APIConnectionError: Error communicating with OpenAI: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 400 Bad Request'))).",
      },
      'timeout',
    ],
    [
      "the 403 form (mozilla/bugbot#2002's 'Tunnel connection failed: 403 Forbidden', in urllib3's wrapper)",
      {
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 403 Forbidden')))",
      },
      'timeout',
    ],
    [
      "the 503 form alone (kuaidaili/python-sdk#8's 'Tunnel connection failed: 503 Service Unavailable')",
      { message: 'OSError: Tunnel connection failed: 503 Service Unavailable', name: 'OSError' },
      'timeout',
    ],
    [
      'the 407 form, as held (h231)',
      {
        message: 'OSError: Tunnel connection failed: 407 Proxy Authentication Required',
        name: 'OSError',
      },
      'timeout',
    ],
    [
      "httpcore's ProxyError with the proxy's answer, as held (h64)",
      { message: 'httpcore.ProxyError: 407 Proxy Authentication Required', name: 'ProxyError' },
      'timeout',
    ],
    [
      "httpx's ProxyError for a CONNECT an egress proxy denied ('httpx.ProxyError: 403 Forbidden')",
      { message: 'httpx.ProxyError: 403 Forbidden' },
      'timeout',
    ],
    [
      "undici's ProxyAgent refusal, an AbortError under 'fetch failed' that no caller cancelled",
      {
        name: 'TypeError',
        message: 'fetch failed',
        cause: {
          message: 'Request was cancelled.',
          code: 0,
          cause: {
            name: 'AbortError',
            message: 'Proxy response (403) !== 200 when HTTP Tunneling',
            code: 'UND_ERR_ABORTED',
          },
        },
      },
      'timeout',
    ],
    [
      "curl's exit 56 ('curl: (56) CONNECT tunnel failed, response 403')",
      { message: 'curl: (56) CONNECT tunnel failed, response 403' },
      'timeout',
    ],
    [
      "older curl's 'Received HTTP code 503 from proxy after CONNECT' (invented status)",
      { message: 'curl: (56) Received HTTP code 503 from proxy after CONNECT' },
      'timeout',
    ],
    [
      "Java's HttpURLConnection ('Unable to tunnel through proxy. Proxy returns \"HTTP/1.1 403 Forbidden\"')",
      {
        message:
          'java.io.IOException: Unable to tunnel through proxy. Proxy returns "HTTP/1.1 403 Forbidden"',
      },
      'timeout',
    ],
    [
      "aiohttp's ClientHttpProxyError (its '<status>, message=…, url=…' string; invented URL)",
      {
        message:
          "aiohttp.client_exceptions.ClientHttpProxyError: 407, message='Proxy Authentication Required', url=URL('http://127.0.0.1:7890')",
      },
      'timeout',
    ],
    [
      "the tunnel agent of request/axios ('tunneling socket could not be established, statusCode=403')",
      { message: 'Error: tunneling socket could not be established, statusCode=403' },
      'timeout',
    ],
    [
      'a status field of the answer keeps its reading beside tunnel words (invented)',
      { status: 403, message: 'Tunnel connection failed: 403 Forbidden' },
      'auth',
    ],
    [
      "LiteLLM's proxy server refusing its own key stays the key (held h139)",
      {
        message:
          'Error in stream_response: litellm.AuthenticationError: AuthenticationError: OpenAIException - Authentication Error, Invalid proxy server token passed. key=1234567890 not found in db. Create key via `/key/generate` call.',
      },
      'auth_permanent',
    ],
    [
      "LiteLLM proxy's budget stays billing (held h188)",
      {
        message:
          'LLMBadRequestError: litellm.BadRequestError: Litellm_proxyException - Budget has been exceeded! Current cost: 1000.xxx, Max budget: 1000.0',
      },
      'billing',
    ],
    [
      "a browser proxy relaying Google's own 403 stays the key's (held h100)",
      {
        message:
          '[Request] Attempt #1/3 for request #req_1774364768805_m271z9q9q failed: Proxy browser error: Google API returned error: 403 PERMISSION_DENIED {"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}',
      },
      'auth',
    ],
    [
      "CC Switch's local proxy relaying the upstream's 400 stays the request's (held h101)",
      {
        message:
          "CC Switch local proxy failed while handling Codex endpoint /responses. Provider: DeepSeek; model: deepseek-v4-pro; upstream_status: HTTP 400; cause: Invalid schema for function 'codex_app__automation_update': schema must be a JSON Schema of 'type: \"object\"', got 'type: null'.",
      },
      'format_error',
    ],
  ]);
});

// gRPC's channel that never connected, named 503 by google.api_core (batch 261,
// google/generative-ai-docs#314, google-generativeai on Windows).
describe("gRPC's 'failed to connect to all addresses' is a connect failure, whatever 503 it carries", () => {
  checkReasons([
    [
      "google.api_core's ServiceUnavailable: 503 around the channel failure (batch 261, as pasted)",
      {
        message:
          'Google. api_core. exceptions ServiceUnavailable: 503 failed to connect to all addresses; Last error: UNKNOWN: ipv4:142.251.42.234:443: TCP handshake shutdown',
      },
      'timeout',
    ],
    [
      'the same under a status field (invented)',
      {
        status: 503,
        message:
          'google.api_core.exceptions.ServiceUnavailable: 503 failed to connect to all addresses; last error: UNAVAILABLE: ipv4:127.0.0.1:7890: Failed to connect to remote host: Connection refused',
      },
      'timeout',
    ],
    [
      'behind a retry deadline, as held (h257)',
      {
        message:
          'Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 2.0 seconds as it raised RetryError: Deadline of 60.0s exceeded while calling target function, last exception: 503 failed to connect to all addresses; last error: UNAVAILABLE: ipv4:142.251.43.10:443: Failed to connect to remote host: FD shutdown.',
      },
      'timeout',
    ],
    [
      'behind a timeout, as held (h187)',
      {
        message:
          'langchain_google_genai._common.GoogleGenerativeAIError: Error embedding content: Timeout of 60.0s exceeded, last exception: 503 failed to connect to all addresses; last error: UNKNOWN: ipv4:142.251.43.10:443: tcp handshaker shutdown',
      },
      'timeout',
    ],
    [
      "gRPC's status details alone, no status (invented from grpc's wording)",
      {
        message:
          'failed to connect to all addresses; last error: UNAVAILABLE: ipv4:142.250.1.95:443: Socket closed',
      },
      'timeout',
    ],
    [
      "google.api_core's 503 with the service's own words stays overloaded (held h127)",
      {
        message:
          'google.api_core.exceptions.ServiceUnavailable: 503 The service is currently unavailable.',
      },
      'overloaded',
    ],
    [
      // Held h45's label is auth_permanent; session 36's group U reads the credential plugin's own
      // failure under the 503 (holdout-330-343-rules-U.test.ts). This rule must still not read it.
      "a 503 around gRPC's credential plugin failure is not read as a connect failure (held h45)",
      {
        status: 503,
        name: 'ServiceUnavailable',
        message:
          "google.api_core.exceptions.ServiceUnavailable: 503 Getting metadata from plugin failed with error: 'str' object has no attribute 'before_request'",
      },
      'auth_permanent',
    ],
    [
      "a 503 whose replicas are busy is no connect failure (invented: 'all replicas', not 'addresses')",
      {
        status: 503,
        message: 'Service Unavailable: failed to connect to all replicas, please retry',
      },
      'overloaded',
    ],
  ]);
});

// A streamed chunk or frame the client could not parse: a cut or garbled stream (batch 260:
// BerriAI/litellm#5650, Wei-Shaw/sub2api#1471, danny-avila/LibreChat#5954, lobehub#8757).
describe('a stream chunk the client could not parse is a cut stream', () => {
  checkReasons([
    [
      "LiteLLM's 'Error parsing chunk: … Received chunk: {' from Google AI Studio (batch 260)",
      {
        message:
          'Streaming error: litellm.APIConnectionError: Error parsing chunk: Expecting property name enclosed in double quotes: line 1 column 2 (char 1), Received chunk: {',
      },
      'timeout',
    ],
    [
      "the same with the source's line break before 'Received chunk' (as litellm#5479; decoder error invented)",
      {
        message:
          'litellm.APIConnectionError: Error parsing chunk: Unterminated string starting at: line 1 column 10 (char 9),\nReceived chunk: {"candidates": [{"content": {"parts": [{"text": "Hel',
      },
      'timeout',
    ],
    [
      "the Stainless SDKs' 'Could not parse message into JSON' for an SSE frame (batch 260)",
      { message: 'Could not parse message into JSON' },
      'timeout',
    ],
    [
      "with the SDK's own lines and the SyntaxError it rethrows (invented frame)",
      {
        name: 'SyntaxError',
        message:
          'Could not parse message into JSON: {"type":"content_block_delta","index":0event: error\nFrom chunk: [ \'data: {"type":"content_block_delta","index":0event: error\' ]\nSyntaxError: Expected \',\' or \'}\' after property value in JSON at position 44',
      },
      'timeout',
    ],
    [
      "@google/generative-ai's 'Failed to parse stream' under LibreChat's wrapper (batch 260)",
      {
        message: 'There was an uncaught error: [GoogleGenerativeAI Error]: Failed to parse stream',
      },
      'timeout',
    ],
    [
      'the same in AnythingLLM (Mintplex-Labs/anything-llm#3582)',
      { message: 'Error: [GoogleGenerativeAI Error]: Failed to parse stream' },
      'timeout',
    ],
    [
      "@google/genai's 'Incomplete JSON segment at the end' through a relay (held h260)",
      { message: '[API Error: Incomplete JSON segment at the end]' },
      'timeout',
    ],
    [
      "the same in LobeHub's stream parser (held h260)",
      { message: 'Stream parsing error: Error: Incomplete JSON segment at the end' },
      'timeout',
    ],
    [
      'an unparseable chunk that carries a rate-limit answer is that answer (invented)',
      {
        message:
          'litellm.APIConnectionError: Error parsing chunk: Expecting value: line 1 column 1 (char 0),\nReceived chunk: data: {"error": {"code": 429, "message": "Resource has been exhausted (e.g. check quota).", "status": "RESOURCE_EXHAUSTED"}}',
      },
      'rate_limit',
    ],
    [
      "a stream event the client could not parse that is the provider's overload stays overloaded (held h107)",
      {
        message:
          'Critical error obtaining LLM response: Failed to parse stream event:\ndata: {"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"}             }',
      },
      'overloaded',
    ],
    [
      "Gemini CLI's invalid-chunk check stays a server fault (held h260)",
      {
        message: '[API Error: Model stream ended with an invalid chunk or missing finish reason.]',
      },
      'server_error',
    ],
    [
      'an empty body the decoder could not read stays a server fault (held h20)',
      { message: 'Expecting value: line 1 column 1 (char 0)', name: 'JSONDecodeError' },
      'server_error',
    ],
    [
      "a client's 'Failed to parse stream response: <decoder>' is read by what it says (invented)",
      { message: 'Failed to parse stream response: Expecting value: line 1 column 1 (char 0)' },
      'server_error',
    ],
    [
      "llama.cpp's server failing to parse the request's messages stays the request (held h140)",
      {
        status: 500,
        message:
          '500: Failed to parse messages: Unsupported content part type: "image_url"; messages = []',
      },
      'format_error',
    ],
  ]);
});

// pydantic's ValidationError on a response model: the client rejected the provider's answer (batch
// 260, mistralai/client-python#74, a stream chunk whose finish_reason was 'error').
describe("the client's validation of a response model is no verdict on the request", () => {
  checkReasons([
    [
      "mistralai 0.x rejecting a chunk with finish_reason 'error' (batch 260)",
      {
        name: 'ValidationError',
        message:
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionStreamResponse choices.0.finish_reason Input should be 'stop' or 'length' [type=enum, input_value='error', input_type=str]",
      },
      'server_error',
    ],
    [
      'a full response whose content the client model refuses (invented)',
      {
        message:
          'pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionResponse\nchoices.0.message.content\n  Input should be a valid string [type=string_type, input_value=None, input_type=NoneType]',
      },
      'server_error',
    ],
    [
      'a chunk model (invented)',
      {
        message:
          "2 validation errors for ChatCompletionChunk\nchoices.0.delta.role\n  Input should be 'assistant' [type=literal_error, input_value='model', input_type=str]",
      },
      'server_error',
    ],
    [
      'a chunk whose validation quotes a rate-limit answer is that answer (invented)',
      {
        message:
          '1 validation error for ChatCompletionChunk\n  Value error, input_value={"error": {"message": "Rate limit exceeded: free-models-per-day", "code": 429}}',
      },
      'rate_limit',
    ],
    [
      "Ollama's request model stays the request (held h150)",
      {
        message:
          "1 validation error for GenerateRequest\nmodel\nString should have at least 1 character [type=string_too_short, input_value='', input_type=str]",
      },
      'format_error',
    ],
    [
      "google-genai's request config stays the request (held h92)",
      {
        message:
          'ValidationError: 1 validation error for GenerateContentConfig\nmax_tokens\n  Extra inputs are not permitted',
      },
      'format_error',
    ],
    [
      "vLLM's request model under its 400 stays the request (held h212)",
      {
        status: 400,
        body: {
          code: 400,
          message:
            "1 validation error for ChatCompletionRequest\nfunctions\n  Extra inputs are not permitted [type=extra_forbidden, input_value=[{'description': 'Get the...n'], 'type': 'object'}}], input_type=list]",
          object: 'error',
          param: null,
          type: 'BadRequestError',
        },
      },
      'format_error',
    ],
    [
      'a request model without a status stays the request (invented)',
      {
        message:
          "1 validation error for ChatCompletionRequest\nmessages.0.role\n  Input should be 'system', 'user' or 'assistant' [type=enum, input_value='tool', input_type=str]",
      },
      'format_error',
    ],
    [
      "LangChain's LLMResult is no response model of a provider: still unread (held h104)",
      {
        message:
          '1 validation error for LLMResult generations -> 0 -> 0 none is not an allowed value (type=type_error.none.not_allowed)',
      },
      'unknown',
    ],
  ]);
});
