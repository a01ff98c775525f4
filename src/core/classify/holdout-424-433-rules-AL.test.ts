/**
 * Rules written for misses of held-out batches 424–433 (session 40, group AL), after the batches had
 * been scored without them (on bd5b54c): each rule's real wordings (from the batch lines named), then
 * the neighbours it must read the same way and those it must leave alone ("(invented)" where no real
 * line was at hand).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Huawei Cloud MaaS / ModelArts error-code tables (batch 425).
describe('an authorization header the gateway could not read or check', () => {
  checkReasons([
    [
      "ModelArts.4905 'Failed to check the authorization request header.' under a 400 (batch 425)",
      {
        status: 400,
        body: {
          error_code: 'ModelArts.4905',
          error_msg: 'Failed to check the authorization request header. ',
        },
      },
      'auth_permanent',
    ],
    [
      "MaaS ModelArts.81002 'Failed to get the authorization header.' under a 400 (Huawei's table)",
      { status: 400, message: 'Failed to get the authorization header.', code: 'ModelArts.81002' },
      'auth_permanent',
    ],
    [
      "Gemini's 'Invalid Authorization header.' under a 400 still (held)",
      { status: 400, message: 'Invalid Authorization header.' },
      'auth_permanent',
    ],
    [
      'a request header too large for the server is no key (invented)',
      { status: 400, message: 'Failed to check the request header size: too large.' },
      'format_error',
    ],
  ]);
});

describe('a free quota used up', () => {
  checkReasons([
    [
      "MaaS ModelArts.81005 'The free quota has been used up.' under a 401 (batch 425)",
      { status: 401, message: 'The free quota has been used up.', code: 'ModelArts.81005' },
      'billing',
    ],
    [
      "'The free quota has been exhausted.' under a 403 (held)",
      {
        status: 403,
        message: 'The free quota has been exhausted. Please complete your payment information.',
      },
      'billing',
    ],
    [
      "a free quota with its window and reset stays a window (held 'Free quota used (30 requests / 5h)')",
      {
        status: 402,
        message:
          'Free quota used (30 requests / 5h). Resets at 10:00 UTC. Top up for unlimited access.',
      },
      'rate_limit',
    ],
    [
      'a free quota used up for today refills (invented)',
      { status: 429, message: 'Your free quota has been used up for today, try again tomorrow.' },
      'rate_limit',
    ],
  ]);
});

describe("a risk-control verdict in so many words: 'May contain senstive'", () => {
  checkReasons([
    [
      "MaaS ModelArts.81011 'May contain senstive.....' under a 403 (batch 425)",
      { status: 403, message: 'May contain senstive.....', code: 'ModelArts.81011' },
      'content_policy',
    ],
    [
      'the same sentence spelled right, without a status (invented)',
      { message: 'Error: May contain sensitive content.' },
      'content_policy',
    ],
    [
      "a log that may contain sensitive data is no verdict: the 403 stays the key's (invented)",
      {
        status: 403,
        message: 'Access denied. Request logs may contain sensitive data and are not shown.',
      },
      'auth',
    ],
  ]);
});

describe("a guardrail's refusal relayed under a 500", () => {
  checkReasons([
    [
      "LiteLLM's 'Bedrock guardrail failed: I cannot respond to requests containing … (PII)' 500 (batch 427)",
      {
        status: 500,
        body: {
          error: {
            message:
              'Bedrock guardrail failed: I cannot respond to requests containing personally identifiable information (PII). Please remove these references from your prompt.',
            type: 'None',
            param: 'None',
            code: '500',
          },
        },
      },
      'content_policy',
    ],
    [
      "LiteLLM's 'Violated guardrail policy' under a 400 (its Bedrock guardrail docs)",
      {
        status: 400,
        body: { error: { message: "{'error': 'Violated guardrail policy'}", code: '400' } },
      },
      'content_policy',
    ],
    [
      'a guardrail that failed to run names no refusal (invented)',
      {
        status: 500,
        message: 'Bedrock guardrail failed: ApplyGuardrail call returned an unexpected error.',
      },
      'server_error',
    ],
  ]);
});

describe("a gateway's log that it could not connect to its backend", () => {
  checkReasons([
    [
      "APISIX ai-proxy-multi's 'failed to connect to LLM server: no route to host' 500 (batch 427)",
      {
        status: 500,
        message:
          '[warn] 49#49: *79881097 [lua] openai-base.lua:231: failed to connect to LLM server: no route to host\n[warn] 49#49: *79881097 [lua] plugin.lua:1199: common_phase(): ai-proxy-multi exits with http status code 500',
      },
      'timeout',
    ],
    [
      "the same log with 'connection refused' under a 502 (invented)",
      {
        status: 502,
        message: 'openai-base.lua:231: failed to connect to LLM server: connection refused',
      },
      'timeout',
    ],
    [
      'a backend that answered with its own fault stays a server error (invented)',
      { status: 500, message: 'failed to read response from LLM server: invalid JSON body' },
      'server_error',
    ],
  ]);
});

describe("an upstream's gRPC RESOURCE_EXHAUSTED for a request cap under a relay's 5xx", () => {
  checkReasons([
    [
      "Fastllm-proxy's 'Upstream error from Nvidia: ResourceExhausted: Worker local total request limit reached (1)' with code 502 (batch 427)",
      {
        status: 200,
        body: {
          error: {
            message:
              'Upstream error from Nvidia: ResourceExhausted: Worker local total request limit reached (1)',
            code: 502,
          },
        },
      },
      'rate_limit',
    ],
    [
      'a concurrency cap exceeded under a 500 (invented)',
      { status: 500, message: 'RESOURCE_EXHAUSTED: concurrency limit exceeded for this worker' },
      'rate_limit',
    ],
    [
      'RESOURCE_EXHAUSTED for memory is no request cap (invented)',
      { status: 500, message: 'ResourceExhausted: out of memory while allocating KV cache' },
      'server_error',
    ],
    [
      'capacity words beside it keep capacity (invented)',
      {
        status: 500,
        message:
          'ResourceExhausted: request limit reached. The server is overloaded, please try later.',
      },
      'overloaded',
    ],
  ]);
});

describe("OpenAI's validation of a named parameter relayed under a 500", () => {
  checkReasons([
    [
      "Helicone's 500 around 'Invalid 'messages[143].tool_calls[0].function.name': empty string …' (batch 427)",
      {
        status: 500,
        message:
          "500 Invalid 'messages[143].tool_calls[0].function.name': empty string. Expected a string with minimum length 1, but got an empty string instead.",
      },
      'format_error',
    ],
    [
      'an empty array in the same words under a 500 (invented, after the held 400)',
      {
        status: 500,
        message:
          "500 Invalid 'tools': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      },
      'format_error',
    ],
    [
      "'Invalid type for …: expected …, but got … instead' under a 500 (invented)",
      {
        status: 500,
        message:
          "Invalid type for 'messages[1].content': expected one of a string or array of objects, but got an object instead.",
      },
      'format_error',
    ],
    [
      "a relay's own 'Invalid response' names no request fault (invented)",
      { status: 500, message: "Invalid 'upstream' response: unexpected end of data" },
      'server_error',
    ],
  ]);
});

describe("LiteLLM's router refusing every deployment for a crossed spend budget", () => {
  checkReasons([
    [
      "'No deployments available - crossed budget: Exceeded budget for deployment …' 429 (batch 427)",
      {
        status: 429,
        message:
          'Error fetching response:Error: 429 No deployments available - crossed budget: Exceeded budget for deployment model_name: xxx, litellm_params.model: xxx, model_id: xxx: 0.36300000000000004 >= 1d',
      },
      'billing',
    ],
    [
      "the provider-budget variant (invented after LiteLLM's provider budget routing)",
      {
        status: 429,
        message:
          'No deployments available - crossed budget for provider: Exceeded budget for provider openai: 0.52 >= 0.5',
      },
      'billing',
    ],
    [
      "the cooldown 'No deployments available' stays a rate limit (held)",
      {
        status: 429,
        message:
          'litellm.RateLimitError: No deployments available for selected model, Try again in 60 seconds. Passed model=gpt-4o. pre-call-checks=False',
      },
      'rate_limit',
    ],
  ]);
});

describe('a key said to have reached its own usage limit over an invalid-key code', () => {
  checkReasons([
    [
      "LLM Gateway's 'Unauthorized: LLMGateway API key reached its usage limit.' code invalid_api_key (batch 427)",
      {
        body: {
          error: {
            message: 'Unauthorized: LLMGateway API key reached its usage limit.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
      },
      'billing',
    ],
    [
      'the same code around a rejected key stays a dead key (held shape)',
      {
        status: 401,
        body: { error: { message: 'Invalid API key provided.', code: 'invalid_api_key' } },
      },
      'auth_permanent',
    ],
  ]);
  it('a usage limit with a window stated is not read as money (invented)', () => {
    const result = classify({
      body: {
        error: {
          message: 'API key reached its usage limit for this minute, try again in 60 seconds.',
          code: 'invalid_api_key',
        },
      },
    });
    expect(result.reason).not.toBe('billing');
  });
});

// Tencent Cloud Hunyuan 'Error Codes' API doc (batch 430).
describe("Tencent Cloud API 3.0's Response.Error envelope and its signature failures", () => {
  checkReasons([
    [
      "AuthFailure.SignatureFailure in the page's full JSON body (batch 430)",
      {
        body: {
          Response: {
            Error: {
              Code: 'AuthFailure.SignatureFailure',
              Message:
                'The provided credentials could not be validated. Please check your signature is correct.',
            },
            RequestId: 'ed93f3cb-f35e-473f-b9f3-0d451b8b79c6',
          },
        },
      },
      'auth',
    ],
    [
      "AuthFailure.SignatureExpire 'Signature expired. Timestamp and server time …' (batch 430)",
      {
        message:
          'Signature expired. Timestamp and server time cannot differ by more than five minutes. Please ensure your current local time matches the standard time.',
        code: 'AuthFailure.SignatureExpire',
      },
      'auth',
    ],
    [
      "the SDK's 'Request signature verification failed' (held h121)",
      {
        message:
          '[TencentCloudSDKError] Code=AuthFailure.SignatureFailure, Message=Request signature verification failed. Please check if your signature calculation is correct. RequestId=3d788963',
      },
      'auth',
    ],
    [
      'a rate limit in the same envelope reads as one (invented)',
      {
        body: {
          Response: {
            Error: {
              Code: 'RequestLimitExceeded',
              Message: 'Too many requests, rate limit exceeded.',
            },
            RequestId: 'r-1',
          },
        },
      },
      'rate_limit',
    ],
    [
      "Anthropic's invalid thinking signature is not a signed request (held wording)",
      {
        status: 400,
        message: 'messages.1.content.0: Invalid `signature` in `thinking` block',
      },
      'thinking_signature',
    ],
  ]);
});

describe('流量受限: a per-user traffic limit', () => {
  checkReasons([
    [
      "Spark's 10007 '用户流量受限:服务正在处理用户当前的问题…' (batch 430)",
      {
        message:
          '用户流量受限:服务正在处理用户当前的问题,需等待处理完成后再发送新的请求。(必须要等大模型完全回复之后,才能发送下一个问题)',
        code: '10007',
      },
      'rate_limit',
    ],
  ]);
});

describe("a 404 whose status text a JavaScript client left 'undefined'", () => {
  checkReasons([
    [
      "Pot's 'Http Request Error Http Status: 404 undefined' (batch 432)",
      { status: 404, message: '测试失败Http Request Error Http Status: 404 undefined' },
      'model_not_found',
    ],
    [
      "'null' in its place (invented)",
      { status: 404, message: 'Http Request Error Http Status: 404 null' },
      'model_not_found',
    ],
  ]);
  it("a 404 that names a route is not bare: 'undefined' reads past nothing else (invented)", () => {
    const result = classify({
      status: 404,
      message: 'Http Status: 404 undefined route POST /v1/chat/completions',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('status.404.bare');
  });
});
