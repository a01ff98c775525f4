/**
 * Rules from held-out batch 114 (a natural sample of pull-request descriptions and reviews that
 * quote the error they fix, and issues no fixture used; docs/classifier.md, "Batch 114: natural
 * sample"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// Anthropic's "all messages must have non-empty content except for the optional final assistant
// message" names the request's own message list (its docs: only the final assistant turn may be
// empty). With its 400 it is already a request error; n8n keeps it under its own headline with no
// status (n8n-io/n8n#17216, this batch), and it says the same without the number. Counter-examples:
// Anthropic's "text content blocks must be non-empty" keeps its answer (held, format_error), and an
// empty answer from the model (held "empty response from the model", server_error) is the
// response, not the request.
describe("Anthropic's empty-message rule without its status", () => {
  checkReasons([
    [
      'n8n headline above the Anthropic sentence (n8n#17216)',
      {
        message:
          'Bad request - please check your parameters\nmessages.13: all messages must have non-empty content except for the optional final assistant message',
      },
      'format_error',
    ],
    [
      'the sentence alone (held openclaw#210 without its leading "400")',
      {
        message:
          'messages.1: all messages must have non-empty content except for the optional final assistant message',
      },
      'format_error',
    ],
    [
      'text content blocks must be non-empty keeps its answer (held stackblitz/bolt.new#7426)',
      { message: 'messages: text content blocks must be non-empty' },
      'format_error',
    ],
  ]);
});

// FastChat's OpenAI-compatible server answers a model name no worker serves with code 40301
// (ErrorCode.INVALID_MODEL) and "Only {models} allowed now, your model {name}" (fastchat/serve/
// openai_api_server.py, check_model; chatchat-space/Langchain-Chatchat#3728, this batch: the list
// was empty). The name is the problem, as with any missing model. Counter-example: FastChat's
// 40302 (PARAM_OUT_OF_RANGE, check_requests: "-1 is less than the minimum of 0 - 'max_tokens'")
// is a bad parameter and keeps format_error.
describe("FastChat's model check names the model", () => {
  checkReasons([
    [
      'FastChat 40301 with an empty model list (Langchain-Chatchat#3728)',
      {
        message:
          "Error code: 400 - {'object': 'error', 'message': 'Only  allowed now, your model local_chatglm3-6b', 'code': 40301}",
      },
      'model_not_found',
    ],
    [
      'FastChat 40301 with a served model named (its check_model text with one worker)',
      {
        status: 400,
        body: {
          object: 'error',
          message: 'Only vicuna-7b-v1.5 allowed now, your model gpt-3.5-turbo',
          code: 40301,
        },
      },
      'model_not_found',
    ],
    [
      "FastChat 40302 PARAM_OUT_OF_RANGE stays a request error (check_requests' wording)",
      {
        status: 400,
        body: {
          object: 'error',
          message: "-1 is less than the minimum of 0 - 'max_tokens'",
          code: 40302,
        },
      },
      'format_error',
    ],
  ]);
});

// vLLM (and transformers ≥ 4.44 under it) refuses chat requests for a tokenizer without a chat
// template: "As of transformers v4.44, default chat template is no longer allowed, so you must
// provide a chat template if the tokenizer does not define one." (vllm-project/vllm#39279, this
// batch; vllm#7978). Every chat request to that model fails the same way until the server is
// started with --chat-template: not transient, another target may serve it. Counter-example: a
// held server fault ("Internal Server Error", server_error) stays retryable.
describe('a model served without a chat template', () => {
  checkReasons([
    [
      'vLLM ChatTemplateResolutionError (vllm#39279)',
      {
        message:
          'vllm.entrypoints.chat_utils.ChatTemplateResolutionError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if the tokenizer does not define one.',
      },
      'format_error',
    ],
    [
      'the same text as ValueError in a 400 body (vllm#7978 comment)',
      {
        status: 400,
        body: {
          object: 'error',
          message:
            'As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if the tokenizer does not define one.',
          type: 'BadRequestError',
          code: 400,
        },
      },
      'format_error',
    ],
    [
      "a server fault keeps its answer (held vLLM 500's wording)",
      { status: 500, message: 'Internal Server Error' },
      'server_error',
    ],
  ]);
});

// The Python websockets library raises ConnectionClosedOK when the peer closed the socket (close
// code 1000/1001) and ConnectionClosedError when it closed abnormally; with no close reason left
// in the text the server simply went away, as "no close frame received or sent" says (held h76,
// timeout). A Codex websocket proxy passes it on as "upstream websocket send failed … :
// ConnectionClosedOK" (code-yeongyu/senpi#323, this batch). Counter-examples: a close that names
// its reason keeps the reason's answer (held 1007 "Request contains an invalid argument",
// format_error; held 1011 "Internal error occurred", server_error).
describe("websockets' ConnectionClosed with no reason is a dropped connection", () => {
  checkReasons([
    [
      'Codex proxy send failed on a closed socket (senpi#323)',
      {
        message:
          'Error: upstream_unavailable: Codex upstream websocket send failed via proxy endpoint unknown: ConnectionClosedOK',
      },
      'timeout',
    ],
    [
      'ConnectionClosedError named alone (invented: the class name as a log keeps it)',
      { message: 'websockets.exceptions.ConnectionClosedError' },
      'timeout',
    ],
    [
      'a 1007 close keeps its reason (held Gemini Live line)',
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1007 (invalid frame payload data) Request contains an invalid argument.; then sent 1007 (invalid frame payload data) Request contains an invalid argument.',
      },
      'format_error',
    ],
    [
      'a 1011 close keeps its reason (held Gemini Live line)',
      {
        name: 'ConnectionClosedError',
        message:
          'received 1011 (internal error) Internal error occurred.; then sent 1011 (internal error) Internal error occurred.',
      },
      'server_error',
    ],
  ]);
});

// Review r114: the class name before a close frame that names its reason is no bare drop. Python
// prints the exception as "websockets.exceptions.ConnectionClosedOK: received 1001 (going away)
// Your session hit the maximum duration of 60 minutes.; then sent …" (the Realtime API's session
// cap, pollen-robotics/reachy_mini_conversation_app#134, held h73 with the class as its name):
// matched as a disconnect it lost its reason's timeout to the disconnect heuristic, so on a large
// session it read context_overflow and compressed a conversation the provider had only timed out.
// Likewise "received 1011 (internal error) keepalive ping timeout" (the reason websockets itself
// sends when a keepalive ping goes unanswered, its legacy/protocol.py keepalive_ping) kept its
// timeout before the rule and read server_error after. A close with no reason ("received 1000 (OK); then sent 1000 (OK)", quoted in
// python-websockets/websockets#1433) is still a dropped connection.
describe('websockets ConnectionClosed with a close reason keeps the reason (review r114)', () => {
  const large = { approxTokens: 150000, contextLength: 200000 };
  const cases: readonly (readonly [string, string, string])[] = [
    [
      'Realtime 1001 session cap as a traceback prints it, large session (reachy_mini#134)',
      'websockets.exceptions.ConnectionClosedOK: received 1001 (going away) Your session hit the maximum duration of 60 minutes.; then sent 1001 (going away) Your session hit the maximum duration of 60 minutes.',
      'timeout',
    ],
    [
      "websockets' keepalive close, large session",
      'websockets.exceptions.ConnectionClosedError: received 1011 (internal error) keepalive ping timeout; then sent 1011 (internal error) keepalive ping timeout',
      'timeout',
    ],
  ];
  for (const [name, message, reason] of cases) {
    it(`${name} → ${reason}`, () => {
      const result = classifyError(errorFromDescriptor({ message }), large);
      expect(`${result.reason} (${result.explain.at(-1)?.rule})`).toMatch(
        new RegExp(`^${reason} `),
      );
    });
  }
  checkReasons([
    [
      'the keepalive close on a small session keeps timeout',
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1011 (internal error) keepalive ping timeout; then sent 1011 (internal error) keepalive ping timeout',
      },
      'timeout',
    ],
    [
      'a clean close with no reason is still a drop (websockets#1433)',
      {
        message:
          'websockets.exceptions.ConnectionClosedOK: received 1000 (OK); then sent 1000 (OK)',
      },
      'timeout',
    ],
  ]);
});

// openai.el (emacs-openai: codegpt, chatgpt) prints a status it did not decode as "<status> -
// <reason phrase>." ("400 - Bad request.  Please check error message and your parameters",
// emacs-openai/chatgpt#28, this batch). A status followed by a reason phrase names the status
// (STATUS_PHRASE), with a dash between as with a space. Counter-example: a number range before a
// unit is no status (invented "Retry in 500 - 1000 ms").
describe('a status, a dash and its reason phrase', () => {
  checkReasons([
    [
      'openai.el 400 (emacs-openai/chatgpt#28)',
      {
        message:
          '[error] request--callback: peculiar error: 400\n400 - Bad request.  Please check error message and your parameters',
      },
      'format_error',
    ],
    [
      'the same form with 401 reads as "401 Unauthorized" does (invented)',
      { message: '401 - Unauthorized.' },
      'auth_permanent',
    ],
    ['a number range is no status (invented)', { message: 'Retry in 500 - 1000 ms' }, 'unknown'],
    // Review r114: Python logging's asctime ends in milliseconds after a comma ("2004-07-02
    // 13:00:08,743", docs.python.org/2.4/lib/minimal-example.html), and "%(asctime)s - %(message)s"
    // puts " - " before the message: the milliseconds are no status. Composed from that format.
    [
      'a log timestamp ending in ",404" before " - Too many requests" (Python asctime)',
      { message: '2024-05-01 10:15:32,404 - Too many requests, please slow down' },
      'rate_limit',
    ],
    [
      'a log timestamp ending in ".502" before " - Forbidden"',
      { message: '10:15:32.502 - Forbidden' },
      'auth',
    ],
  ]);
});
