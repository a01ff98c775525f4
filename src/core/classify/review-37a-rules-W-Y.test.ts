/**
 * Review 37a of the request-, model- and server-side rules of groups W and Y (session 37): the
 * neighbours each rule read wrong before it was narrowed, and the real wordings it must still read.
 * Every neighbour here is invented unless it says otherwise.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// MODEL_STILL_DEPLOYING read any "model … is not ready" as capacity, whatever followed: a purpose
// ("not ready for this request type") or another cause stated after it (a model not found, not
// enabled, a balance) is no model still coming up.
describe('a model "not ready" for a purpose or with another cause is not capacity', () => {
  checkReasons([
    [
      "Baseten's wording still reads (held h361)",
      {
        status: 400,
        message: '{"error": "Model is not ready, it is still building or deploying"}',
      },
      'overloaded',
    ],
    [
      'a bare "Model is not ready." still reads (invented)',
      { message: 'Model is not ready.' },
      'overloaded',
    ],
    [
      'not ready for a request type is the request (invented)',
      { status: 400, message: 'model is not ready for this request type' },
      'format_error',
    ],
    [
      'not ready: model not found is the model (invented)',
      { message: 'model llama3 is not ready: model not found' },
      'model_not_found',
    ],
    [
      'not ready for use: model not found, under a 400 (invented)',
      { status: 400, message: 'The model is not ready for use: model not found' },
      'model_not_found',
    ],
    [
      'not ready: not enabled for the account is the model (invented)',
      { message: 'Model is not ready: the model is not enabled for your account' },
      'model_not_found',
    ],
    [
      'not ready: insufficient balance under a 400 is billing (invented)',
      { status: 400, message: 'model is not ready: insufficient balance' },
      'billing',
    ],
  ]);
});

// PREDICTION_FAILED read TorchServe's InternalServerException type under a 503 as a crash even when
// its message says the model is still loading or has no worker to serve it: capacity, as the 503 reads.
describe("a model server's 503 that names loading or no worker stays capacity", () => {
  checkReasons([
    [
      "TorchServe's crash still reads (held h361's wording)",
      {
        status: 503,
        message: '{"code": 503, "type": "InternalServerException", "message": "Prediction failed"}',
      },
      'server_error',
    ],
    [
      'no worker to serve the request (TorchServe wording under its exception type, invented)',
      {
        status: 503,
        message:
          '{"code":503,"type":"InternalServerException","message":"Model \\"resnet\\" has no worker to serve inference request. Please use scale workers API to add workers."}',
      },
      'overloaded',
    ],
    [
      'a model still loading (invented)',
      { status: 503, message: 'InternalServerException: Model is still loading, try again later' },
      'overloaded',
    ],
    [
      'prediction failed while the model is loading (invented)',
      { status: 503, message: 'Prediction failed: model is loading, please retry' },
      'overloaded',
    ],
  ]);
});

// LOCAL_TEMPLATE_REFUSED read llama-server's type check on a request field; the same words from a
// parse of the model's output or a response are the answer's, not the request's.
describe("a type check on a model's output or a response is not the request's template", () => {
  checkReasons([
    [
      "llama-server's check on the request still reads (held h363)",
      {
        status: 500,
        body: {
          code: 500,
          message: "Expected 'content' to be a string or an array",
          type: 'server_error',
        },
      },
      'format_error',
    ],
    [
      "a parse of the model's output (invented)",
      { status: 500, message: "Failed to parse model output: expected 'arguments' to be a string" },
      'server_error',
    ],
    [
      'a tool call parse error (invented)',
      { status: 500, message: "tool call parse error: Expected 'name' to be a string" },
      'server_error',
    ],
    [
      'an invalid response (invented)',
      { status: 500, message: "Invalid response: expected 'content' to be a string or an array" },
      'server_error',
    ],
  ]);
});

// IMAGE_TOO_LARGE's "input size exceeds … NxM" is a limit in pixels; a size in tokens or sequences
// written with an x is the context or the batch.
describe('an input size over N x M tokens is no image', () => {
  checkReasons([
    [
      "ModelScope's pixel limit still reads (held h358)",
      {
        status: 400,
        message:
          "Error code: 400 - {'errors': {'message': 'input size exceed limit 2048x2048,current input:(1080,2376)'}}",
      },
      'image_too_large',
    ],
    [
      'a limit in tokens under a 400 (invented)',
      { status: 400, message: 'Error: input size exceeds maximum 32x1024 tokens per request' },
      'context_overflow',
    ],
    [
      'an embedding batch in tokens times inputs (invented)',
      { message: 'embedding input size exceeds 2048*16 (max tokens x max inputs)' },
      'context_overflow',
    ],
  ]);
});

// MODEL_WITHOUT_PROVIDER: a provider "available" or "healthy" for the model, or one said to come back,
// is capacity a rule cannot call the model's; Foundry Local's type name still reads.
describe('no available or healthy provider for a model is not read as a missing model', () => {
  checkReasons([
    [
      "Foundry Local's wording still reads (held h363)",
      {
        status: 400,
        message: 'No OpenAIService provider found for modelName:Phi-3.5-mini-instruct-generic-cpu',
      },
      'model_not_found',
    ],
    [
      'no available provider, under a 500 (invented)',
      { status: 500, message: 'No available provider found for model gpt-4o' },
      'server_error',
    ],
    [
      'no healthy provider, all upstreams busy, under a 502 (invented)',
      { status: 502, message: 'No healthy provider found for model gpt-4o (all upstreams busy)' },
      'server_error',
    ],
  ]);
});

// NO_MODEL_LOADED's vision alternative: a vision model or projector said to be loading right now
// comes back; the 5xx it comes with reads it.
describe('a vision model not loaded yet while it loads is not a missing model', () => {
  checkReasons([
    [
      "LM Studio's wording still reads (held h358)",
      {
        status: 400,
        message:
          "Error code: 400 - {'error': '<LM Studio error> Vision model is not loaded. Cannot process images. Suggestion: make sure to load both the primary and the vision adapter'}",
      },
      'model_not_found',
    ],
    [
      'loading in progress under a 500 (invented)',
      { status: 500, message: 'Vision model is not loaded yet, loading in progress' },
      'server_error',
    ],
  ]);
});

// The client-too-old rule: an API version that does not support the model is the request's
// api-version, as "enabled only for api versions …" reads; Claude Code's wording still reads.
describe('an api-version too old for the model is the request', () => {
  checkReasons([
    [
      "Claude Code's wording still reads (held h353)",
      {
        status: 400,
        message:
          'Claude Code 2.1.220 does not support this model; version 2.1.251 or newer is required',
      },
      'model_not_found',
    ],
    [
      'an api-version under a 400 (invented)',
      {
        status: 400,
        message:
          'api-version 2024-02-01 does not support this model; version 2024-08-01-preview or later is required',
      },
      'format_error',
    ],
  ]);
});

// The paused-endpoint rule: a queue or endpoint said to resume by itself is no endpoint a person
// must restart.
describe('an endpoint paused until it resumes by itself is not read as the model', () => {
  checkReasons([
    [
      "Hugging Face's wording still reads (held h360)",
      {
        status: 400,
        message: 'Bad Request: The endpoint is paused, ask a maintainer to restart it',
      },
      'model_not_found',
    ],
    [
      'a queue that resumes (invented)',
      { message: 'The queue endpoint is paused, requests will be processed when it resumes' },
      'unknown',
    ],
  ]);
});

// 系统错误 as a server fault: a permission named beside it decides instead.
describe('系统错误 beside a missing permission is not a server fault', () => {
  checkReasons([
    [
      "doubao-free-api's bare wording still reads (held h364)",
      { message: '[请求doubao失败]: 系统错误' },
      'server_error',
    ],
    [
      'no permission to the interface (invented)',
      { message: '系统错误: 您的账号没有权限访问该接口' },
      'auth_permanent',
    ],
  ]);
});
