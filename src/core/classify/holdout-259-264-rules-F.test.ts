/**
 * Rules written in session 32 for misses of held-out batches 259–264 (group F), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const LITELLM_FALLBACK_SUFFIX =
  "\\nmodel=gpt-4.1-mini. content_policy_fallback=None. fallbacks=None.\\n\\nSet 'content_policy_fallback' - https://docs.litellm.ai/docs/routing#fallbacks. Received Model Group=gpt-4.1-mini\\nAvailable Model Group Fallbacks=None";

// LiteLLM's ContentPolicyViolationError class around Azure's strict-schema 400 (batch 262,
// google/adk-python#4039): the provider's own validation text outranks the client's class name when
// the class (and its fallback hint) is all the content-filter evidence there is.
describe("a client's content-policy class around the provider's validation text is the request's", () => {
  checkReasons([
    [
      'ADK → LiteLLM proxy → Azure gpt-4.1-mini, a nested response_schema without additionalProperties:false (batch 262)',
      {
        status: 400,
        message: `litellm.exceptions.BadRequestError: litellm.BadRequestError: Error code: 400 - {'error': {'message': "litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid schema for response_format 'IntentAnalysis': In context=(), 'additionalProperties' is required to be supplied and to be false.${LITELLM_FALLBACK_SUFFIX}", 'type': None, 'param': None, 'code': '400', 'provider_specific_fields': {'innererror': None}}}`,
      },
      'format_error',
    ],
    [
      'the same class and text with the status lost (the text alone)',
      {
        message:
          "litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid schema for response_format 'IntentAnalysis': In context=(), 'additionalProperties' is required to be supplied and to be false. content_policy_fallback=None. fallbacks=None.",
      },
      'format_error',
    ],
    [
      "Azure's strict-schema sentence relayed by OpenRouter without the class, as held (h262)",
      {
        status: 400,
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: {
              raw: '{\n  "error": {\n    "message": "Invalid schema for response_format \'json_schema\': In context=(\'properties\', \'etymology\'), \'additionalProperties\' is required to be supplied and to be false.",\n    "type": "invalid_request_error",\n    "param": "response_format",\n    "code": null\n  }\n}',
              provider_name: 'Azure',
            },
          },
        },
      },
      'format_error',
    ],
    [
      "the class around Azure's filter verdict stays a refusal (held h178, SysBench)",
      {
        message: `Error code: 400 - {'error': {'message': "litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766${LITELLM_FALLBACK_SUFFIX}", 'type': None, 'param': None, 'code': '400'}}`,
      },
      'content_policy',
    ],
    [
      'the class with no provider text at all stays a refusal (held aoai-sample)',
      {
        status: 400,
        message:
          '400 litellm.BadRequestError: litellm.ContentPolicyViolationError: Azure Exception - Error code: 400',
      },
      'content_policy',
    ],
    [
      'the bare class name under a 400 stays a refusal (held h48, Paperclip)',
      {
        status: 400,
        name: 'ContentPolicyViolationError',
        message: 'HTTP 400 ContentPolicyViolationError',
      },
      'content_policy',
    ],
    [
      'Azure\'s "Invalid parameter" headline over its filter verdict stays a refusal (invented)',
      {
        status: 400,
        message:
          'litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid parameter: The prompt contains content that was filtered due to our content management policy.\nmodel=gpt-4o. content_policy_fallback=None.',
      },
      'content_policy',
    ],
  ]);
});

// The Codex CLI's usage-limit headline with a credits upsell after it (batch 263, nrslib/takt#1005):
// the plan's window resets, the purchase is an offer, not the verdict.
describe("Codex's usage-limit headline is the plan's window, whatever it offers to sell", () => {
  checkReasons([
    [
      "Codex on a ChatGPT plan through takt, the Pro plan's wording without a reset time (batch 263)",
      {
        message:
          "You've hit your usage limit. Visit https://chatgpt.com/codex/settings/usage to purchase more credits",
      },
      'rate_limit',
    ],
    [
      'the headline alone, as held (h203, openai/codex)',
      { message: "You've hit your usage limit" },
      'rate_limit',
    ],
    [
      "the Plus plan's wording, upgrade and credits together (Codex's UsageLimitReachedError)",
      {
        message:
          "You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits",
      },
      'rate_limit',
    ],
    [
      "the business plan's wording (Codex's UsageLimitReachedError)",
      {
        message:
          "You've hit your usage limit. To get more access now, send a request to your admin",
      },
      'rate_limit',
    ],
    [
      "xAI's team credits and spending limit stay billing (held xai-429-credits-or-spending-limit-2)",
      {
        status: 429,
        message:
          '429 "Your team c03b3526-bed4-49ed-8bd7-f20ef8830383 has either used all available credits or reached its monthly spending limit. To continue making API requests, please purchase more credits or raise your spending limit."',
      },
      'billing',
    ],
    [
      "Moonshot's usage limit for the billing cycle stays billing (held h121, gitmoot)",
      {
        message:
          "403 You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.",
      },
      'billing',
    ],
    [
      "Codex's workspace out of credits stays billing (Codex's own sentence; another headline)",
      {
        message:
          'Your workspace has run out of Codex credits. Visit https://chatgpt.com/codex/settings/usage to purchase more credits',
      },
      'billing',
    ],
    [
      'the headline beside a billing cycle stays billing (invented)',
      {
        message:
          "You've hit your usage limit for this billing cycle. Purchase more credits to continue.",
      },
      'billing',
    ],
  ]);
});

// A Japanese app's message for an OpenAI rate limit (batch 263, receptron/mulmocast-app#1250): the
// Japanese counterparts of "usage/rate limit" and "try again after a while".
describe('Japanese rate-limit and try-again-later wordings are a window', () => {
  checkReasons([
    [
      "MulmoCast's localized message for OpenAI's rate limit (batch 263)",
      {
        message:
          'OpenAIのAPIの利用制限に引っかかっています。課金追加、もしくはしばらくしてから再度試してください',
      },
      'rate_limit',
    ],
    [
      'a rate limit reached, try again after a while (invented)',
      { message: 'レート制限に達しました。しばらくしてから再度お試しください。' },
      'rate_limit',
    ],
    [
      "HTTP 429's usual Japanese phrase (invented)",
      { message: 'リクエストが多すぎます。' },
      'rate_limit',
    ],
    [
      'a usage restriction without a wait is no window (invented: an account may be restricted)',
      { message: 'アカウントが利用制限されています。' },
      'unknown',
    ],
    [
      'a short balance with "try again" after a top-up is no window but billing (invented; billing since review 32)',
      { message: '残高が不足しています。チャージしてから再度お試しください。' },
      'billing',
    ],
    [
      "302.AI's Japanese parameter error stays the request's (held h183, NarratoAI)",
      {
        message:
          '连接失败: litellm.NotFoundError: NotFoundError: DeepseekException - {"error":{"err_code":-10003,"message":"Parameter error.Plase check your request parameters.","message_cn":"参数错误。请检查您的请求参数。","message_jp":"パラメーターのエラーです。リクエストパラメーターを確認してください。","type":"api_error"}}',
      },
      'format_error',
    ],
    [
      "Gemini's free tier at limit 0 under a Japanese headline stays billing (held h141)",
      {
        message:
          "エラーが発生しました: 429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. \\n* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 0, model: gemini-2.0-flash\\nPlease retry in 40.504743079s.', 'status': 'RESOURCE_EXHAUSTED'}}",
      },
      'billing',
    ],
  ]);
});

// Pickle's "invalid load key" inside a model host's worker (batch 264, Vaibhavs10/insanely-fast-whisper#189)
// and Replicate's "Unknown error handling prediction." (batch 264, replicate/replicate-python#262):
// the runner failed to load or run the model, not a credential and not the request.
describe("a model host's worker that cannot load its model file is the server's fault", () => {
  checkReasons([
    [
      "incredibly-fast-whisper on Replicate, the cog worker's last line (batch 264)",
      { message: "_pickle.UnpicklingError: invalid load key, '\\x00'." },
      'server_error',
    ],
    [
      "a Git LFS pointer loaded as a checkpoint (invented, pickle's same sentence)",
      { message: "_pickle.UnpicklingError: invalid load key, 'v'." },
      'server_error',
    ],
    [
      "PyTorch's corrupt checkpoint (invented, torch's own wording)",
      {
        message:
          'RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory',
      },
      'server_error',
    ],
    [
      "Replicate's director that could not hand the prediction over, as replicate-python raises it (batch 264)",
      { name: 'ModelError', message: 'ModelError: Unknown error handling prediction.' },
      'server_error',
    ],
    [
      'the same sentence with the module path (invented)',
      { message: 'replicate.exceptions.ModelError: Unknown error handling prediction.' },
      'server_error',
    ],
    [
      "llm's ModelError around a rejected key stays the key's (held h83, llm-gemini)",
      { message: 'llm.errors.ModelError: API key not valid. Please pass a valid API key.' },
      'auth_permanent',
    ],
    [
      "llm's ModelError around Gemini's quota stays a rate limit (held h173, llm-sort)",
      { message: 'llm.errors.ModelError: Resource has been exhausted (e.g. check quota).' },
      'rate_limit',
    ],
    [
      "a key that is invalid, worded with 'load', stays the key's (invented)",
      { message: 'Invalid key: load the API key from OPENAI_API_KEY' },
      'auth_permanent',
    ],
    [
      "pickle's refusal to serialize a client's own object is no model file: no rule reads it (invented)",
      {
        message:
          "_pickle.PicklingError: Can't pickle <function <lambda> at 0x7f>: attribute lookup <lambda> on __main__ failed",
      },
      'unknown',
    ],
  ]);
});

// Ollama's one image per message (batch 262, ollama/ollama-js#213; the "too many images" family).
describe("a server's one-image-per-message cap is the request's shape", () => {
  checkReasons([
    [
      'ollama-js with Gemma 3 and several images in one message (batch 262)',
      {
        message:
          'Error during chat: ResponseError: vision model only supports a single image per message',
      },
      'format_error',
    ],
    [
      "Ollama's mllama wording under its 400 (Ollama's server source)",
      {
        status: 400,
        message: 'this model only supports one image while more than one image requested',
      },
      'format_error',
    ],
    [
      'the mllama wording without the status',
      { message: 'this model only supports one image while more than one image requested' },
      'format_error',
    ],
    [
      "vLLM's image cap, as held (h98)",
      {
        message:
          "{'object': 'error', 'message': 'At most 5 image(s) may be provided in one request.', 'type': 'BadRequestError', 'param': None, 'code': 400}",
      },
      'format_error',
    ],
    [
      'an image over the size limit stays too large (invented)',
      { message: 'ResponseError: image too large: maximum image size is 20MB' },
      'image_too_large',
    ],
    [
      'a model without image input stays the model (invented)',
      { message: 'Error: model does not support image input' },
      'model_not_found',
    ],
  ]);
});
