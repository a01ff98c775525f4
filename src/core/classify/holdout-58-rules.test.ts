/**
 * Rules from held-out batch 58 (a natural sample; docs/classifier.md, "Batch 58"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("MiniMax's base_resp envelope carries the error's message", () => {
  checkReasons([
    [
      'a wrong key in the envelope, no status (CLIProxyAPI)',
      { body: { base_resp: { status_code: 2049, status_msg: 'invalid api key' } } },
      'auth_permanent',
    ],
    [
      'an empty balance in the envelope',
      { body: { base_resp: { status_code: 1008, status_msg: 'insufficient balance' } } },
      'billing',
    ],
    [
      'a rate limit in the envelope, beside an empty answer',
      {
        body: {
          id: '0',
          choices: null,
          base_resp: { status_code: 1002, status_msg: 'rate limit exceeded(RPM)' },
        },
      },
      'rate_limit',
    ],
    [
      'a successful envelope (status_code 0) says no error',
      { body: { id: '0', choices: [], base_resp: { status_code: 0, status_msg: 'success' } } },
      'unknown',
    ],
    [
      'MiniMax\'s generic "unknown error" stays unread (retried)',
      { body: { base_resp: { status_code: 1000, status_msg: 'unknown error' } } },
      'unknown',
    ],
  ]);
});

describe("gRPC's invalid-argument words and a parameter the model refuses are the request's shape", () => {
  checkReasons([
    [
      "xAI's gRPC-style body without a status",
      {
        body: {
          code: 'Client specified an invalid argument',
          error: 'The model expects a single `text` element per message.',
        },
      },
      'format_error',
    ],
    [
      "a relay's log of xAI's body as a Python dict",
      {
        message:
          "Error 400 with provider xai API key: xai-xxxxxx: {'code': 'Client specified an invalid argument', 'error': 'Argument not supported on this model: presencePenalty'}",
      },
      'format_error',
    ],
    [
      "LobeChat's body naming the refused argument",
      {
        body: {
          error: 'Argument not supported on this model: presencePenalty',
          endpoint: 'https://api.x.ai/v1',
          provider: 'xai',
        },
      },
      'format_error',
    ],
    [
      'a parameter the model does not support, worded so',
      { message: 'Parameter not supported by this model: logprobs' },
      'format_error',
    ],
    [
      "a relay's 5xx around the same words keeps its server verdict",
      {
        status: 500,
        body: {
          code: 'Client specified an invalid argument',
          error: 'Argument not supported on this model: presencePenalty',
        },
      },
      'server_error',
    ],
    [
      "xAI's not-found description stays the model's",
      {
        body: {
          code: 'Some requested entity was not found',
          error: 'The model grok-9 does not exist or your team does not have access to it.',
        },
      },
      'model_not_found',
    ],
    [
      'a feature the model lacks stays the model (fall back)',
      { message: 'Tool use is not supported by this model.' },
      'model_not_found',
    ],
  ]);
});

describe('a key that may not use this model, in Chinese, is model access', () => {
  checkReasons([
    [
      "a Chinese relay's 403 (Continue's rendering)",
      { status: 403, message: '"API Key 不允许使用该模型"' },
      'model_not_found',
    ],
    ['the same refusal without a status', { message: '当前令牌无权使用此模型' }, 'model_not_found'],
    [
      'a 403 that names no model stays the key',
      { status: 403, message: 'API Key 不允许访问' },
      'auth',
    ],
    [
      'an empty balance that stops the model stays billing',
      { status: 403, message: '余额不足，不允许使用该模型' },
      'billing',
    ],
  ]);
});

describe('a generic server code around an invalid model name, with no 5xx, is the model', () => {
  checkReasons([
    [
      "sora2api's body without its status",
      {
        body: {
          error: {
            message: '400: Invalid model: gpt-image',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'model_not_found',
    ],
    [
      'with a 400 as well',
      {
        status: 400,
        body: { error: { message: 'Invalid model: sora2-landscape-10s', type: 'server_error' } },
      },
      'model_not_found',
    ],
    [
      "a relay's real 5xx keeps its server verdict",
      {
        status: 500,
        body: { error: { message: '400: Invalid model: gpt-image', type: 'server_error' } },
      },
      'server_error',
    ],
    [
      'an invalid model key is no model verdict',
      { body: { error: { message: 'Invalid model key', type: 'server_error' } } },
      'server_error',
    ],
  ]);
});

describe("Ollama's runner that is no longer running is the server's fault", () => {
  checkReasons([
    [
      "ollama-python's ResponseError without its status",
      { message: 'ollama._types.ResponseError: llama runner process no longer running: -1' },
      'server_error',
    ],
    [
      'the terminated wording, as before',
      { message: 'llama runner process has terminated: exit status 2' },
      'server_error',
    ],
    [
      'a process that is no longer running, with no runner, stays unread',
      { message: 'the background process is no longer running' },
      'unknown',
    ],
  ]);
});
