/**
 * Rules written in session 32 for misses of held-out batches 270–273 (group H) and two older lines the
 * retrained vote stopped reading right (h119, h229), after the batches had been scored without them:
 * each rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const APISIX_500_PAGE =
  '<html> <head><title>500 Internal Server Error</title></head> <body> <center><h1>500 Internal Server Error</h1></center> <hr><center>openresty</center> <p><em>Powered by <a href="https://apisix.apache.org/">APISIX</a>.</em></p></body> </html>';

// A gateway's own TLS client that could not verify the provider's certificate, under its 5xx
// (batch 271, apache/apisix#12292).
describe("a relay's 5xx around its own certificate-verification failure is transport", () => {
  checkReasons([
    [
      "APISIX ai-proxy's 500 page with the gateway's log line for the same request",
      {
        status: 500,
        body: APISIX_500_PAGE,
        message:
          'failed to send request to AI service: failed to connect to LLM server: 20: unable to get local issuer certificate',
      },
      'timeout',
    ],
    [
      "the same verdict without a status, as held (h31, Kilo's gateway)",
      { message: 'Error: unable to get local issuer certificate' },
      'timeout',
    ],
    [
      "Go's verdict under a relay's 502 (invented)",
      {
        status: 502,
        message:
          'upstream error: Post "https://api.openai.com/v1/chat/completions": tls: failed to verify certificate: x509: certificate signed by unknown authority',
      },
      'timeout',
    ],
    [
      "Node's verdict under a proxy's 503 (invented)",
      {
        status: 503,
        message: 'request to upstream failed: unable to verify the first certificate',
      },
      'timeout',
    ],
    [
      'a 529 is the provider’s own overload verdict, whatever a cause says (invented)',
      {
        status: 529,
        message: 'HTTP 529',
        cause: { message: 'unable to get local issuer certificate' },
      },
      'overloaded',
    ],
    [
      'capacity words beside it keep the capacity reading (invented)',
      {
        status: 500,
        message: 'The server is overloaded, please try again later (self signed certificate)',
      },
      'overloaded',
    ],
    [
      'a 500 that names a certificate without a verification verdict stays a server fault (invented)',
      { status: 500, message: 'Internal Server Error: error while renewing the certificate store' },
      'server_error',
    ],
    [
      "a WebSocket handshake's 503 is no TLS verdict (held h266, Deepgram through LiveKit)",
      {
        status: 503,
        name: 'WSServerHandshakeError',
        message:
          "aiohttp.client_exceptions.WSServerHandshakeError: 503, message='Invalid response status', url='wss://api.deepgram.com/v1/listen?model=nova-2-general'",
      },
      'overloaded',
    ],
  ]);
});

// Envoy's own connect-failure body under a status a gateway rewrote (batch 271, gpustack/gpustack#4725).
describe("Envoy's upstream connect failure is transport under a 403 or a 500", () => {
  checkReasons([
    [
      "GPUStack's embedded Higress: Envoy's body under a 403",
      {
        status: 403,
        message:
          '403 upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      },
      'timeout',
    ],
    [
      "held h86's wording (Higress, local connection failure) under a 403 (status invented)",
      {
        status: 403,
        message:
          'upstream connect error or disconnect/reset before headers. reset reason: local connection failure',
      },
      'timeout',
    ],
    [
      "held h85's wording (an OpenAI SDK InternalServerError) with its 500 kept (status invented)",
      {
        status: 500,
        name: 'InternalServerError',
        message:
          'openai.InternalServerError: upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111',
      },
      'timeout',
    ],
    [
      "Envoy's RBAC filter refusing the caller stays a refusal (invented)",
      { status: 403, message: 'RBAC: access denied' },
      'auth',
    ],
    [
      "a 403 that names the caller's connection, not the upstream's, stays a refusal (invented)",
      { status: 403, message: '403 Forbidden: connections from your IP address are not allowed' },
      'auth',
    ],
    [
      "Anthropic's permission refusal under its 403 (held anthropic-403-permission-denied)",
      {
        status: 403,
        body: {
          type: 'error',
          error: { type: 'permission_error', message: 'Permission denied' },
          request_id: 'req_011CaH53rCYtDAVnwhLQvkuc',
        },
      },
      'auth',
    ],
  ]);
});

// A request body whose string bytes nlohmann-json refused, under llama-server's 500 (batch 272,
// six2dez/burp-ai-agent#66).
describe("a server's 500 for a request string its JSON parser refused is the request", () => {
  checkReasons([
    [
      'Burp AI Agent through an OpenAI-compatible llama.cpp server (cut inside the quoted prompt)',
      {
        status: 500,
        message:
          '[openai-compatible] HTTP 500: {"error":{"code":500,"message":"[json.exception.parse_error.101] parse error at line 1, column 1549: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: \'\\"System instructions (AGENTS):\\\\nRole: Senior penetration tester conducting authorized security assessments.',
      },
      'format_error',
    ],
    [
      "nlohmann-json's FAQ wording in llama-server's error document (the body's shape invented)",
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              "[json.exception.parse_error.101] parse error at line 1, column 53: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: '\"Testé$'",
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      'an unescaped control character in a prompt string (invented, nlohmann-json’s message)',
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              "[json.exception.parse_error.101] parse error at line 1, column 88: syntax error while parsing value - invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n; last read: '\"line one<U+000A>'",
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      'a string cut before its closing quote may be a cut body: the status decides (invented)',
      {
        status: 500,
        message:
          '[json.exception.parse_error.101] parse error at line 1, column 4096: syntax error while parsing value - invalid string: missing closing quote; last read: \'"Hello',
      },
      'server_error',
    ],
    [
      'a body that ended early names no bad byte: the status decides (invented)',
      {
        status: 500,
        message:
          "[json.exception.parse_error.101] parse error at line 1, column 2048: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal",
      },
      'server_error',
    ],
    [
      "a client that could not decode the streamed answer's UTF-8 is a cut stream (held h54, Codex)",
      {
        message:
          'stream disconnected before completion: UTF8 error: invalid utf-8 sequence of 1 bytes from index 0',
      },
      'timeout',
    ],
  ]);
});

// LocalAI trying every backend for a model whose file is not there (batch 271, k8sgpt-ai/k8sgpt#981).
describe("a local server's missing model file is the model", () => {
  checkReasons([
    [
      "k8sgpt's localai backend: all backends failed, two with the model file's stat",
      {
        status: 500,
        message:
          'Error: failed while calling AI provider localai: error, status code: 500, message: could not load model - all backends returned error: 23 errors occurred: * could not load model: rpc error: code = Canceled desc = * could not load model: rpc error: code = Unknown desc = failed loading model * could not load model: rpc error: code = Unavailable desc = error reading from server: EOF * could not load model: rpc error: code = Unknown desc = stat /models/add: no such file or directory * grpc process not found: /tmp/localai/backend',
      },
      'model_not_found',
    ],
    [
      'one backend, without a status (invented, LocalAI’s loader wording)',
      {
        message:
          'failed to load model with internal loader: could not load model: rpc error: code = Unknown desc = stat /build/models/gpt-4.gguf: no such file or directory',
      },
      'model_not_found',
    ],
    [
      "every backend failing to start stays the server's (held h156)",
      {
        message:
          '{"error":{"code":500,"message":"could not load model - all backends returned error: [llama-cpp]: failed to load model with internal loader: grpc service not ready\\n[llama-ggml]: failed to load model with internal loader: grpc service not ready\\n[llama-cpp-fallback',
      },
      'server_error',
    ],
    [
      "a model file the runtime cannot read stays the server's (held h226)",
      {
        message:
          "failed to load model with internal loader: could not load model: rpc error: code = Internal desc = Failed to load model: /models/llama-cpp/models/Spark-X2.5-4B-Q4_K_M/Spark-X2.5-4B-Q4_K_M.gguf. Error: llama_model_load: error loading model: unknown model architecture: 'spark2_5'; llama_model_load_from_file_impl:",
      },
      'server_error',
    ],
    [
      "a missing backend binary is the server's set-up, not the model (invented)",
      {
        status: 500,
        message:
          'could not load model: rpc error: code = Unknown desc = stat /tmp/localai/backend_data/backend-assets/grpc/llama-cpp: no such file or directory',
      },
      'server_error',
    ],
    [
      "an Ollama blob it cannot find is the server's store, not the name asked for (invented)",
      {
        status: 500,
        message:
          'failed to load model: stat /root/.ollama/models/blobs/sha256-6a0746a1ec1aef3e7ec53868f220ff6e389f6f8ef87a01d77c96807de94ca2aa: no such file or directory',
      },
      'server_error',
    ],
  ]);
});

// gRPC's UNIMPLEMENTED over an HTTP/2 404 (h229, googleapis/python-aiplatform#3871; the vote read it
// right before its retraining through batch 273).
describe("gRPC's rendering of an endpoint's HTTP 404 is the request's URL", () => {
  checkReasons([
    [
      "aiplatform's async JobServiceClient without its regional endpoint",
      {
        message:
          'grpc.aio._call.AioRpcError: <AioRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNIMPLEMENTED\n\tdetails = "Received http2 header with status: 404"\n\tdebug_error_string = "UNKNOWN:Error received from peer  {grpc_message:"Received http2 header with status: 404", grpc_status:12, created_time:"2024-06-05T17:00:46.9053534+00:00"}"\n>',
      },
      'format_error',
    ],
    [
      "google.api_core's class for it, as public notes on Dataplex and Speech regional endpoints print it",
      {
        message:
          'google.api_core.exceptions.MethodNotImplemented: 501 Received http2 header with status: 404',
      },
      'format_error',
    ],
    [
      "gRPC's NOT_FOUND for a retired model stays the model (held h53)",
      {
        name: 'AioRpcError',
        message:
          '<AioRpcError of RPC that terminated with:\n\tstatus = StatusCode.NOT_FOUND\n\tdetails = "This model models/gemini-2.5-flash-lite is no longer available to new users. Please update your code to use models/gemini-3.5-flash-lite for the latest features and improvements. We recommend you to use the Interactions API."',
      },
      'model_not_found',
    ],
    [
      "LocalAI's backend that does not implement the call stays the server's (held h212)",
      {
        status: 500,
        body: {
          error: { code: 500, message: 'rpc error: code = Unknown desc = unimplemented', type: '' },
        },
      },
      'server_error',
    ],
    [
      'a 404 with a model named and no gRPC words stays the model (invented)',
      { status: 404, message: 'The model `gpt-5-turbo` does not exist' },
      'model_not_found',
    ],
  ]);
});

// Anthropic's `permission_error` printed as a Python dict (h119, Nipun1212/Claude_api#12; the vote read
// it right before its retraining through batch 273).
describe("Anthropic's permission_error type in a printed dict is a refusal of the credential", () => {
  checkReasons([
    [
      "a cookie-based claude.ai client's dict repr, no status kept",
      {
        message:
          "{'type': 'error', 'error': {'type': 'permission_error', 'message': 'Missing permissions. Please check with Anthropic support if you think this is in error.'}}",
      },
      'auth',
    ],
    [
      'the same type read from a parsed body, as held (h47, claude-relay-service)',
      { body: { error: { type: 'permission_error', message: '此 API Key 无权访问 Claude 服务' } } },
      'auth',
    ],
    [
      'a revoked token in the same repr stays a dead credential (invented repr of a held wording)',
      {
        message:
          "{'type': 'error', 'error': {'type': 'permission_error', 'message': 'OAuth token has been revoked. Please obtain a new token.'}}",
      },
      'auth_permanent',
    ],
    [
      'a model refused in the same repr stays the model (invented repr of held h63’s wording)',
      {
        message:
          "{'type': 'error', 'error': {'type': 'permission_error', 'message': 'this model requires a subscription, upgrade for access'}}",
      },
      'model_not_found',
    ],
    [
      'a usage limit in the same repr stays billing (invented repr of held h121’s wording)',
      {
        message:
          "{'error': {'type': 'permission_error', 'message': \"You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.\"}}",
      },
      'billing',
    ],
  ]);
});

// A client's own time limit read as a provider's wait (batch 271, bentoml/OpenLLM#79).
describe("a client's own timeout duration is no stated wait", () => {
  const waitOf = (descriptor: Record<string, unknown>) => {
    const result = classifyError(errorFromDescriptor(descriptor));
    return [result.reason, result.retryAfterMs] as const;
  };
  it("OpenLLM's client that gave up on the server's readiness states no wait", () => {
    expect(
      waitOf({
        message:
          "Timed out while connecting to localhost:3000: Timed out waiting 30 seconds for server at 'localhost:3000' to be ready.",
      }),
    ).toEqual(['timeout', undefined]);
  });
  it('nor does a timeout after waiting, nor one that only says how long it waited (invented)', () => {
    expect(waitOf({ message: 'Timed out after waiting 60s for a response' })).toEqual([
      'timeout',
      undefined,
    ]);
    expect(waitOf({ message: 'Request timed out after 30 seconds' })).toEqual([
      'timeout',
      undefined,
    ]);
    expect(waitOf({ message: 'Timeout waiting 45s for the model to load' })).toEqual([
      'timeout',
      undefined,
    ]);
  });
  it('a wait asked for after a timeout is still read (invented)', () => {
    expect(
      waitOf({ message: 'Request timed out. Please wait 30 seconds before retrying.' }),
    ).toEqual(['timeout', 30_000]);
  });
  it("a rate limit's wait in the progressive form is still read (invented)", () => {
    expect(waitOf({ status: 429, message: 'Rate limited, waiting 30s before retrying' })).toEqual([
      'rate_limit',
      30_000,
    ]);
  });
});
