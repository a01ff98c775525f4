/**
 * Rules written in session 30 for misses of held-out batches 239–244 (group F), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Together AI's "Unable to access model x." relayed inside an aggregator's 5xx (batch 239, AI/ML API).
describe("a 5xx around Together's model-access refusal is the model", () => {
  checkReasons([
    [
      "AI/ML API's 500 around the upstream's 400, through the OpenAI Python SDK",
      {
        status: 500,
        body: {
          requestId: 'ebc099bf-7562-452d-854c-c44e6d0c7b5a',
          statusCode: 500,
          path: '/chat/completions',
          message: '400 Unable to access model gpt-4o-mini. ',
        },
        message:
          "Error code: 500 - {'requestId': 'ebc099bf-7562-452d-854c-c44e6d0c7b5a', 'statusCode': 500, 'path': '/chat/completions', 'message': '400 Unable to access model gpt-4o-mini. '}",
      },
      'model_not_found',
    ],
    [
      "Together's own sentence under a relay's 502",
      {
        status: 502,
        message:
          'Unable to access model mistralai/Mixtral-8x22B-Instruct-v0.1. Please visit https://api.together.ai/models to view the list of supported models.',
      },
      'model_not_found',
    ],
    [
      "Together's 404 without a status, as held (h178)",
      {
        message:
          "openai.NotFoundError: Error code: 404 - {'error': {'message': 'Unable to access model togethercomputer/evo-1-131k-base. Please visit https://api.together.xyz to see the list of supported models or contact the owner to request access.', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}",
      },
      'model_not_found',
    ],
    [
      'a 500 that cannot reach its model server stays a server fault',
      { status: 500, message: 'Unable to access model server. Connection refused' },
      'server_error',
    ],
    [
      // Review r30b: a llama.cpp JNI binding's emit_error("Unable to access model vocabulary."), as a
      // local server would answer it: a part of the loaded model it could not read, no model id.
      'a 500 around a local runtime that cannot read a part of its model stays a server fault',
      { status: 500, message: 'Unable to access model vocabulary.' },
      'server_error',
    ],
    [
      'nor does a plain word after it under a 502 read as a model id',
      { status: 502, message: 'Unable to access model stream. Please report this error.' },
      'server_error',
    ],
    [
      'a 500 that says the model is out of reach only for now stays a server fault',
      {
        status: 500,
        message: 'Unable to access model gpt-4o at the moment, please try again later.',
      },
      'server_error',
    ],
  ]);
});

// new-api's `model_price_error` (batch 239): the relay will not serve a model its admin has not priced.
describe("a relay's unpriced model is the model under a 5xx", () => {
  checkReasons([
    [
      "new-api v0.12's 500, both languages and the code",
      {
        status: 500,
        body: {
          error: {
            message:
              '模型 gemini-3-pro-preview 倍率或价格未配置，请联系管理员设置或开始自用模式；Model gemini-3-pro-preview ratio or price not set, please set or start self-use mode (request id: 20260407051457707334008268d9d6sEItYrWz)',
            type: 'new_api_error',
            param: '',
            code: 'model_price_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      'the Chinese half alone under a 503',
      { status: 503, message: '模型 gpt-5 倍率或价格未配置，请联系管理员设置或开始自用模式' },
      'model_not_found',
    ],
    [
      "the older 'ratio or price not found' without a status, as held (h164)",
      {
        message:
          '{"error":{"message":"model gemini-2.0-flash ratio or price not found, please contact admin (request id: 20250301164233678008468ZkxpzRr2)","type":"new_api_error","param":"","code":"model_price_error"}}',
      },
      'model_not_found',
    ],
    [
      "a 500 about the relay's own ratio table stays a server fault",
      { status: 500, message: 'failed to update model ratio: database is locked' },
      'server_error',
    ],
  ]);
});

// Requesty's 503 "The provider timed out, please try again" (batch 239).
describe('a 503 that says the upstream timed out is a timeout', () => {
  checkReasons([
    [
      "Requesty's router 503",
      { status: 503, message: 'The provider timed out, please try again' },
      'timeout',
    ],
    [
      'the upstream named as what timed out',
      { status: 503, message: 'The upstream provider timed out' },
      'timeout',
    ],
    [
      "Gemini's 503 'Deadline expired' stays capacity (held h63)",
      {
        status: 503,
        body: {
          error: {
            code: 503,
            message: 'Deadline expired before operation could complete.',
            status: 'UNAVAILABLE',
          },
        },
      },
      'overloaded',
    ],
    [
      'a 503 that timed out waiting in a full queue stays capacity',
      { status: 503, message: 'Request timed out in queue: the server is overloaded' },
      'overloaded',
    ],
    ['a bare 503 stays capacity', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
  ]);
});

// OpenAI's 503 with code `throttled` and source `concurrency_limit` (batch 243, the Codex app).
describe("a 503 that names the caller's concurrency cap is the caller's rate", () => {
  checkReasons([
    [
      "the Codex app's 503, its fields quoted inline",
      {
        status: 503,
        message:
          '"error":"Too many concurrent requests", "code":"throttled", "source":"concurrency_limit"',
      },
      'rate_limit',
    ],
    [
      "sub2api's wording under a 503",
      { status: 503, message: 'Concurrency limit exceeded for user, please retry later' },
      'rate_limit',
    ],
    [
      'a 503 whose capacity words come with the concurrency stays capacity',
      { status: 503, message: 'Model is overloaded, concurrency limit reached' },
      'overloaded',
    ],
    [
      "a server's own concurrent connections stay capacity",
      { status: 503, message: 'Service Unavailable: server has too many concurrent connections' },
      'overloaded',
    ],
  ]);
});

// Requesty's 424 "Invalid provider response format" (batch 239).
describe("a router's 424 for an unusable provider answer is the upstream's fault", () => {
  checkReasons([
    [
      "Requesty's 424, the provider's answer unparseable",
      { status: 424, message: 'Invalid provider response format' },
      'server_error',
    ],
    [
      "Requesty's other 424, the usage missing",
      { status: 424, message: 'Provider response missing usage' },
      'server_error',
    ],
    [
      "SageMaker's 424 around the container's request error stays the request's (held h238)",
      {
        status: 424,
        message:
          'ModelError: Received client error (424) from primary with message "{ "code":424, "message":"prediction failure", "error":"Need to pass custom_attributes=\'accept_eula=true\' as part of header. This means you have read and accept the end-user license agreement (EULA) of the model.',
        name: 'ModelError',
      },
      'format_error',
    ],
    ['a bare 424 stays the request', { status: 424, message: 'Failed Dependency' }, 'format_error'],
  ]);
});
