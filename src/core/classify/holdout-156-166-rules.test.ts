/**
 * Rules written in session 27 for misses of held-out batches 156–166 (docs/classifier.md, "Rules
 * for batches 156–166"), after the eleven batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A cut connection that names an "internal error": Go's HTTP/2 stream reset (batch 166, go-openai
// and two Go relays) and the Azure Speech SDK's WebSocket IO error (batch 165); Node's premature
// close forwarded as JSON (batch 166) and openai-node's stream helper ending with no message (batch
// 161). A server's own internal error stays one.
describe('a stream or socket cut that says "internal error" is no server fault', () => {
  checkReasons([
    [
      "go-openai's HTTP/2 stream reset",
      { message: 'stream error: stream ID 53; INTERNAL_ERROR; received from peer' },
      'timeout',
    ],
    [
      "sub2api's prefix around the same reset",
      {
        message:
          'stream usage incomplete: stream error: stream ID 5; INTERNAL_ERROR; received from peer',
      },
      'timeout',
    ],
    [
      "the Azure Speech SDK's underlying IO error",
      {
        message:
          'WebSocket operation failed. Internal error: 3. Error details: WS_ERROR_UNDERLYING_IO_ERROR. Reason: CancellationReason.Error',
      },
      'timeout',
    ],
    [
      "Node's premature close relayed as JSON",
      { message: '{"code":"ERR_STREAM_PREMATURE_CLOSE"}' },
      'timeout',
    ],
    [
      "openai-node's stream helper with no message",
      {
        message:
          'OpenAIError: stream ended without producing a ChatCompletionMessage with role=assistant',
      },
      'timeout',
    ],
    ['an internal server error stays one', { message: 'Internal server error' }, 'server_error'],
    [
      'an internal error with no stream id stays one (invented)',
      { message: 'stream error: INTERNAL_ERROR from the model worker' },
      'server_error',
    ],
  ]);
});

// A model that lacks thinking is the model's (Ollama, batches 143 and 156), as one that lacks tools
// is; a thinking setting the model refuses stays the request's.
describe('a model that "does not support thinking" is the model', () => {
  checkReasons([
    [
      "Ollama's quoted model name after a 400",
      {
        message:
          'Error: 400 "hf.co/google/gemma-4-26B-A4B-it-qat-q4_0-gguf:latest" does not support thinking',
      },
      'model_not_found',
    ],
    [
      "ollama-python's ResponseError",
      {
        message:
          'ollama._types.ResponseError: "qwen3-14b-128k-q4_k_m:latest" does not support thinking (status code: 400)',
      },
      'model_not_found',
    ],
    [
      'a quoted model without tools, under a 400',
      { status: 400, message: '"qwen3:4b" does not support tools' },
      'model_not_found',
    ],
    [
      'a thinking budget the model refuses stays a request error',
      { status: 400, message: 'The model does not support setting thinking_budget to 0' },
      'format_error',
    ],
    [
      'thinking mode without tools stays a request error (invented)',
      { status: 400, message: 'thinking mode does not support tools' },
      'format_error',
    ],
  ]);
});

// FastChat's overflow under its generic high-traffic banner (batch 156); the banner alone stays
// capacity.
describe("FastChat's stated overflow beats its banner", () => {
  checkReasons([
    [
      'code 50004 under the banner',
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n(error_code: 50004, Prompt tokens (9471) + max-sampled tokens (512) exceeds max (9216))',
      },
      'context_overflow',
    ],
    [
      'the banner alone stays capacity',
      { message: 'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.' },
      'overloaded',
    ],
  ]);
});

// Filter verdicts under a request-error code (Stability on Bedrock, batch 165) or a gateway's own
// 500 (OCI Generative AI, batch 157); a plain 500 stays the server's.
describe("a filter's verdict decides over a validation code or a wrapper's 500", () => {
  checkReasons([
    [
      "Stability's filtered words under a ValidationException",
      {
        message:
          "botocore.errorfactory.ValidationException: An error occurred (ValidationException) when calling the InvokeModel operation: invalid_prompts (400, 'invalid_prompts', 'One or more prompts contains filtered words.')",
      },
      'content_policy',
    ],
    [
      "OCI's output blocklist under a gateway's 500",
      {
        message:
          "An error occurred: Error code: 500 - {'detail': \"{'target_service': 'generative_ai_inference', 'status': 400, 'code': '400', 'message': 'Inappropriate output content detected in output blocklist'}\"}",
      },
      'content_policy',
    ],
    [
      'a 500 without a verdict stays a server error',
      { status: 500, message: 'Error code: 500 - upstream failed while streaming' },
      'server_error',
    ],
  ]);
});

// A tool history the server refused, under a local server's or a relay's 500 or 502 (batches 159,
// 160) or with no status (OCI, batch 157). Other tool words under a 500 stay the server's, and a
// capacity status keeps its reading.
describe("a refused tool history is the request under a wrapper's 500 or 502", () => {
  checkReasons([
    [
      "oMLX's 500 around Mistral's tool-call-id rule",
      {
        message:
          'HTTP 500: Tool call id was call_49c89af0 but must be a-z, A-Z, 0-9,\nwith a length of 9',
      },
      'format_error',
    ],
    [
      "Eidolon's 502 around Anthropic's 400",
      {
        message:
          "HTTP Error 502: Anthropic Status Error: Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': \"messages.16: the following `tool_use` ids were not found in `tool_result` blocks: {'toolu_01'}\"}}",
      },
      'format_error',
    ],
    [
      "OCI's toolCallId not in the previous message's toolCalls",
      {
        message:
          "{'target_service': 'generative_ai_inference', 'status': 400, 'code': '400', 'message': \"Invalid parameter: 'toolCallId' of 'call_0sbyut0bqrsuo1fh3n-vrq' not found in 'toolCalls' of previous message.\"}",
      },
      'format_error',
    ],
    [
      'a tool that failed on the server stays a server error (invented)',
      { status: 500, message: 'Tool execution failed: internal error in tool runner' },
      'server_error',
    ],
    [
      'a capacity status keeps its reading (invented)',
      {
        status: 529,
        message: 'Overloaded. tool_use ids were found without tool_result blocks immediately after',
      },
      'overloaded',
    ],
  ]);
});

// Statuses a client keeps only in text: a trailing "<provider> error: 401" (batch 160), ofetch's
// bracketed request line (batch 158), the ws library's failed upgrade (batches 151, 165). A
// "Server error: 404" stays unread (a 4xx named a server error says nothing).
describe('statuses kept only in text', () => {
  checkReasons([
    ["an app's bare Groq 401", { message: 'Error: Groq error: 401' }, 'auth'],
    [
      "ofetch's FetchError",
      { message: '[POST] "https://www.baichuan-ai.com/api/user/user-info": 500' },
      'server_error',
    ],
    [
      "ws's failed upgrade inside the Azure Speech SDK's cancel",
      {
        message:
          'stream cancelled with error: 4 Unable to contact server. StatusCode: 1006, undefined Reason: Unexpected server response: 401',
      },
      'auth',
    ],
    ['"Server error: 404" stays unread', { message: 'Server error: 404' }, 'unknown'],
    // A 503 named after "Server error:" is read as that status since session 49 (held h322, h449,
    // Copilot Chat's "Reason: Server error: 503", both overloaded).
    ['"Server error: 503" is read as its 503', { message: 'Server error: 503' }, 'overloaded'],
  ]);
});

// Listed errors (Cloudflare's v4 envelope, AI Gateway's 2005, batch 157; its 7003 route, batch
// 139) and OAuth's error code beside its description (SAP AI Core, batch 157).
describe('errors listed in an envelope, and OAuth error codes', () => {
  checkReasons([
    [
      "AI Gateway's 2005 under a 400",
      {
        status: 400,
        body: '{"success":false,"result":[],"messages":[],"error":[{"code":2005,"message":"Failed to get response from provider"}]}',
      },
      'server_error',
    ],
    [
      "Cloudflare's unroutable account path under a 404",
      {
        status: 404,
        body: '{"result":null,"success":false,"errors":[{"code":7003,"message":"Could not route to /client/v4/accounts/$%7BCLOUDFLARE_ACCOUNT_ID%7D/ai/v1/chat/completions, perhaps your object identifier is invalid?"}],"messages":[]}',
      },
      'format_error',
    ],
    [
      "watsonx's listed missing model",
      {
        status: 404,
        body: '{"errors":[{"code":"model_not_supported","message":"Model \'ibm/granite-x\' is not supported"}],"trace":"t1","status_code":404}',
      },
      'model_not_found',
    ],
    [
      "SAP AI Core's token endpoint refusing the service key",
      {
        message:
          'Failed to fetch the list of deployments.\nCould not fetch client credentials token for service of type aicore: HTTP response from https://x.authentication.sap.hana.ondemand.com/oauth/token was 401: {"error":"invalid_client","error_description":"Bad credentials"}.',
      },
      'auth_permanent',
    ],
    [
      "OAuth's invalid_client as a body's code",
      {
        status: 401,
        body: '{"error":"invalid_client","error_description":"Client authentication failed"}',
      },
      'auth_permanent',
    ],
    [
      "a client's failure to get the model's answer is no gateway verdict",
      { status: 400, message: 'Failed to get response from the AI model' },
      'format_error',
    ],
  ]);
});

// The rest: Jan's model that failed to load (batch 156), a relay's missing session token (batch
// 158), Databricks' zero rate limit (batch 157), a client's guess of high load after its own timeout
// (batch 164), Gemini's malformed function call (batch 163), OpenAI's TPM cap with the window cut
// from the paste (batch 161).
describe('further wordings of batches 156–166', () => {
  checkReasons([
    [
      "Jan's cortex: a model that failed to load",
      { message: "{ message: 'Model failed to load', modelId: 'llama3' }" },
      'server_error',
    ],
    [
      "step-free-api's missing web token",
      { message: "{'code': -2001, 'message': '[请求step失败]: token is missing', 'data': None}" },
      'auth',
    ],
    [
      'max_tokens missing is no token (invented)',
      { message: 'max_tokens is missing' },
      'format_error',
    ],
    [
      "Databricks' rate limit of 0",
      {
        message:
          '"error_code":"PERMISSION_DENIED","message":"PERMISSION_DENIED: The endpoint is temporarily disabled due to a Databricks-set rate limit of 0."}',
      },
      'billing',
    ],
    [
      'a fractional rate limit stays a window (invented)',
      { message: 'rate limit of 0.5 requests per second exceeded' },
      'rate_limit',
    ],
    [
      "Autohand's timeout with a guess of high load",
      { message: 'ApiError: Request timed out. The AI service may be experiencing high load.' },
      'timeout',
    ],
    [
      'a service that says it is under high load stays capacity',
      { message: 'The AI service is experiencing high load.' },
      'overloaded',
    ],
    [
      "Gemini's malformed function call",
      { message: 'Response stopped due to malformed function call.' },
      'server_error',
    ],
    ['a malformed request stays one', { message: 'Malformed request body' }, 'format_error'],
    [
      "OpenAI's TPM cap with the window cut from the paste",
      {
        message:
          'Request too large for gpt-4o ... Limit 30000, Requested 39448. The input or output tokens must be reduced in order to run successfully. ',
      },
      'context_overflow',
    ],
  ]);
});
