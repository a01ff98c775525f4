/**
 * Rules from held-out batch 70 (a natural sample of Chinese- and Asian-market providers, relays and
 * apps; docs/classifier.md, "Batch 70"): each rule's wordings, then the neighbours it must leave
 * alone. The costly direction is a transient failure filed as permanent (no retry, a key cooled or
 * parked, a working target skipped), and a request that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: Felix3322/PotPlayer_ChatGPT_Translate#62 (h70, no status), infiniflow/ragflow#10598
// (held, LiteLLM's RateLimitError around the same words); counter-examples: lss233/kirara-ai#1023
// (h70, OpenAI's insufficient_quota 429) and dirk1983/deepseek#79 (the same words without a status).
describe('DashScope\'s throttle "You exceeded your current requests list" is a rate limit', () => {
  checkReasons([
    [
      'DashScope through a translation plugin, no status',
      { message: 'API Error: You exceeded your current requests list.' },
      'rate_limit',
    ],
    [
      "LiteLLM's RateLimitError around it (held)",
      {
        message:
          '**ERROR**: GENERIC_ERROR - litellm.RateLimitError: RateLimitError: DashscopeException - You exceeded your current requests list.',
      },
      'rate_limit',
    ],
    [
      "OpenAI's current quota on a 429 stays billing",
      {
        status: 429,
        message:
          '429 Too Many Requests {\n    "error": {\n        "message": "You exceeded your current quota, please check your plan and billing details.",\n        "type": "insufficient_quota",\n        "param": null,\n        "code": null\n    }\n}',
      },
      'billing',
    ],
    [
      'the current quota without a status stays billing',
      {
        message: 'You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
  ]);
});

// Sources: langgenius/dify#2066 (h70, Zhipu's code 1003 without a status), songquanpeng/one-api#1783
// (the same sentence from a relay's channel test); counter-examples: zai-org/ChatGLM2-6B#657 (held,
// the 401 "令牌已过期或验证不正确！" stays auth), the Zhipu docs' 1309 (held: a plan that ran out,
// "套餐已到期", is billing), and new-api's token lookup failure (a database error, not the key's;
// new-api's own message, as held in RELAY_TOKEN_LOOKUP_FAILED).
describe('a token said to have expired in Chinese ("Token已过期") is a credential to refresh', () => {
  checkReasons([
    [
      "Zhipu's 1003 in Dify's provider check, no status",
      { message: 'Error Code: 1003, Message: Authorization Token已过期，请重新生成/获取。' },
      'auth',
    ],
    [
      "the same from a relay's channel test",
      { message: 'Authorization Token已过期，请重新生成/获取。' },
      'auth',
    ],
    [
      'the 401 "expired or not verified" stays auth (held)',
      {
        status: 401,
        message:
          "AuthenticationError: Error code: 401 - {'error': {'code': '401', 'message': '令牌已过期或验证不正确！'}}",
        body: { error: { code: '401', message: '令牌已过期或验证不正确！' } },
      },
      'auth',
    ],
    [
      'a coding plan that ran out stays billing (held)',
      {
        body: {
          error: {
            code: '1309',
            message:
              '您的 GLM Coding Plan 套餐已到期，暂无法使用，前往官方续订后即可恢复 https://bigmodel.cn/claude-code',
          },
        },
      },
      'billing',
    ],
    [
      "a relay's failed token lookup stays the server's",
      { status: 401, message: '无效的令牌，数据库查询出错，请联系管理员' },
      'server_error',
    ],
  ]);
});

// Sources: wangrongding/wechat-bot#292 (h70, the bare code name); counter-examples: the suffixed
// frames, binary-husky/gpt_academic#1230 (h70, `tokens.total`: no allowance left, billing) and
// zhayujie/CowAgent#1740 (held, `domain.generalv3`: a model the appId may not use).
describe("iFlytek's AppIdNoAuthError without a resource is the appId's authorisation", () => {
  checkReasons([
    [
      'a socket error naming only the code',
      { message: 'Socket 出错: 11200 AppIdNoAuthError' },
      'auth',
    ],
    [
      'the tokens.* frame stays billing',
      {
        body: {
          header: {
            code: 11200,
            message: 'AppIdNoAuthError:(12:17:04.432) tokens.total',
            sid: 'cht000b5e72@dx18b988c77afb81b540',
            status: 2,
          },
        },
      },
      'billing',
    ],
    [
      'the domain.* frame stays the model',
      {
        message:
          "请求错误: 11200, {'header': {'code': 11200, 'message': 'AppIdNoAuthError:(17:17:15.673) domain.generalv3', 'sid': 'cht000cdfcc@dx18d7db51418b8f3550', 'status': 2}}",
      },
      'model_not_found',
    ],
  ]);
});

// Sources: 1Panel-dev/MaxKB#3862 (h70, Baidu's SDK on a bce-v3 key where an AK/SK pair is wanted);
// counter-examples: Moonshot names its keys `ak-…` in rate-limit and balance messages
// (LLM-Red-Team/kimi-cc#16, a max-RPM 429; anomalyco/opencode#24462, a suspension for an empty
// balance relayed by OpenCode Go), which must keep their reasons.
describe('an access key said to be "not correct" (Baidu\'s AK/SK) is a wrong credential', () => {
  checkReasons([
    [
      "MaxKB's Qianfan SDK",
      {
        message:
          'AK(bce-v3***) is not correct, please check! AK(`bce-v3***`)错误,请检查! AK/SK should be obtained from https://console.bce.baidu.com/gianfan/ais/console/applicationConsole/application',
      },
      'auth_permanent',
    ],
    [
      "Moonshot's ak- id in a max-RPM 429 stays a rate limit",
      {
        status: 429,
        message:
          '429 {"error":{"message":"Your account org-e664b178c0f74d818f6b62f87efa49f7<ak-f3t8pfk16fki11gzh6i1> request reached organization max RPM: 3, please try again after 1 seconds","type":"rate_limit_reached_error"}}',
      },
      'rate_limit',
    ],
    [
      "Moonshot's ak- id in a balance suspension stays billing",
      {
        message:
          'Your account org-446a70bb2cc542e3960c0b7f05e4e0e1 <ak-f817m9q3k3wi11gjwbgi> is suspended due to insufficient balance, please recharge your account or check your plan and billing details',
      },
      'billing',
    ],
  ]);
});

// Sources: wavetermdev/waveterm#3238 (h70, the 401 inside a client's message), Kilo-Org/kilocode#11229
// (h70, the X-Api-Key variant, no status), Kuberwastaken/claurst#117 (h70), BerriAI/litellm#24483
// (h70, wrapped in an APIConnectionError); counter-examples: MiniMax-AI/MiniMax-M2#62 (held,
// "insufficient balance (1008)" on a 500 is billing) and anthropics/claude-code#11014 (held, an
// expired OAuth token with "Please run /login" stays auth: a refresh fixes it).
describe('MiniMax\'s "login fail: Please carry the API secret key …" is a key not sent', () => {
  checkReasons([
    [
      "Wave Terminal's rendering of the 401",
      {
        message:
          'Failed to post message: failed to stream openai-chat chat: API returned status 401: {"type":"error","error":{"type":"authorized_error","message":"login fail: Please carry the API secret key in the \'Authorization\' field of the request header (1004)","http_code":"401"},"request_id":"063432299e74d9b466b94f06aa8d7835"}',
      },
      'auth_permanent',
    ],
    [
      'the X-Api-Key variant without a status',
      {
        message:
          "login fail: Please carry the API secret key in the 'X-Api-Key' field of the request header",
      },
      'auth_permanent',
    ],
    [
      "a client's Authentication error around it",
      {
        message:
          "API error: [minimax] Error: Authentication error: login fail: Please carry the API secret key in the 'Authorization' field of the request header",
      },
      'auth_permanent',
    ],
    [
      "LiteLLM's APIConnectionError around the 401 body",
      {
        name: 'APIConnectionError',
        message:
          'litellm.exceptions.APIConnectionError: litellm.APIConnectionError: MinimaxException - {"type":"error","error":{"type":"authorized_error","message":"login fail: Please carry the API secret key in the \'Authorization\' field of the request header (1004)","http_code":"401"},"request_id":"061153cde8f213131a57a475b8a6ed6f"}',
      },
      'auth_permanent',
    ],
    [
      "MiniMax's empty balance on a 500 stays billing",
      {
        status: 500,
        body: {
          type: 'error',
          error: { type: 'api_error', message: 'insufficient balance (1008)' },
          request_id: '05997465cd2ee4bd50b24b216c911b75',
        },
      },
      'billing',
    ],
    [
      'an expired OAuth token with "Please run /login" stays auth',
      {
        status: 401,
        message:
          'API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"OAuth token has \n    expired. Please obtain a new token or refresh your existing \n    token."},"request_id":"req_011CUoZMrtmmg5Rw5yUz1Ppr"} · Please run /login',
      },
      'auth',
    ],
  ]);
});

// Sources: n4ze3m/page-assist#371 (h70, SiliconFlow's embeddings, no status), apecloud/ApeRAG#716
// (SiliconFlow's body with its code 20042, no status) and Zoo-Code-Org/Zoo-Code#335 (a 422 with
// the sentence relayed by LiteLLM's BadRequestError); counter-examples: text-embeddings-inference
// itself composes "batch size {n} > maximum allowed batch size {max}" as a Validation error and
// maps Validation to 413 PAYLOAD_TOO_LARGE (router/src/http/server.rs), as Coze Studio quotes it
// (coze-dev/coze-studio#455; Baseten's BEI sends the same, vercel/ai baseten-provider.ts), which the
// status keeps a payload too large; Azure OpenAI's "Too many inputs" (held, learn.microsoft.com
// FAQ) stays the request's.
describe('an embeddings batch over the server\'s "maximum allowed batch size" is the request\'s', () => {
  checkReasons([
    [
      "SiliconFlow's batch cap without a status",
      { message: 'input batch size 473 > maximum allowed batch size 64' },
      'format_error',
    ],
    [
      "SiliconFlow's body with its code 20042, no status",
      {
        message:
          '{"code":20042,"message":"input batch size 136 > maximum allowed batch size 64","data":null}',
      },
      'format_error',
    ],
    [
      "a 422 relayed by LiteLLM's BadRequestError",
      {
        message:
          "Failed to create embeddings after 3 attempts: HTTP 422 - 422 litellm.BadRequestError: OpenAIException - Error code: 422 - {'message': 'batch size 60 > maximum allowed batch size 32', 'code': 422, 'type': 'Validation'}",
      },
      'format_error',
    ],
    [
      "text-embeddings-inference's own 413 (in Coze Studio's text) stays a payload too large",
      {
        message:
          'SearchStore operation failed: store search store failed, err: [slices2Columns] embed failed, error, status code: 413, status: 413 Payload Too Large, message: %!s(<nil>), body: {"message":"batch size 100 > maximum allowed batch size 32","code":413,"type":"Validation"}',
      },
      'payload_too_large',
    ],
    [
      "Azure OpenAI's input count stays the request's (held)",
      { message: 'InvalidRequestError: Too many inputs. The max number of inputs is 16.' },
      'format_error',
    ],
  ]);
});

// Sources: modu-ai/moai-adk#738 (h70, Claude Code on GLM: "It may not have access to it");
// counter-examples: Alishahryar1/free-claude-code#7 (held, the "may not exist" wording, the same
// reason), the Codex app's "Selected model is at capacity" (held: capacity, not the model) and
// LiteLLM's "No deployments available for selected model" (held: its deployments cooling, a rate
// limit).
describe("Claude Code's \"There's an issue with the selected model\" is the model's", () => {
  checkReasons([
    [
      'the access wording',
      {
        message:
          "There's an issue with the selected model (glm-4.7). It may not have access to it. Run /model to pick a different model.",
      },
      'model_not_found',
    ],
    [
      'the "may not exist" wording (held)',
      {
        message:
          "There's an issue with the selected model (z-ai/glm4-7). It may not exist or you may not have access to it. Run /model\n  to pick a different model.",
      },
      'model_not_found',
    ],
    [
      'a selected model at capacity stays overloaded',
      { message: 'Selected model is at capacity. Please try a different model.' },
      'overloaded',
    ],
    [
      "LiteLLM's cooling deployments stay a rate limit",
      { status: 429, message: 'No deployments available for selected model.' },
      'rate_limit',
    ],
  ]);
});
