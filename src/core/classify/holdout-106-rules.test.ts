/**
 * Rules from held-out batch 106 (a natural sample of chat front-ends, bots and plugins — AstrBot,
 * LangBot, AnythingLLM, Chatbox, Obsidian and Logseq plugins, translators, Telegram and Discord bots
 * — meeting provider errors; docs/classifier.md, "Batch 106"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { RELAYED_REQUEST_REFUSAL } from './patterns.js';

// DeepSeek refuses a history whose assistant turn has neither text nor tool calls with "Invalid
// assistant message: content or tool_calls must be set" (AstrBot#9035, this batch: a reasoning-only
// turn cut by max_tokens was saved into the history), as Mistral's held "Assistant message must have
// either content or tool_calls" (held batches) and devstral's "At least one content or tool_calls
// should be non-empty" do: the request's message list is wrong. Counter-example: a client's check
// that the *answer* came back empty stays the answer's ("Model stream ended with empty response
// text.", QwenLM/qwen-code#1700, held h96), as does a wording that names tool calls in a response
// (invented: "LLM response had no content or tool_calls").
describe('an assistant turn without content or tool_calls is a malformed request', () => {
  checkReasons([
    [
      "DeepSeek's sentence (AstrBot#9035)",
      { message: 'Invalid assistant message: content or tool_calls must be set' },
      'format_error',
    ],
    [
      'the same sentence on its 400 (AstrBot#9035)',
      {
        status: 400,
        message:
          "Error code: 400 - {'error': {'message': 'Invalid assistant message: content or tool_calls must be set', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_request_error'}}",
      },
      'format_error',
    ],
    [
      "Mistral's held wording keeps its answer (litellm, held)",
      {
        message:
          'litellm.BadRequestError: MistralException - Assistant message must have either content or tool_calls, but not none.',
      },
      'format_error',
    ],
    [
      'an empty answer stays server_error (QwenLM/qwen-code#1700)',
      { message: '[API Error: Model stream ended with empty response text.]' },
      'server_error',
    ],
  ]);
});

// A proxy or provider that got no key header says so by the header's name: gemini-balance's
// "Missing x-goog-api-key header" (snailyp/gemini-balance#21, this batch, Immersive Translate
// calling it), as Google's held "Missing Authorization header." (AstrBot#1693, cline#9522) and the
// held "x-goog-api-key header is missing" order do: no credential reached the service.
// Counter-examples: Anthropic's CORS header is a browser-access switch, not a key ("CORS requests
// must set 'anthropic-dangerous-direct-browser-access' header", immersive-translate#2107, held h38:
// auth), and a missing version header is the request's ("anthropic-version: header is required",
// ChatArena#124, held h33: format_error).
describe('a missing key header names a missing credential', () => {
  checkReasons([
    [
      "gemini-balance's sentence (snailyp/gemini-balance#21)",
      { message: '沉浸式翻译调用报错Missing x-goog-api-key header' },
      'auth_permanent',
    ],
    [
      'the x-api-key header (invented from the same shape)',
      { message: '{"error":"Missing x-api-key header"}' },
      'auth_permanent',
    ],
    [
      "Anthropic's CORS header stays auth (immersive-translate#2107)",
      {
        message:
          '401: {"type":"error","error":{"type":"authentication_error","message":"CORS requests must set \'anthropic-dangerous-direct-browser-access\' header"}}',
      },
      'auth',
    ],
    [
      'a missing version header stays the request (ChatArena#124)',
      {
        status: 400,
        message:
          '{"type": "error", "error": {"type": "invalid_request_error", "message": "anthropic-version: header is required"}}',
      },
      'format_error',
    ],
  ]);
});

// Ollama's runner logs `msg="truncating input prompt" limit=4096 prompt=6806` when a prompt does not
// fit the loaded context (lucagrippa/obsidian-ai-tagger#45, this batch; KeithCu/writeragent#570
// quotes the same line under an "Internal server error" whose cause was the 4096 context), next to
// its "input exceeds context length" (held, ai_automation_suggester#37): the prompt is over the
// context. Counter-examples: a parameter named truncation stays the request's ("Unsupported
// parameter: truncation", Wei-Shaw/sub2api#3686, held h74), and a truncated *answer* is not the
// prompt (invented: "the response was truncated").
describe("Ollama's truncating input prompt is a context overflow", () => {
  checkReasons([
    [
      'the journal line (lucagrippa/obsidian-ai-tagger#45)',
      {
        message:
          'Oct 06 16:43:46 VM-NAME ollama[2130346]: time=2025-10-06T16:43:46.511Z level=WARN source=runner.go:127 msg="truncating input prompt" limit=4096 prompt=6806 keep=5 new=4096',
      },
      'context_overflow',
    ],
    [
      'the key=value form alone (KeithCu/writeragent#570)',
      { message: 'truncating input prompt limit=4095 prompt=5354 keep=4 new=4095' },
      'context_overflow',
    ],
    [
      // Review of batch 106: Ollama logs the line as a WARN on requests it then answers (karakeep's
      // journal, https://github.com/karakeep-app/karakeep/issues/1593: each truncation line followed
      // by a GIN 200 on /api/chat; the tags came out wrong because the prompt was cut): the excerpt
      // reads as the line alone does.
      'the line above the 200 it preceded (karakeep-app/karakeep#1593)',
      {
        message:
          'Jun 10 21:22:18 ollama-host ollama[159]: time=2025-06-10T21:22:18.314Z level=WARN source=runner.go:128 msg="truncating input prompt" limit=512 prompt=617 keep=4 new=512\nJun 10 22:46:49 ollama-host ollama[159]: [GIN] 2025/06/10 - 22:46:49 | 200 |      1h24m39s |    10.99.99.105 | POST     "/api/chat"',
      },
      'context_overflow',
    ],
    [
      // …but a client that got no answer at all keeps its transport failure: karakeep's 5-minute
      // "TypeError: fetch failed" beside the same warning (https://github.com/karakeep-app/karakeep/issues/646,
      // the maintainer: Ollama timeouts above 5 minutes; composed into one message here).
      'a headers timeout beside the line stays a timeout (karakeep-app/karakeep#646, composed)',
      {
        name: 'TypeError',
        message:
          'fetch failed\ntime=2024-11-11T20:49:53.286Z level=WARN source=runner.go:129 msg="truncating input prompt" limit=2048 prompt=3412 keep=5 new=2048',
        cause: {
          name: 'HeadersTimeoutError',
          code: 'UND_ERR_HEADERS_TIMEOUT',
          message: 'Headers Timeout Error',
        },
      },
      'timeout',
    ],
    [
      'a truncation parameter stays the request (Wei-Shaw/sub2api#3686)',
      {
        message:
          'OpenAI upstream error 400 (account=1 platform=openai type=oauth): {"detail":"Unsupported parameter: truncation"}',
      },
      'format_error',
    ],
  ]);
});

// Qwen Code and Gemini CLI print an API error inside "[API Error: …]"; openai-node's bare 404 there
// ("[API Error: OpenAI API error: 404 status code (no body)]", QwenLM/Qwen3-Coder#433, this batch: a
// DashScope base URL without its compatible-mode path) is the held body-less 404 (model_not_found:
// the URL or model this target is configured with does not exist). Counter-examples: a router's "404
// page not found" stays a wrong path (Kiln-AI/Kiln#275 "… OpenAIException - 404 page not found",
// this batch, held as format_error; the same words in the wrapper, invented), and a 404 with its own
// words keeps them (Vertex's "Requested entity was not found.", held h43).
describe("a body-less 404 inside Qwen Code's [API Error: …] is bare", () => {
  checkReasons([
    [
      "Qwen Code's rendering (QwenLM/Qwen3-Coder#433)",
      { message: '[API Error: OpenAI API error: 404 status code (no body)]' },
      'model_not_found',
    ],
    [
      'with the ✕ Gemini CLI puts before it (invented from the same shape)',
      { message: '✕ [API Error: OpenAI API error: 404 status code (no body)]' },
      'model_not_found',
    ],
    [
      'a router\'s "404 page not found" stays a wrong path (Kiln-AI/Kiln#275)',
      {
        message:
          'Unexpected error: litellm.NotFoundError: NotFoundError: OpenAIException - 404 page not found',
      },
      'format_error',
    ],
    [
      'the same words in the wrapper (invented)',
      { message: '[API Error: OpenAI API error: 404 page not found]' },
      'format_error',
    ],
  ]);
});

// A Chinese relay's summary of its upstream's status — "CodeWhisperer API 错误: 状态码: 400" ("error:
// status code: 400", bestK/kiro2cc#3, this batch) under its own `"type":"server_error"` — passes the
// upstream's refusal on, as the held "请求失败，状态码: 400, 响应: …" (ConardLi/easy-dataset#9) and
// "API 请求失败: 状态码 400, 错误信息: …" (ErlichLiu/DeepClaude#111) do: the 400 is the request's,
// not a server fault. Counter-examples: the relay's type still decides when no status is named
// ("Cursor API 错误: HTTP 429 …" names one and stays rate_limit, cursor2api#107, this batch), and
// a 5xx it names stays the server's (invented: "状态码: 502").
describe("a relay's 状态码 names the upstream's status", () => {
  // Review of batch 106: the relayed-refusal test scans the whole text (up to 8,000 characters);
  // "状态码" before a long run of spaces cost ~70 ms when both sides of the colon were open `\s*`
  // (quadratic backtracking). The spaces around its colon are bounded; the cost itself is measured
  // by bench/, not asserted here.
  it('bounds the spaces around 状态码’s colon', () => {
    expect(RELAYED_REQUEST_REFUSAL.source).not.toMatch(/状态码\\s\*/);
    expect(RELAYED_REQUEST_REFUSAL.source).toMatch(/状态码\\s\{0,4\}/);
    expect(RELAYED_REQUEST_REFUSAL.test(`状态码${' '.repeat(8000)}x`)).toBe(false);
  });

  checkReasons([
    [
      "kiro2cc's envelope (bestK/kiro2cc#3)",
      {
        message:
          '{"error":{"message":"CodeWhisperer API 错误: 状态码: 400","type":"server_error"},"type":"error"}',
      },
      'format_error',
    ],
    [
      "cursor2api's relayed 429 keeps rate_limit (7836246/cursor2api#107)",
      {
        message:
          '{"error":{"message":"Cursor API 错误: HTTP 429 - {\\"error\\":\\"Rate limit exceeded\\"}","type":"server_error","code":"internal_error"}}',
      },
      'rate_limit',
    ],
    [
      'a relayed 502 stays the server (invented)',
      {
        message:
          '{"error":{"message":"CodeWhisperer API 错误: 状态码: 502","type":"server_error"},"type":"error"}',
      },
      'server_error',
    ],
    [
      "DeepClaude's held wording keeps model_not_found (ErlichLiu/DeepClaude#111)",
      {
        message:
          'API 请求失败: 状态码 400, 错误信息: {"code":20012,"message":"Model does not exist. Please check it carefully.","data":null}',
      },
      'model_not_found',
    ],
  ]);
});

