/**
 * Session 55's rule group DS: a client that dropped the status field often states the status in
 * its text; the extractor reads the common forms it missed, and only where the number is plainly
 * a status (never a count, a port, an id, a duration or a line number).
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { extractFacts } from './extract.js';

function statusOf(message: string): number | undefined {
  return extractFacts(errorFromDescriptor({ message })).status;
}

function reasonOf(message: string): string {
  return classifyError(errorFromDescriptor({ message })).reason;
}

describe('forms read as the status when the client kept only its text', () => {
  it("reads .NET's WebSocket upgrade refusal, the status in quotes (held h324)", () => {
    const message = "The server returned status code '403' when status code '101' was expected.";
    expect(statusOf(message)).toBe(403);
    expect(reasonOf(message)).toBe('auth');
  });
  it('reads google.api_core exceptions printed with their class (held h673)', () => {
    const message =
      'google.api_core.exceptions.InvalidArgument: 400 Reasoning Engine resource [projects/xyz/locations/us-central1/reasoningEngines/2650944524800491520] failed to start and cannot serve traffic.';
    expect(statusOf(message)).toBe(400);
    expect(reasonOf(message)).toBe('format_error');
  });
  it("reads Copilot's CAPIError with its status (held h739)", () => {
    const message =
      'Execution failed: CAPIError: 400 The resource you requested was not found. (Request ID: 00000-a81acc34)';
    expect(statusOf(message)).toBe(400);
    expect(reasonOf(message)).toBe('format_error');
  });
  it('reads a failure word then the status in brackets (held h821, h779, h756)', () => {
    expect(statusOf('Request rejected (429)')).toBe(429);
    expect(reasonOf('Request rejected (429)')).toBe('rate_limit');
    expect(statusOf('error: GitHub Copilot token exchange failed (502)')).toBe(502);
    expect(
      statusOf(
        'OpenCode Go API request failed (401) model=qwen3.7-max payloadBytes=97216: Model qwen3.7-max is not supported for format oa-compat',
      ),
    ).toBe(401);
  });
  it('reads "failed, 403" that ends the message (held h236)', () => {
    expect(statusOf('AssetsUploadReverse: Upload failed, 403')).toBe(403);
    expect(reasonOf('AssetsUploadReverse: Upload failed, 403')).toBe('auth');
  });
  it('reads a Chinese "request failed: 401" and "HTTP response code: 400" (held h655, h784, h521)', () => {
    expect(statusOf('加载该 API 凭据的模型失败，请求失败: 401')).toBe(401);
    expect(statusOf('启用服务 geminicloudassist.googleapis.com 失败: 403')).toBe(403);
    expect(statusOf('远程服务器返回了错误的 HTTP 响应码：400。')).toBe(400);
  });
  it("reads Gin's access log line (held h490)", () => {
    const message =
      '[GIN] 2025/03/06 - 11:42:21 | 503 | 42.044125ms | 127.0.0.1 | POST "/api/generate"';
    expect(statusOf(message)).toBe(503);
    expect(reasonOf(message)).toBe('overloaded');
  });
  it("reads Google's error page title, not another request's 404 (held h26, h157)", () => {
    expect(
      statusOf(
        'litellm.NotFoundError: Vertex_aiException - <!DOCTYPE html>\n<html lang=en>\n  <title>Error 404 (Not Found)!!1</title>',
      ),
    ).toBe(404);
    expect(
      statusOf('GET http://localhost:3000/favicon.ico 404 (Not Found)\nTypeError: Failed to fetch'),
    ).toBeUndefined();
  });
  it('reads 421 and 451 beside their reason phrases (held h727, h384)', () => {
    expect(statusOf('Reason: Request Failed: 421 Misdirected Request')).toBe(421);
    expect(statusOf('[Xiaomi] <html><head><title>451 Unavailable For Legal Reasons</title>')).toBe(
      451,
    );
  });
});

describe('numbers that are no status', () => {
  it('reads no count, duration or size in brackets after a failure word', () => {
    expect(statusOf('Upload failed (400 bytes)')).toBeUndefined();
    expect(statusOf('Batch failed (500 items)')).toBeUndefined();
    expect(statusOf('Stream failed (500 ms without data)')).toBeUndefined();
  });
  it("reads no token refresh failure as the call's status", () => {
    expect(statusOf('Token refresh failed (401)')).toBeUndefined();
  });
  it('reads no bracketed number that does not end the message or precede fields', () => {
    expect(
      statusOf('Request rejected (429) by an earlier filter and retried fine'),
    ).toBeUndefined();
  });
  it('reads no count after "failed," or a class name', () => {
    expect(statusOf('Upload failed, 403 files left')).toBeUndefined();
    expect(statusOf('Execution failed: CAPIError: 400 tokens')).toBeUndefined();
    expect(statusOf('google.api_core.exceptions.InvalidArgument: 400')).toBeUndefined();
  });
  it('reads no port, model date or line number', () => {
    expect(statusOf('Upload failed to api.x.com:443')).toBeUndefined();
    expect(statusOf('model gpt-4o-2024-05-13 failed (unknown)')).toBeUndefined();
    expect(statusOf('请求失败: 第 404 行')).toBeUndefined();
    expect(statusOf('[GIN] debug | 503 | listening')).toBeUndefined();
  });
  it("leaves Copilot's 'Last error: 502 Model not found' after retries unread (held h220 as the model's)", () => {
    const message =
      'Sorry, your request failed. Please try again.\nReason: Failed to get response from the AI model; retried 5 times (total retry wait time: 13.82 seconds) Last error: 502 Model not found';
    expect(reasonOf(message)).toBe('model_not_found');
  });
});

describe("a body's own message that states the status, when the client kept only the body", () => {
  function bodyOf(body: unknown, extra: Record<string, unknown> = {}) {
    return errorFromDescriptor({ body, ...extra });
  }
  it('reads "Chat upstream returned 403" (held h945)', () => {
    const body = {
      error: {
        message: 'Chat upstream returned 403',
        type: 'upstream_error',
        code: 'upstream_error',
      },
    };
    expect(extractFacts(bodyOf(body)).status).toBe(403);
    expect(classifyError(bodyOf(body)).reason).toBe('auth');
  });
  it('reads "400 Provider returned error" (held h825)', () => {
    const body = { type: 'error', message: '400 Provider returned error', code: 'OPENAI_ERROR' };
    expect(extractFacts(bodyOf(body)).status).toBe(400);
    expect(classifyError(bodyOf(body)).reason).toBe('format_error');
  });
  it('reads "Stream request failed: 429" (held h668)', () => {
    expect(extractFacts(bodyOf({ error: 'Stream request failed: 429' })).status).toBe(429);
    expect(classifyError(bodyOf({ error: 'Stream request failed: 429' })).reason).toBe(
      'rate_limit',
    );
  });
  it('reads none beside a transport code or an abort: that attempt got no answer', () => {
    const body = { message: '400 Provider returned error' };
    expect(extractFacts(bodyOf(body, { code: 'ECONNRESET' })).status).toBeUndefined();
    expect(
      extractFacts(bodyOf(body, { name: 'AbortError', message: 'This operation was aborted' }))
        .status,
    ).toBeUndefined();
  });
  it('reads none after another call the server made (review 37b)', () => {
    const body = {
      error: {
        type: 'server_error',
        message: 'Tool execution failed: GitHub API returned 401: Bad credentials',
      },
    };
    expect(extractFacts(bodyOf(body)).status).toBeUndefined();
  });
  it('reads no count in the body message', () => {
    expect(
      extractFacts(bodyOf({ error: 'Request failed: 500 tokens left' })).status,
    ).toBeUndefined();
    expect(extractFacts(bodyOf({ error: 'Upload failed (400 bytes)' })).status).toBeUndefined();
  });
});
