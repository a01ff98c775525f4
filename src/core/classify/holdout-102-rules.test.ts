/**
 * Rules from held-out batch 102 (a natural sample of server faults, safety refusals, cut streams,
 * empty answers and the unclear; docs/classifier.md, "Batch 102"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Envoy's reset reason "overflow" is its circuit breaker's pending-request limit reached: the
// proxy's own queue is full, capacity (held: nminaya/grammar-nazi-bot#931, Groq). Claude Code prints
// it as "API Error (503 upstream connect error or disconnect/reset before headers. reset reason:
// overflow" (anthropics/claude-code#7044, this batch), where the 503 inside the parenthesis is not
// read as a status and the transport words answered timeout. Counter-examples: the same prefix with
// "reset reason: connection termination" (666ghj/BettaFish#253) or "remote connection failure"
// (anthropics/claude-code#7043) stays a transport failure (timeout).
describe("Envoy's reset reason overflow is capacity", () => {
  checkReasons([
    [
      "Claude Code's rendering, the 503 not kept as a status (claude-code#7044)",
      {
        message:
          'API Error (503 upstream connect error or disconnect/reset before headers. reset reason: overflow',
      },
      'overloaded',
    ],
    [
      'the held Groq line keeps its answer (grammar-nazi-bot#931)',
      {
        message: 'Unsuccessful Groq API response ServiceUnavailable',
        name: 'InvalidOperationException',
        cause: {
          name: 'Exception',
          message:
            'upstream connect error or disconnect/reset before headers. reset reason: overflow',
        },
      },
      'overloaded',
    ],
    [
      'connection termination stays a cut connection (BettaFish#253)',
      {
        message:
          '研究过程中发生错误: upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      },
      'timeout',
    ],
    [
      'a refused connect on its 503 stays a connect failure (claude-code#7043)',
      {
        status: 503,
        body: 'upstream connect error or disconnect/reset before headers. reset reason: remote connection failure, transport failure reason: delayed connect error: Connection refused',
        message:
          'API Error (503 upstream connect error or disconnect/reset before headers. reset reason: remote connection failure, transport failure reason: delayed connect error: Connection refused) · Retrying in 4 seconds… (attempt 4/10)',
      },
      'timeout',
    ],
  ]);
});

// Envoy's response-code detail names its resets in snake case: Higress in front of XInference
// answers "503 upstream_reset_before_response_started{connection_termination}" (higress#2811, this
// batch; the request never reached the backend), the same reset the held text form "reset reason:
// connection termination" labels timeout. Counter-examples: Higress's "no healthy upstream" on a
// 503 stays capacity (higress-group/higress#4174); the `{overflow}` detail stays overloaded
// (invented from Envoy's documented detail list, as the text form above is held).
describe("Envoy's snake-case reset detail under a 503 is the connect failure its text form is", () => {
  checkReasons([
    [
      "Higress's 503 detail (higress#2811)",
      { message: '503 upstream_reset_before_response_started{connection_termination}' },
      'timeout',
    ],
    [
      'no healthy upstream stays capacity (higress#4174)',
      { status: 503, message: 'no healthy upstream' },
      'overloaded',
    ],
    [
      'the overflow detail stays capacity (invented from the documented detail)',
      { status: 503, message: 'upstream_reset_before_response_started{overflow}' },
      'overloaded',
    ],
  ]);
});

// A client's check that the model answered nothing: "Task error: Empty response from LLM after 3
// retries" (Simpleyyt/ai-manus#84, DeepSeek) and FastGPT's "LLM model response empty"
// (labring/FastGPT#2285), as the held "Model stream ended with empty response text"
// (QwenLM/qwen-code#1700) and "The API returned an empty response" are: an empty answer is a server
// fault (server_error). Counter-examples: a request's own empty content block ("messages: text
// content blocks must be non-empty", continuedev/continue#11045) stays format_error; Gemini's empty
// candidates on a blocked prompt (linyqh/NarratoAI#100) stays content_policy.
describe("a client's empty-answer check is a server fault", () => {
  checkReasons([
    [
      "ai-manus's retry verdict (ai-manus#84)",
      { message: 'Task error: Empty response from LLM after 3 retries' },
      'server_error',
    ],
    ["FastGPT's check (FastGPT#2285)", { message: 'LLM model response empty' }, 'server_error'],
    [
      "Gemini CLI's held sentence keeps its answer (qwen-code#1700)",
      { message: '[API Error: Model stream ended with empty response text.]' },
      'server_error',
    ],
    [
      "a request's empty content block stays a request error (continue#11045)",
      {
        status: 400,
        message:
          '400 InvokeModelWithResponseStream: operation error Bedrock Runtime: InvokeModelWithResponseStream, https response error StatusCode: 400, RequestID: d5c31bc1-b043-40f9-8545-8226f498dc31, ValidationException: messages: text content blocks must be non-empty',
      },
      'format_error',
    ],
    [
      'empty candidates on a blocked prompt stay a refusal (NarratoAI#100)',
      {
        message:
          '批次 1 处理出错: Invalid operation: The `response.parts` quick accessor requires a single candidate, but but `response.ctes` is empty.\nThis appears to be caused by a blocked prompt, see `response.prompt_feedback`: block_reason: PROHIBITED_CONTENT',
      },
      'content_policy',
    ],
  ]);
});

// CLIProxyAPI and its forks answer "auth_unavailable: no auth available" when their credential pool
// holds no usable credential: as a 500 typed server_error (nikships/droidproxy#4, held h86) and in
// Codex's rendering of a 503 (router-for-me/EasyCLIProxyAPI#118, this batch). The proxy's
// credentials are missing or refreshing — auth, not a server fault nor capacity. Counter-examples:
// the same proxy's 429 `model_cooldown` ("All credentials for model coder-model are cooling down",
// router-for-me/CLIProxyAPI#2018, held h50) stays rate_limit; a bare 503 "Service Temporarily
// Unavailable" (continuedev/continue#10319, this batch) stays overloaded.
describe("a proxy's empty credential pool is auth", () => {
  checkReasons([
    [
      'the 500 body (droidproxy#4)',
      {
        status: 500,
        body: {
          error: {
            message: 'auth_unavailable: no auth available',
            type: 'server_error',
            code: 'internal_server_error',
          },
        },
      },
      'auth',
    ],
    [
      "Codex's rendering of the 503 (EasyCLIProxyAPI#118)",
      {
        message:
          'unexpected status 503 Service Unavailable: auth_unavailable: no auth available (providers=openai-compatible-ustc, model=k3), url: http://127.0.0.1:8317/v1/responses',
      },
      'auth',
    ],
    [
      // The same pool, quoted with a space for the underscore in the 500 body a user pasted from
      // CLIProxyAPI v6.8.27: https://github.com/router-for-me/CLIProxyAPI/issues/1706 (review r102).
      'the 500 body with a space (CLIProxyAPI#1706)',
      {
        status: 500,
        body: {
          error: {
            message: 'auth unavailable: no auth available',
            type: 'server_error',
            code: 'internal_server_error',
          },
        },
      },
      'auth',
    ],
    [
      'the cooldown 429 stays a rate limit (CLIProxyAPI#2018)',
      {
        status: 429,
        body: {
          error: {
            code: 'model_cooldown',
            message: 'All credentials for model coder-model are cooling down',
            model: 'coder-model',
            reset_seconds: 25803,
            reset_time: '7h10m2s',
          },
        },
      },
      'rate_limit',
    ],
    [
      'a bare 503 stays capacity (continue#10319)',
      { status: 503, message: '"Service Temporarily Unavailable"' },
      'overloaded',
    ],
  ]);
});