// A browser's console line for a failed request — "POST http://localhost:11434/api/generate 404 (Not
// Found)" (omagdy7/ollama-logseq#14, this batch) — names the request and its status. On Ollama's own
// generate and chat routes, the paths every call there uses, a 404 with nothing else said is
// Ollama's "model not found, try pulling it first" (its API answers a missing model so): the held
// body-less 404 (model_not_found). Counter-examples: "404 page not found" on the same server is a
// wrong path (lobehub#1618, held h44: format_error), and another path stays a 404 of that path
// (invented: "GET http://localhost:11434/api/tags 404 (Not Found)", unknown as before).
describe("a console 404 on Ollama's chat route is bare", () => {
  checkReasons([
    [
      "ollama-logseq's console line (omagdy7/ollama-logseq#14)",
      { message: 'POST http://localhost:11434/api/generate 404 (Not Found)' },
      'model_not_found',
    ],
    [
      'the chat route (invented from the same shape)',
      { message: 'POST http://127.0.0.1:11434/api/chat 404 (Not Found)' },
      'model_not_found',
    ],
    [
      'another route stays unknown (invented)',
      { message: 'GET http://localhost:11434/api/tags 404 (Not Found)' },
      'unknown',
    ],
    [
      '"404 page not found" stays a wrong path (lobehub#1618 wording)',
      { status: 404, message: '404 page not found' },
      'format_error',
    ],
    [
      'an Ollama host by name (invented from the same shape)',
      { message: 'POST https://ollama.example.com/api/generate 404 (Not Found)' },
      'model_not_found',
    ],
  ]);
});

