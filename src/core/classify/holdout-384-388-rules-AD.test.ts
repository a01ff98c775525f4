/**
 * Rules written for misses of held-out batches 384 and 387 (group AD), after the batches had been
 * scored without them: each rule's real wordings (from the batch lines named), then the neighbours it
 * must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A 451 (Unavailable For Legal Reasons) is a legal or region block on the caller (batch 384, Xiaomi).
describe('a 451 that names a legal or region block is the region block', () => {
  checkReasons([
    [
      "Xiaomi MiFE's 451 page through Kilo Code: a cross-border isolation policy (batch 384, Kilo-Org/kilocode#10872)",
      {
        status: 451,
        message:
          '[Xiaomi] <html>\n<head><title>451 Unavailable For Legal Reasons</title></head>\n<body>\n<center><h1>Access denied due to cross-border isolation policy. Please ask the service owner to enable "Allow Cross-border Access" in MiFE.</h1></center>\n<hr><center>MiFE</center>\n</body>\n</html>',
      },
      'auth_permanent',
    ],
    [
      "nginx's own 451 page, with nothing but the status's words (invented)",
      {
        status: 451,
        message:
          '<html><head><title>451 Unavailable For Legal Reasons</title></head><body><center><h1>451 Unavailable For Legal Reasons</h1></center><hr><center>nginx</center></body></html>',
      },
      'auth_permanent',
    ],
    [
      "the held region-block wording under a 451 (Gemini's 'User location is not supported', invented status)",
      { status: 451, message: 'User location is not supported for the API use.' },
      'auth_permanent',
    ],
    [
      "axios's bare headline for a 451 (invented)",
      { status: 451, message: 'Request failed with status code 451' },
      'auth_permanent',
    ],
    [
      "a 451 that names the model is the model's region block (batch 384, zed-industries/zed#58951, held model_not_found)",
      {
        message:
          '451 Unavailable For Legal Reasons\n"Access to OpenAI models is not available in your region (IR)"',
      },
      'model_not_found',
    ],
    [
      "a 451 around a refused prompt is the content filter's (invented, Azure's content-management words)",
      {
        status: 451,
        message:
          "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
      },
      'content_policy',
    ],
    [
      "Azure's invalid-key text under a 451 names a 'regional API endpoint', no region block (invented status)",
      {
        status: 451,
        message:
          'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
      },
      'format_error',
    ],
    [
      'a 451 around a malformed request keeps the 4xx answer (invented)',
      {
        status: 451,
        message: "Invalid schema for function 'get_me': object schema missing properties.",
      },
      'format_error',
    ],
  ]);
});

// Google's (gRPC's) ABORTED status beside the abort words is the server's (batch 384, Gemini CLI).
describe("a service's ABORTED status is no caller's cancel", () => {
  checkReasons([
    [
      "Gemini CLI's 'Status ABORTED' with the API's retry advice (batch 384, google-gemini/gemini-cli#12627)",
      { message: 'Please try again later. Error: Status ABORTED The operation was aborted.' },
      'server_error',
    ],
    [
      "Python gRPC's StatusCode.ABORTED with Google's abort words (invented)",
      {
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.ABORTED details = "The operation was aborted.">',
      },
      'server_error',
    ],
    [
      "gRPC-js's '10 ABORTED:' with Google's abort words (invented)",
      { message: 'Error: 10 ABORTED: The operation was aborted. Please retry.' },
      'server_error',
    ],
    [
      "the caller's own 'The operation was aborted.' stays the cancel (held opencode-esc-interrupt-the-operation-was-aborted)",
      { message: 'The operation was aborted.' },
      'aborted',
    ],
    [
      'a DOMException AbortError stays the cancel (held openai-node-domexception-operation-aborted)',
      { name: 'AbortError', message: 'This operation was aborted' },
      'aborted',
    ],
    [
      "Gemini CLI's Esc during a web search stays the cancel (held gemini-cli-esc-web-search-aborterror-operation-aborted)",
      { message: 'AbortError: The operation was aborted.' },
      'aborted',
    ],
    [
      'a status aborted by the user is the cancel (invented)',
      { message: 'Stream status: aborted by user. The operation was aborted.' },
      'aborted',
    ],
    [
      'an abort that names a timeout stays the timeout (held h67 DOMException TimeoutError)',
      { message: 'DOMException [TimeoutError]: The operation was aborted due to timeout' },
      'timeout',
    ],
  ]);
});

// Azure API Management's policy-expression failure is the gateway's (batch 387).
describe("APIM's 'Expression evaluation failed.' is the gateway's fault", () => {
  checkReasons([
    [
      "APIM's outbound policy parsing a streamed answer as JSON (batch 387, Azure/apim-landing-zone-accelerator#128)",
      {
        message:
          "Expression evaluation failed. The message body is not a valid JSON. Unexpected character encountered while parsing value: d. Path '', line 0, position 0.\n   at Newtonsoft.Json.JsonTextReader.ParseValue",
      },
      'server_error',
    ],
    [
      "APIM's load-balancing policy tripped by a backend 429, its trace's message without the status (Azure-Samples/openai-apim-lb#29)",
      { body: { statusCode: 500, message: 'Expression evaluation failed.' } },
      'server_error',
    ],
    [
      "Coze's own 'not a valid json or chat request' is the request's (held h104-coze-xiaozhi-cozepy-4000-not-valid-json-or-chat-request)",
      {
        message:
          'code=4000, msg=The field http body provided is not a valid json or chat request. Please check your input.',
      },
      'format_error',
    ],
    [
      "tool-call arguments that are no JSON are the request's (held h182-xai-spiceai-tool-call-arguments-not-valid-json)",
      {
        status: 400,
        message:
          "The arguments to a tool_call with id 'initial_list_datasets' are not a valid JSON string.",
      },
      'format_error',
    ],
    [
      'the same .NET words without the policy prefix stay the request body (invented)',
      { message: 'The message body is not a valid JSON.' },
      'format_error',
    ],
    [
      "a request's own filter expression that failed is no gateway policy (invented, no trailing period)",
      { status: 400, message: "Expression evaluation failed: no such key 'foo' in filter" },
      'format_error',
    ],
  ]);
});
