/**
 * Rules written in session 26 for misses of held-out batches 143–146 (docs/classifier.md, "Rules
 * for batches 143–146"), after the four batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A 403 whose words say the model is missing (GPUStack, gpustack/gpustack#5036): another model
// serves. Authentication words beside it keep the 403's reading, and a key verdict still wins.
describe('a 403 that says the model is missing is model_not_found', () => {
  checkReasons([
    [
      'gpustack#5036',
      {
        status: 403,
        body: { error: { message: 'Model not found', code: 403, type: 'Forbidden' } },
      },
      'model_not_found',
    ],
    [
      'authentication words beside it keep auth (invented)',
      {
        status: 403,
        message:
          'UnrecognizedClientException: The security token included in the request is invalid. model `x` does not exist',
      },
      'auth',
    ],
    [
      'a suspended key stays a dead key (invented)',
      {
        status: 403,
        message: "Permission denied: Consumer 'api_key:x' has been suspended. Model not found",
      },
      'auth_permanent',
    ],
  ]);
});

// Xinference's 500 for a model that cannot chat (infiniflow/ragflow#634), as the held "not a chat
// model"; the AI SDK's NoTextGeneratedError (miurla/morphic#96), the held empty answer.
describe("a model that cannot chat, and the AI SDK's empty answer", () => {
  checkReasons([
    [
      'ragflow#634',
      {
        message:
          "Fail to access model(llama-3).**ERROR**: Error code: 500 - {'detail': \"[address=0.0.0.0:34191, pid=166] Model model_format='ggufv2' model_size_in_billions=8 model_id='QuantFactory/Meta-Llama-3-8B-GGUF' model_hub='huggingface' is not for chat.\"}",
      },
      'model_not_found',
    ],
    [
      'morphic#96',
      {
        name: 'AI_NoTextGeneratedError',
        message:
          "[AI_NoTextGeneratedError: No text generated.] {\n  name: 'AI_NoTextGeneratedError'\n}",
      },
      'server_error',
    ],
    [
      'a 500 about a model worker stays a server fault (invented)',
      { status: 500, message: 'model worker not found' },
      'server_error',
    ],
  ]);
});

// A plan or user level that leaves one model out (Z.AI's code 1311, can1357/oh-my-pi#39; chat.z.ai's
// guest session, izaart95-jpg/GLM-Free-API#3): the plan's other models serve. A plan for every model
// ("need a Grok subscription") stays billing.
describe('a plan or user level without this model is model_not_found', () => {
  checkReasons([
    [
      'oh-my-pi#39',
      {
        message:
          'Login failed: Z.AI API key validation failed (429): {"error":{"code":"1311","message":"Your current subscription plan does not yet include access to GLM-5"}}',
      },
      'model_not_found',
    ],
    [
      'GLM-Free-API#3',
      {
        body: {
          type: 'chat:completion',
          data: {
            error: { detail: 'Model not available for current user level', code: 403 },
            done: true,
          },
        },
      },
      'model_not_found',
    ],
    [
      'a plan for every model stays billing (invented)',
      { message: 'You need an active subscription plan to use the API' },
      'billing',
    ],
  ]);
});

// MiniMax's invalid parameters typed `api_error` (netease-youdao/LobsterAI#123) and a client headline
// that kept only the 400's reason phrase (janhq/jan#8394, ConardLi/easy-dataset#276). A MiniMax server
// fault stays one; "Bad Request" in the middle of other words is no such headline.
describe("MiniMax's invalid params and a bare 'Bad Request' headline are request errors", () => {
  checkReasons([
    [
      'LobsterAI#123',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"api_error","message":"invalid params, invalid chat setting (2013)"}}',
      },
      'format_error',
    ],
    ['jan#8394', { message: 'Generation failed - Bad Request' }, 'format_error'],
    [
      'easy-dataset#276',
      { message: '错误: Failed to call 硅基流动 model: Bad Request' },
      'format_error',
    ],
    [
      'a MiniMax server fault stays one (invented)',
      {
        message:
          'API Error: 500 {"type":"error","error":{"type":"api_error","message":"unknown error, 1000"}}',
      },
      'server_error',
    ],
  ]);
});