// Review of batch 106: `/api/chat` is also the default route of a web app's own backend (the AI
// SDK's `useChat` posts to it), and a 404 there is the app's missing route, not a missing model:
// https://github.com/vercel/next-forge/issues/359 ("I get a 404 for http://localhost:3000/api/chat",
// a typo in the route's folder name), whose console line is "POST http://localhost:3000/api/chat 404
// (Not Found)" (as a Logseq note on the same AI SDK route keeps it). Only on an Ollama host (its port
// 11434, a host or path named ollama) do `/api/chat` and `/api/generate` name Ollama's chat routes.
// And a DevTools paste holds every failed request of the page: a favicon's 404 above the chat call's
// own line (https://github.com/mozilla-services/FindMyDevice/issues/339 shows a favicon error between
// a console's real failures) is another request's status, so a console line gives its status only
// when it is the whole message.
describe('a console 404 elsewhere keeps its own words (review of batch 106)', () => {
  checkReasons([
    [
      "a web app's own /api/chat route stays unknown (vercel/next-forge#359)",
      { message: 'POST http://localhost:3000/api/chat 404 (Not Found)' },
      'unknown',
    ],
    [
      "a favicon 404 above the chat call's 429 keeps the 429 (composed, FindMyDevice#339 shape)",
      {
        message:
          'GET http://localhost:3000/favicon.ico 404 (Not Found)\nPOST https://api.openai.com/v1/chat/completions 429 (Too Many Requests)',
      },
      'rate_limit',
    ],
    [
      'a favicon 404 above a failed fetch stays the failed fetch (composed, same shape)',
      {
        message:
          'GET http://localhost:3000/favicon.ico 404 (Not Found)\nTypeError: Failed to fetch',
      },
      'timeout',
    ],
  ]);
});
