/**
 * Session 72's vote-only clusters (rule group PD): provider and client wordings that only the word
 * vote read are read by a rule, as every held line with them labels them; their neighbours keep
 * their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule ?? result.explain.at(-1)?.rule };
}

describe("a client's own status line for a bare 404, ending the text (held ×7, ×6, ×2 model_not_found)", () => {
  const rule = 'status.404.client_status_line';
  it('reads the held wordings under their 404', () => {
    for (const message of [
      'OpenAI API error: Error code: 404',
      'Capability chat failed: [deepseek] Error calling LLM: Error code: 404',
      'API status error from OpenAI API: Error code: 404',
      'WebException: The remote server returned an error: (404) Not Found.',
      'Error: AI request failed. Request failed, status 404',
      'Uncaught (in promise) Error: Request failed, status 404',
      '[ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioError [DioErrorType.response]: Http status error [404]',
      'Failed to load resource: the server responded with a status of 404 ()',
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'model_not_found',
        rule,
      });
    }
  });
  it('reads another rendering: the status only in the text, other casing', () => {
    expect(classified({ message: 'LLM failed: ERROR CODE: 404' }).reason).toBe('model_not_found');
    expect(
      classified({
        status: 404,
        message: 'failed to load resource: The server responded with a status of 404 ().',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves a headline naming another step, words after the status, and other statuses alone', () => {
    expect(
      classified({ status: 404, message: 'Failed to build vector store: Error code: 404' }).rule,
    ).not.toBe(rule);
    expect(
      classified({
        status: 404,
        message: "Error code: 404 - {'error': {'message': 'Item with id rs_1 not found.'}}",
      }).rule,
    ).not.toBe(rule);
    expect(classified({ status: 401, message: 'OpenAI API error: Error code: 401' }).reason).toBe(
      'auth',
    );
    expect(classified({ status: 429, message: 'Request failed, status 429' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("the AI SDK's APICallError for an empty 404 and older httpx's status page (held ×5 model_not_found)", () => {
  it('reads "AI_APICallError: Not Found" as a bare 404, with its fields printed or not', () => {
    for (const message of [
      'AI_APICallError: Not Found',
      "AI_APICallError: Not Found\nstatusCode: 404\nresponseBody: ''",
    ]) {
      expect(classified({ status: 404, name: 'AI_APICallError', message }), message).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.bare',
      });
    }
  });
  it("reads httpx's httpstatuses.com pointer as its MDN one", () => {
    expect(
      classified({
        status: 404,
        message:
          "HTTPStatus Exception: Client error '404 Not Found' for url 'https://api.openai.com/v1/chat/completions' For more information check: https://httpstatuses.com/404",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves an APICallError that names what was not found, and other statuses, alone', () => {
    expect(
      classified({
        status: 404,
        name: 'AI_APICallError',
        message: "AI_APICallError: Item with id 'rs_1' not found.",
      }).rule,
    ).not.toBe('status.404.bare');
    expect(
      classified({
        status: 429,
        name: 'AI_APICallError',
        message: 'AI_APICallError: Too Many Requests',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("a server's access-log line for a chat call it answered 404 (held ×4 model_not_found)", () => {
  it('reads uvicorn, vLLM and http.server lines for the chat path as a bare 404', () => {
    for (const message of [
      'INFO:     ::1:60798 - "POST /chat/completions HTTP/1.1" 404 Not Found',
      'INFO:     192.168.2.100:4724 - "POST /v1/v1/chat/completions HTTP/1.1" 404 Not Found',
      '"POST /v1/chat/completions HTTP/1.1" 404 Not Found',
      '127.0.0.1 - - [12/Jan/2026 19:06:28] "POST /v1/chat/completions HTTP/1.1" 404 -',
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.bare',
      });
    }
  });
  it('reads it from the text alone, under HTTP/1.0', () => {
    expect(
      classified({
        message: 'INFO:     10.0.0.5:5123 - "POST /v1/chat/completions HTTP/1.0" 404 Not Found',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves other paths, and other statuses on the chat path, alone', () => {
    for (const message of [
      'INFO:     127.0.0.1:50993 - "POST /v1/responses HTTP/1.1" 404 Not Found',
      'INFO:     127.0.0.1:59456 - "POST /api/v1/v1/messages?beta=true HTTP/1.1" 404 Not Found',
    ]) {
      expect(classified({ status: 404, message }).rule, message).not.toBe('status.404.bare');
    }
    expect(
      classified({
        status: 500,
        message:
          'INFO:     127.0.0.1:1 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error',
      }).reason,
    ).toBe('server_error');
  });
});

describe("clients' headlines, Continue's advice and Spring's WebClient around a bare 404 (held model_not_found)", () => {
  it('reads the held wordings', () => {
    for (const message of [
      'Local LLM API error (HTTP 404)',
      'OpenRouter API error (HTTP 404).',
      "This may mean that you forgot to add '/v1' to the end of your 'apiBase' in config.json.",
      "Continue error: HTTP 404 Not Found from http://localhost:8080/completion\n\nThis may mean that you forgot to add '/v1' to the end of your 'apiBase' in config.json.",
      '404 Not Found from POST https://ark.cn-beijing.volces.com/api/v3/chat/completions',
      "httpx.HTTPStatusError: Client error '404 Not Found' for url\n'https://api.openai.com/v1/chat/completions'",
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.bare',
      });
    }
  });
  it('reads another rendering: other casing, GET', () => {
    expect(
      classified({
        status: 404,
        message: '404 NOT FOUND from GET https://api.example.com/v1/chat/completions',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.bare' });
    expect(classified({ status: 404, message: 'local llm API Error (http 404)' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a 404 naming what was missing, another path, and other statuses alone', () => {
    expect(
      classified({
        status: 404,
        message: '404 Not Found from POST https://api.example.com/v1/assistants/asst_1/files',
      }).rule,
    ).not.toBe('status.404.bare');
    expect(
      classified({ status: 404, message: "Local LLM API error (HTTP 404): model 'x' not found" })
        .rule,
    ).not.toBe('status.404.bare');
    expect(classified({ status: 401, message: 'OpenRouter API error (HTTP 401).' }).reason).toBe(
      'auth',
    );
  });
});

describe("Google's 'Invalid resource field value' (held ×6 format_error)", () => {
  const rule = 'message.invalid_resource_field_value';
  it('reads the held wordings', () => {
    for (const message of [
      'Exception in thread "main" com.google.genai.errors.ClientException: 400. Invalid resource field value in the request.',
      'WebSocket Error 1007: Invalid resource field value',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads it in a body and under a 400', () => {
    expect(
      classified({
        body: { error: { code: 400, message: 'INVALID RESOURCE FIELD VALUE in the request.' } },
      }).reason,
    ).toBe('format_error');
    expect(
      classified({ status: 400, message: 'Invalid resource field value in the request.' }).reason,
    ).toBe('format_error');
  });
  it('leaves other resource wordings alone', () => {
    expect(classified({ status: 404, message: 'Requested entity was not found.' }).reason).not.toBe(
      'format_error',
    );
  });
});

describe("a Claude relay's default channel for Claude Code clients only (held ×2 auth)", () => {
  it('reads the held wordings under their 400 and without a status', () => {
    const held =
      '默认渠道限制: 请求非法 接口仅可用于claude code客户端\n(如误判请修改cc客户端版本 其他渠道不限)';
    expect(classified({ status: 400, message: held })).toEqual({
      reason: 'auth',
      rule: 'status.400.claude_code_clients_only',
    });
    expect(
      classified({
        message:
          'sssaicode 检查失败: HTTP 400: 默认渠道限制: 请求非法 接口仅可用于 Claude Code 客户端 (如误判请修改cc客户端版本 其他渠道不限)',
      }).reason,
    ).toBe('auth');
    expect(classified({ message: held })).toEqual({
      reason: 'auth',
      rule: 'message.claude_code_clients_only',
    });
  });
  it('leaves other relay refusals alone', () => {
    expect(classified({ status: 400, message: '请求非法: 参数 model 不能为空' }).reason).not.toBe(
      'auth',
    );
  });
});

describe("Claude Code's Opus outside the Claude Pro plan (held ×4 model_not_found)", () => {
  const rule = 'message.opus_not_on_claude_pro';
  it('reads the held wordings', () => {
    for (const message of [
      'Claude Pro users are not currently able to use Opus in Claude Code. The current model is now Sonnet.',
      'Claude Opus is not available with the Claude Pro plan',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'model_not_found', rule });
    }
  });
  it('reads it in an API error wrapper', () => {
    expect(
      classified({
        message: 'API Error: CLAUDE OPUS IS NOT AVAILABLE WITH THE CLAUDE PRO PLAN. Run /model.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a Claude Pro usage limit alone', () => {
    expect(
      classified({ message: 'Claude Pro usage limit reached. Your limit will reset at 5pm' }).rule,
    ).not.toBe(rule);
  });
});

describe("Jimeng's anti-abuse 'try again' (4013, held ×2 rate_limit)", () => {
  const rule = 'message.jimeng_abnormal_behaviour';
  it('reads the held wordings', () => {
    for (const message of [
      '[请求失败]: 生成失败，疑似存在异常行为，请重新尝试 (错误码: 4013)',
      'HTTP 200\n[请求失败]: 生成失败,疑似存在异常行为,请重新尝试 (错误码: 4013)',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'rate_limit', rule });
    }
  });
  it('leaves an account flagged for abnormal behaviour without a retry alone', () => {
    expect(classified({ message: '账号疑似存在异常行为，已被封禁' }).rule).not.toBe(rule);
  });
});

describe("Azure's expired container and go-openai's 404 over Go's router page (held ×2 each format_error)", () => {
  it('reads the held wordings under their 404', () => {
    expect(classified({ status: 404, message: 'Container not found' })).toEqual({
      reason: 'format_error',
      rule: 'status.404.container_not_found',
    });
    for (const message of [
      'ERROR There was a problem with the ollama API request. error, status code: 404, message: json: cannot unmarshal number into Go value of type openai.ErrorResponse',
      'error, status code: 404, message: json: cannot unmarshal number into Go value',
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'format_error',
        rule: 'status.404.go_openai_number_body',
      });
    }
  });
  it('reads them without the status too', () => {
    expect(classified({ body: { error: { message: 'Container not found.' } } }).reason).toBe(
      'format_error',
    );
    expect(
      classified({
        message:
          'error, status code: 404, message: json: cannot unmarshal number into Go value of type openai.ErrorResponse',
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a sandbox's sentence and go-openai's other statuses alone", () => {
    expect(
      classified({ status: 404, message: 'Docker container not found: sandbox-1 exited' }).rule,
    ).not.toBe('status.404.container_not_found');
    expect(
      classified({
        status: 502,
        message:
          'error, status code: 502, message: json: cannot unmarshal number into Go value of type openai.ErrorResponse',
      }).reason,
    ).toBe('server_error');
  });
});

describe("Warp's transport failure around reqwest's error (held ×6 timeout)", () => {
  const rule = 'transport.reqwest_transport';
  it('reads the held wordings', () => {
    for (const message of [
      'Request failed with error: Transport(reqwest::Error { kind: Request, url: "https://app.warp.dev/ai/multi-agent"',
      'Request failed with error: Transport(reqwest::Error { kind: Decode, source: hyper::Error(Body, Error { kind: Io(Kind(ConnectionReset)) }) })',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'timeout', rule });
    }
  });
  it('reads the body kind and the error class kept as its name', () => {
    expect(
      classified({
        name: 'reqwest::Error',
        message: 'transport(reqwest::Error { kind: Body, source: TimedOut })',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves reqwest's status kind (an answer) alone", () => {
    expect(
      classified({
        message:
          'Request failed with error: Transport(reqwest::Error { kind: Status(401), url: "https://app.warp.dev/ai" })',
      }).rule,
    ).not.toBe(rule);
  });
});
