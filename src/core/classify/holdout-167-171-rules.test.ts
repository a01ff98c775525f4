/**
 * Rules written in session 27 for misses of held-out batches 167–171 (docs/classifier.md, "Rules
 * for batches 167–171"), after the five batches had been scored without them and after the rules
 * for 156–166 were measured on them (no line changed): each rule's real wordings (from the batch
 * lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Errors carried inside an event or a list (batch 169): a Realtime `response.done` whose response
// failed, and a batch job's error list. A success payload's `data` list is no error.
describe('errors inside a failed response event or a batch error list', () => {
  checkReasons([
    [
      "OpenAI Realtime's failed response with a server_error type",
      {
        body: '{"event_id":"event_1","type":"response.done","response":{"id":"resp_1","object":"realtime.response","status":"failed","status_details":{"error":{"type":"server_error"},"type":"failed"},"output":[]}}',
      },
      'server_error',
    ],
    [
      "Azure Realtime's inference rate limit",
      {
        body: '{"type":"response.done","event_id":"event_2","response":{"object":"realtime.response","id":"resp_2","status":"failed","status_details":{"type":"failed","error":{"type":"invalid_request_error","code":"inference_rate_limit_exceeded","message":"We\'re currently processing too many requests — please try again later."}}}}',
      },
      'rate_limit',
    ],
    [
      "Azure Batch's enqueued-token cap",
      {
        body: '{"data":[{"code":"token_limit_exceeded","message":"The number of enqueued tokens has surpassed the configured limit of 30K for the deployment \'gpt-4.1-batch\'. Please either increase the limit or try again once the current jobs have finished.","line":null,"param":null}],"object":"list"}',
      },
      'rate_limit',
    ],
    [
      'a list of models is no error (invented)',
      {
        body: '{"object":"list","data":[{"id":"gpt-4o","object":"model","message":"ok"}]}',
      },
      'unknown',
    ],
  ]);
});

// Gemini's missing thought signature inside a relay's 500 (batch 169): the rejection itself.
describe("Gemini's missing thought signature under a relay's 500", () => {
  checkReasons([
    [
      "DMXAPI's 500 around Gemini's 400",
      {
        message:
          '500 {"error":{"type":"400","message":"Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly, and missing thought_signature may lead to degraded model performance."}}',
      },
      'thinking_signature',
    ],
    [
      'a 500 that names thinking without the rejection stays a server error (invented)',
      { status: 500, message: 'Internal error while streaming thinking tokens' },
      'server_error',
    ],
  ]);
});

// Access: a trailing "code : 401" (a Flutter package, batch 168), OpenRouter's "not able to
// authenticate you" (batch 168), One API's token limited to some models (batch 170).
describe('access wordings of batches 168 and 170', () => {
  checkReasons([
    [
      "brain_fusion's run code 401",
      { message: 'Exception: Error from AI package: Exception: run code : 401' },
      'auth',
    ],
    [
      "OpenRouter's provider that cannot authenticate you",
      { message: 'The API provider is not able to authenticate you. Check your API key.' },
      'auth',
    ],
    [
      "One API's token not authorized for the model",
      {
        message:
          'API error: 403 Forbidden{"error":{"message":"This token is not authorized to use the model: gpt-4.1-2025-04-14 (request id: 20250601)","type":"one_api_error"}}',
      },
      'model_not_found',
    ],
    [
      'a 403 without a model stays auth',
      { status: 403, message: 'This token is not authorized to use this endpoint' },
      'auth',
    ],
  ]);
});

// Models: Hugging Face's serverless status URL (batch 170), xAI's Batch API (batch 170).
describe('a model the endpoint does not serve', () => {
  checkReasons([
    [
      "Hugging Face's status URL 404",
      {
        message:
          'Step load failed: 404 Client Error: Not Found for url: https://api-inference.huggingface.co/status/meta-llama/Meta-Llama-3.1-8B-Instruct',
      },
      'model_not_found',
    ],
    [
      "xAI's model not served by its Batch API",
      {
        message:
          'grpc._channel._InactiveRpcError:\n  status = StatusCode.INVALID_ARGUMENT\n  details = "Model grok-4.5 is not supported for batch processing."',
      },
      'model_not_found',
    ],
    [
      'a parameter not supported for batch stays a request error',
      { status: 400, message: 'The parameter temperature is not supported for batch processing' },
      'format_error',
    ],
    [
      'any other 404 URL stays a wrong URL',
      { message: '404 Client Error: Not Found for url: https://api.example.com/v1/chat' },
      'format_error',
    ],
  ]);
});

// A body-size cap sent as a 400 (the gateway Goose went through, batch 171).
describe('a body-size cap on a 400', () => {
  checkReasons([
    [
      "the gateway's content-length cap",
      {
        message:
          'Request failed: Bad request (400): Server received a request which exceeds maximum allowed content length. RequestSize(bytes): 34021227, Limit(bytes): 33554432.',
      },
      'payload_too_large',
    ],
    [
      'a 400 about a field length stays a request error',
      { status: 400, message: "'content' exceeds maximum allowed length of 1000 characters" },
      'format_error',
    ],
  ]);
});
