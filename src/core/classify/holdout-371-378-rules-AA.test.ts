/**
 * Rules written in session 38 for misses of held-out batches 371–378 (group AA), after the batches
 * had been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI's older name for the per-minute token window (batch 372, lida-project/lida-streamlit#2).
describe('one request over the "tokens_usage_based per min" window is the context', () => {
  checkReasons([
    [
      "LIDA's RateLimitError without a status (batch 372)",
      {
        message:
          'RateLimitError: Request too large for gpt-4 in organization org-XXXD on tokens_usage_based per min: Limit 10000, Requested 14222. Visit https://platform.openai.com/account/rate-limits to learn more.',
      },
      'context_overflow',
    ],
    [
      'the same window under a 429 without "Used", the requested tokens over the limit (a public reverse proxy\'s handler quotes it)',
      {
        status: 429,
        message:
          'Rate limit reached for gpt-4-1106-preview in organization org-xxx on tokens_usage_based per min: Limit 10000, Requested 40000',
      },
      'context_overflow',
    ],
    [
      'the newer "tokens per min (TPM)" wording, as held (h112, vanna)',
      {
        message:
          "openai.RateLimitError: Error code: 429 - {'error': {'message': 'Request too large for gpt-4o in organization org-2.... on tokens per min (TPM): Limit 30000, Requested 1349985.",
      },
      'context_overflow',
    ],
    [
      'a busy window with "Used" stays the rate limit (held h20, crewAI)',
      {
        name: 'RateLimitError',
        message:
          'Rate limit reached for gpt-4 in organization org-XXXX on tokens_usage_based per min: Limit 10000, Used 8208, Requested 2276. Please try again in 2.904s. Visit https://platform.openai.com/account/rate-limits to learn more.',
      },
      'rate_limit',
    ],
    [
      'nor under a 429 when the request fits the window (invented)',
      {
        status: 429,
        message:
          'Rate limit reached for gpt-4 in organization org-xxxx on tokens_usage_based per min: Limit 10000, Used 9000, Requested 2276. Please try again in 6s.',
      },
      'rate_limit',
    ],
    [
      "Groq's 413 of the same idea stays the payload (held convention, invented numbers)",
      {
        status: 413,
        message:
          'Request too large for model `llama-3.3-70b-versatile` in organization `org_01` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 36114, please reduce your message size and try again.',
      },
      'payload_too_large',
    ],
  ]);
});

// Azure's PermissionDenied after httr2's status line (batch 372, tidyverse/ellmer#269).
describe("a 401's PermissionDenied is a role to grant, not a dead key", () => {
  checkReasons([
    [
      "ellmer's httr2 status line, then Azure's code and sentence (batch 372)",
      {
        status: 401,
        message:
          'Error in `req_perform_connection()` at elmer/R/httr2.R:36:3: ! HTTP 401 Unauthorized. • PermissionDenied: Principal does not have access to API/Operation.',
      },
      'auth',
    ],
    [
      "Azure's body with the code, under a 401 (held h125's body)",
      {
        status: 401,
        message:
          "openai.AuthenticationError: Error code: 401 - {'error': {'code': 'PermissionDenied', 'message': 'Principal does not have access to API/Operation.'}}",
      },
      'auth',
    ],
    [
      "httr2's bare status line stays a rejected key (invented)",
      { status: 401, message: 'Error in `req_perform()`:\n! HTTP 401 Unauthorized.' },
      'auth_permanent',
    ],
    [
      "httr2's status line over Azure's key refusal stays a rejected key (invented)",
      {
        status: 401,
        message:
          'Error in `req_perform_connection()`:\n! HTTP 401 Unauthorized. • Access denied due to invalid subscription key or wrong API endpoint.',
      },
      'auth_permanent',
    ],
    [
      "openai-python's PermissionDeniedError class name is no permission wording (invented)",
      {
        status: 401,
        message: 'PermissionDeniedError: Error code: 401 - Unauthorized',
      },
      'auth_permanent',
    ],
  ]);
});

// PyTorch's position-table shape error behind FastChat's banner (batch 375, HKUDS/LightRAG#279).
describe("an input longer than an encoder's position table is the context", () => {
  checkReasons([
    [
      "FastChat's 400, banner first, the tensor sizes cut after 'must match' (batch 375)",
      {
        status: 400,
        message:
          "An error occurred: Error code: 400 - {'object': 'error', 'message': '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\\n\\n(The expanded size of the tensor (513) must match",
      },
      'context_overflow',
    ],
    [
      'the whole sentence without a status (public notes: an over-long KcELECTRA input)',
      {
        message:
          'RuntimeError: The expanded size of the tensor (554) must match the existing size (512) at non-singleton dimension 1.  Target sizes: [1, 554].  Tensor sizes: [1, 512]',
      },
      'context_overflow',
    ],
    [
      "an embedding server's 500 around it (invented)",
      {
        status: 500,
        message:
          'RuntimeError: The expanded size of the tensor (554) must match the existing size (512) at non-singleton dimension 1.',
      },
      'context_overflow',
    ],
    [
      "FastChat's banner alone stays capacity (held h253, autogen)",
      {
        status: 400,
        name: 'BadRequestError',
        message:
          "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR",
      },
      'overloaded',
    ],
    [
      'a smaller first size is some other shape bug: the banner decides (invented)',
      {
        status: 400,
        message:
          "Error code: 400 - {'object': 'error', 'message': '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\\n\\n(The expanded size of the tensor (256) must match the existing size (512) at non-singleton dimension 1)'}",
      },
      'overloaded',
    ],
    [
      'nor does a cut text whose first size fits 512 positions (invented)',
      {
        status: 400,
        message:
          "Error code: 400 - {'object': 'error', 'message': '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\\n\\n(The expanded size of the tensor (300) must match",
      },
      'overloaded',
    ],
    [
      'a 500 with a smaller first size stays the server fault (invented)',
      {
        status: 500,
        message:
          'RuntimeError: The expanded size of the tensor (32) must match the existing size (64) at non-singleton dimension 0',
      },
      'server_error',
    ],
  ]);
});

// A relay's own fetch that failed, under its 503 (batch 377, Portkey-AI/gateway#1286).
describe("a relay's failed fetch under its 503 is the transport", () => {
  checkReasons([
    [
      "Portkey's 503 through the OpenAI Python SDK (batch 377)",
      {
        status: 503,
        name: 'InternalServerError',
        message:
          "openai.InternalServerError: Error code: 503 - {'html-message': 'fetch failed', 'provider': 'openai'}",
      },
      'timeout',
    ],
    [
      'the same relay failure under a 502, as held (h248, OmniRoute)',
      {
        status: 502,
        message: '[502]: fetch failed (cause: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:7860)',
      },
      'timeout',
    ],
    [
      "a reqwest failure the 503's own status words stand beside stays capacity (held h58, Antigravity through Continue)",
      {
        status: 503,
        message:
          '{"id":"err_retry_exhausted","type":"api_error","message":"All 2 attempts failed. Last status: 503 Service Unavailable. Error: HTTP request failed at https://cloudcode-pa.googleapis.com/v1internal: error sending request for url (https://cloudcode-pa.googleapis.com/v1internal:streamGenerateContent%3Falt=sse)"}',
      },
      'overloaded',
    ],
    [
      'capacity words beside the failed fetch keep the 503 capacity (invented)',
      {
        status: 503,
        message: 'API Error: 503 fetch failed. The server is overloaded, please try again later.',
      },
      'overloaded',
    ],
    ['a bare 503 stays capacity', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
  ]);
});

// Ollama's refusal of an unknown key in `options` (batch 377, promptfoo/promptfoo#501).
describe("Ollama's invalid options are the request's", () => {
  checkReasons([
    [
      "promptfoo's log of Ollama's answer, no status (batch 377)",
      { message: 'Ollama generate API response: {"error":"invalid options: basePath"}' },
      'format_error',
    ],
    [
      "llama_index's ValueError around the same 400 (llama_index#9551)",
      {
        message:
          'ValueError: Ollama call failed with status code 400. Details: invalid options: formatted',
      },
      'format_error',
    ],
    [
      'two options named under the 400 (invented)',
      { status: 400, message: '{"error":"invalid options: tfs_z, mirostat"}' },
      'format_error',
    ],
    [
      'webpack\'s "Invalid options object" names no option (invented)',
      {
        message:
          'Invalid options object. Dev Server has been initialized using an options object that does not match the API schema.',
      },
      'unknown',
    ],
    [
      'a 500 keeps its server fault (invented)',
      { status: 500, message: 'Error: invalid options: unable to connect to runner' },
      'server_error',
    ],
  ]);
});

// llama-server's request parser under a 500 (batch 378, ikawrakow/ik_llama.cpp#778).
describe("llama-server's checks of the request's parameters are the request", () => {
  checkReasons([
    [
      "ik_llama.cpp's 500 through the OpenAI Python SDK (batch 378)",
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              'response_format type must be one of "text" or "json_object", but got: json_schema',
            type: 'server_error',
          },
        },
        message:
          "openai.InternalServerError: Error code: 500 - {'error': {'code': 500, 'message': 'response_format type must be one of \"text\" or \"json_object\", but got: json_schema', 'type': 'server_error'}}",
      },
      'format_error',
    ],
    [
      'the same check as the 400 newer llama.cpp builds send (its std::invalid_argument)',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'response_format type must be one of "text" or "json_object", but got: json_schema',
            type: 'invalid_request_error',
          },
        },
      },
      'format_error',
    ],
    [
      "the same parser's n check (its source's words, invented as a 500)",
      {
        status: 500,
        message:
          '{"error":{"code":500,"message":"Only one completion choice is allowed","type":"server_error"}}',
      },
      'format_error',
    ],
    [
      "a gateway's 500 around OpenAI's validation of a named parameter is the request's (held h55, Helicone; read since batch 427)",
      {
        status: 500,
        message:
          "500 Invalid 'messages[38].tool_calls[0].function.name': empty string. Expected a string with minimum length 1, but got an empty string instead.",
      },
      'format_error',
    ],
    [
      "a 500 about a field of the answer stays the server's (invented)",
      { status: 500, message: 'finish_reason must be one of stop or length, but got: null' },
      'server_error',
    ],
  ]);
});

// An account its product refuses (batch 376, AvenCores/open-antigravity-patcher#52).
describe('an account ineligible to use the product is refused for good', () => {
  checkReasons([
    [
      "Antigravity's refusal, typo as shown (batch 376)",
      { message: 'Sorry, this account is ineligble to use Antigravity.' },
      'auth_permanent',
    ],
    [
      'the same with the word spelt right (invented)',
      { message: 'Sorry, this account is ineligible to use Antigravity.' },
      'auth_permanent',
    ],
    [
      'in other words (invented)',
      { message: 'Your account is not eligible to use Gemini Code Assist.' },
      'auth_permanent',
    ],
    [
      "Gemini CLI's IneligibleTierError, as held (h209)",
      { message: 'IneligibleTierError: This client is no longer supported' },
      'auth_permanent',
    ],
    [
      "DashScope's model the account may not use stays the model's (held h70, Qwen Code)",
      {
        status: 403,
        message:
          '[API Error: 403 Access to model denied. Please make sure you are eligible for using the model.]',
      },
      'model_not_found',
    ],
    [
      'a tier the account is not eligible for, with a payment method to add, is billing, no refusal of the account (invented)',
      { message: 'Your account is not eligible for the free tier. Please add a payment method.' },
      'billing',
    ],
  ]);
});

// axios's 404 framed by a client's prefix and retry notice (batch 374, h7ml/ai-file-translator#13).
describe("a bare 404 keeps its reading inside a client's framing", () => {
  checkReasons([
    [
      "ai-file-translator's prefix and retry notice around axios's line (batch 374)",
      {
        status: 404,
        message:
          '翻译错误: AxiosError: Request failed with status code 404, 将在 10 秒后重试 (1/3)',
      },
      'model_not_found',
    ],
    [
      "axios's class name before its line (invented)",
      { status: 404, message: 'AxiosError: Request failed with status code 404' },
      'model_not_found',
    ],
    [
      'an English retry notice (invented)',
      {
        status: 404,
        message: 'Error: Request failed with status code 404, retrying in 10s (attempt 1/3)',
      },
      'model_not_found',
    ],
    [
      "an English client's 'Error: Error:' prefix, as held (h340, ai-codereviewer)",
      { status: 404, message: 'Error: Error: Request failed with status code 404' },
      'model_not_found',
    ],
    [
      'a body that names a wrong URL after the notice stays the URL (invented)',
      {
        status: 404,
        message:
          'AxiosError: Request failed with status code 404, 将在 10 秒后重试 (1/3) {"error":"Invalid URL (POST /v1)"}',
      },
      'format_error',
    ],
    [
      'a file the server did not find is no bare 404 for its retry notice (invented)',
      { status: 404, message: 'Translation error: File Not Found, retrying in 10s (1/3)' },
      'unknown',
    ],
  ]);
});
