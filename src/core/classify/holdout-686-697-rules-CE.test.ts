/**
 * Rules written for the misses of held-out batches 686–697 (session 49, group CE), after the
 * batches had been scored without them, and for two older lines (h288, h545) the word vote used to
 * decide. Each failure's real wording (from the batch line named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

/** The rule of the step that decided. */
function decidedBy(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.find((step) => step.decided)?.rule;
}

// openai/codex#30468: the Codex App's usage window, localized to Russian.
describe("Codex's usage window in Russian", () => {
  const real = {
    message:
      'У вас закончились сообщения Codex\nВаш лимит запросов будет сброшен 27 июл. 2026 г., 12:22. Чтобы продолжить использовать Codex, оформите подписку Plus сегодня.',
  };
  it('is a rate limit that resets (batch 687)', () => {
    expect(classify(real).reason).toBe('rate_limit');
    expect(decidedBy(real)).toBe('message.usage_window_transient');
  });
  it('reads the reset sentence alone the same (invented)', () => {
    expect(classify({ message: 'Ваш лимит сообщений будет сброшен через 3 часа.' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a limit said spent, with no reset, to the rest (invented)', () => {
    expect(decidedBy({ message: 'Лимит запросов исчерпан' })).not.toBe(
      'message.usage_window_transient',
    );
  });
});

// lbjlaq/Antigravity-Manager#3005; RFC 6749 §5.2 `unauthorized_client`.
describe("OAuth's unauthorized_client", () => {
  it('is a client the grant refuses for good (batch 693)', () => {
    const real = { message: 'Agent terminated due to error — oauth2: unauthorized_client' };
    expect(classify(real).reason).toBe('auth_permanent');
    expect(decidedBy(real)).toBe('message.auth_permanent');
  });
  it("reads the token endpoint's 400 document the same (invented)", () => {
    expect(
      classify({
        status: 400,
        body: { error: 'unauthorized_client', error_description: 'Unauthorized' },
        message: '400 {"error":"unauthorized_client","error_description":"Unauthorized"}',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves an expired token to a refresh (invented)', () => {
    expect(classify({ message: 'oauth2: token expired and refresh token is not set' }).reason).toBe(
      'auth',
    );
    expect(classify({ message: 'oauth2: cannot fetch token: 401 Unauthorized' }).reason).toBe(
      'auth',
    );
  });
});

// chatboxai/chatbox#1171: the hosted service's 401 `license_key_missed`.
describe('a licence key the service did not get', () => {
  it('is a credential to enter (batch 695)', () => {
    const real = {
      status: 401,
      code: 'license_key_missed',
      message:
        '遇到了来自 Chatbox-AI 的错误，一般是由错误设置或账户问题引起的。请检查 AI 设置和账户情况，或者点击这里查看常见问题文档。 API Error: Status Code 401, {"error":{"code":"license_key_missed","detail":"License Key Missed","status":401,"title":"License Key M',
    };
    expect(classify(real).reason).toBe('auth_permanent');
    expect(decidedBy(real)).toBe('status.401.permanent_text');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'License key missing' }).reason).toBe('auth_permanent');
  });
  it('leaves an expired licence alone (invented)', () => {
    expect(classify({ message: 'Your license has expired, please renew' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

// jlcodes99/cockpit-tools#547: a login the server revoked, in Chinese.
describe('a login or token revoked, in Chinese', () => {
  it('needs a new login (batch 687)', () => {
    const real = {
      status: 401,
      message: 'Codex 登录授权已被服务端撤销，无法自动刷新。请重新登录 Codex 账号。',
    };
    expect(classify(real).reason).toBe('auth_permanent');
    expect(decidedBy(real)).toBe('status.401.permanent_text');
  });
  it('reads a token revoked without a status the same (invented)', () => {
    expect(classify({ message: '令牌已被撤销' }).reason).toBe('auth_permanent');
  });
  it('leaves an expired login to a refresh (invented)', () => {
    expect(classify({ status: 401, message: '登录已过期，请重新登录' }).reason).toBe('auth');
  });
});

// earendil-works/pi#9520, Wei-Shaw/sub2api (held h248): a stream that failed while read.
describe('stream_read_error', () => {
  it("is the server's (batch 696)", () => {
    const real = { message: 'stream_read_error', code: 'stream_read_error' };
    expect(classify(real).reason).toBe('server_error');
    // The object's own snake_case code is read as the provider's (batch 1107), before the words.
    expect(decidedBy(real)).toBe('code.stream_read_error');
    expect(decidedBy({ message: 'stream_read_error' })).toBe('message.server_error');
  });
  it("reads a relay's 502 document the same (invented)", () => {
    expect(
      classify({
        status: 502,
        body: { error: { type: 'upstream_error', message: 'stream_read_error' } },
        message: 'stream_read_error',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a stream read that timed out a timeout (invented)', () => {
    expect(classify({ message: 'stream read timeout' }).reason).toBe('timeout');
  });
});

// openclaw/openclaw#148236: DashScope's allocation throttle under `insufficient_quota`.
describe('"Allocated quota exceeded" on a 429', () => {
  it('is a rate limit, whatever code it borrows (batch 696)', () => {
    const real = {
      status: 429,
      code: 'insufficient_quota',
      body: {
        error: {
          code: 'insufficient_quota',
          message: 'Allocated quota exceeded, please increase your quota limit.',
        },
      },
      message:
        '429 {"error":{"code":"insufficient_quota","message":"Allocated quota exceeded, please increase your quota limit."}}',
    };
    expect(classify(real).reason).toBe('rate_limit');
    expect(decidedBy(real)).toBe('status.429.allocated_quota');
  });
  it('reads the free tier wording the same (held h26 wording)', () => {
    expect(
      classify({
        status: 429,
        body: { error: { code: 'insufficient_quota', message: 'Free allocated quota exceeded.' } },
        message: 'Free allocated quota exceeded.',
      }).reason,
    ).toBe('rate_limit');
  });
  it("leaves OpenAI's own insufficient_quota billing (invented)", () => {
    const openai = {
      status: 429,
      body: {
        error: {
          code: 'insufficient_quota',
          message: 'You exceeded your current quota, please check your plan and billing details.',
        },
      },
      message: '429 You exceeded your current quota, please check your plan and billing details.',
    };
    expect(classify(openai).reason).toBe('billing');
    expect(decidedBy(openai)).toBe('status.429.billing_code');
  });
});

// Wei-Shaw/sub2api#4472 (and held h155 on a 502, h96): the relay's upstream cooling down.
describe('"Upstream service temporarily unavailable" on a 502', () => {
  it('is capacity (batch 693)', () => {
    const real = { status: 502, message: 'HTTP 502\nUpstream service temporarily unavailable' };
    expect(classify(real).reason).toBe('overloaded');
    expect(decidedBy(real)).toBe('status.502.overload_text');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'Upstream service temporarily unavailable' }).reason).toBe(
      'overloaded',
    );
  });
  it('leaves a bare 502 a server error (invented)', () => {
    expect(classify({ status: 502, message: '502 Bad Gateway' }).reason).toBe('server_error');
  });
});

// router-for-me/CLIProxyAPI#1514: iFlow's "too many people are chatting with me".
describe('too many people using it, in Chinese', () => {
  it('is capacity under its body code 500 (batch 693)', () => {
    const real = {
      body: { success: false, code: '500', message: '当前找我聊的人太多了，可以晚点再来问我哦。' },
      message: '当前找我聊的人太多了，可以晚点再来问我哦。',
      code: '500',
    };
    expect(classify(real).reason).toBe('overloaded');
    expect(decidedBy(real)).toBe('status.500.overload_text');
  });
  it('reads another wording without a status the same (invented)', () => {
    expect(classify({ message: '当前使用的人太多，请稍后再试' }).reason).toBe('overloaded');
  });
  it("leaves a 500's internal error a server error (invented)", () => {
    expect(classify({ status: 500, message: '服务器内部错误' }).reason).toBe('server_error');
  });
});

// caozhiyuan/copilot-api#291: the browser's wording for a failed WebSocket handshake.
describe('a WebSocket connection that failed', () => {
  it('is a connection never made (batch 687)', () => {
    const real = {
      body: {
        error: {
          message:
            "Failed to create codex responses websocket: WebSocket connection to 'wss://chatgpt.com/backend-api/codex/responses' failed: Expected 101 status code",
        },
      },
      message:
        "Failed to create codex responses websocket: WebSocket connection to 'wss://chatgpt.com/backend-api/codex/responses' failed: Expected 101 status code",
    };
    expect(classify(real).reason).toBe('timeout');
    expect(decidedBy(real)).toBe('transport.text');
  });
  it("reads Chrome's bare rendering the same (invented)", () => {
    expect(
      classify({ message: "WebSocket connection to 'wss://api.example.com/v1/realtime' failed: " })
        .reason,
    ).toBe('timeout');
  });
  it('leaves a handshake refused with a 401 to the status (invented)', () => {
    expect(
      classify({
        message:
          "WebSocket connection to 'wss://api.example.com/v1/realtime' failed: Error during WebSocket handshake: Unexpected response code: 401",
      }).reason,
    ).toBe('auth');
  });
});

// earendil-works/pi#5973: the Responses WebSocket's cap on a connection's life.
describe("the Responses WebSocket's connection limit", () => {
  it('is a connection whose time ran out (held h545)', () => {
    const real = {
      message:
        'code: websocket_connection_limit_reached\nmessage: Responses websocket connection limit reached (60 minutes). Create a new websocket connection to continue.',
    };
    expect(classify(real).reason).toBe('timeout');
    expect(decidedBy(real)).toBe('message.timeout');
  });
  it('reads the sentence without its code the same (invented)', () => {
    expect(
      classify({ message: 'Responses websocket connection limit reached (60 minutes).' }).reason,
    ).toBe('timeout');
  });
  it('leaves a rate limit reached a rate limit (invented)', () => {
    expect(classify({ message: 'Rate limit reached for requests' }).reason).toBe('rate_limit');
  });
});

// ollama/ollama#5626: Ollama's older wording of its host-memory check.
describe('a requested model too large for this system', () => {
  it('is a model this host cannot serve (batch 691)', () => {
    const real = {
      message: 'Error: requested model (8.4 GiB) is too large for this system (1.9 GiB)',
    };
    expect(classify(real).reason).toBe('model_not_found');
    expect(decidedBy(real)).toBe('message.model_too_big');
  });
  it("reads the server's 500 the same (invented)", () => {
    expect(
      decidedBy({
        status: 500,
        message: 'requested model (70.0GiB) is too large for this system (31.2GiB)',
      }),
    ).toBe('status.500.model_too_big');
  });
  it('leaves an image too large alone (invented)', () => {
    expect(
      classify({ message: 'Error: requested image (12 MiB) is too large for this endpoint' })
        .reason,
    ).toBe('image_too_large');
  });
});

// sozercan/kubectl-ai#171: go-openai's 404 with no error body, Go's nil mark for the message.
describe("Go's %!s(<nil>) for a 404's missing message", () => {
  it('is a bare 404 (held h288)', () => {
    const real = { status: 404, message: 'Error: error, status code: 404, message: %!s(<nil>)' };
    expect(classify(real).reason).toBe('model_not_found');
    expect(decidedBy(real)).toBe('status.404.bare');
  });
  it('leaves a 401 with the same mark an auth failure (held h243 wording)', () => {
    expect(
      classify({ status: 401, message: 'error, status code: 401, message: %!s(<nil>)' }).reason,
    ).toBe('auth');
  });
  it('leaves a 404 that says more to its words (invented)', () => {
    expect(
      decidedBy({
        status: 404,
        message: 'error, status code: 404, message: model gpt-5 does not exist %!s(<nil>)',
      }),
    ).toBe('status.404.model_text');
  });
});

// router-for-me/CLIProxyAPI#1514: a token endpoint that answered with no token.
describe('a token refresh whose response had no access token', () => {
  it('is a dead credential (batch 693)', () => {
    const real = {
      message:
        'iflow executor: token refresh failed: iflow token: missing access token in response',
    };
    expect(classify(real).reason).toBe('auth_permanent');
    expect(decidedBy(real)).toBe('message.refresh_failed');
  });
  it('leaves one that met a 503 to the status (invented)', () => {
    expect(
      classify({
        message: 'token refresh failed: missing access token in response: 503 Service Unavailable',
      }).reason,
    ).toBe('overloaded');
  });
});

// ErlichLiu/DeepClaude#38: Dify validating a relay whose reply was not JSON.
describe('a bare "JSON decode error"', () => {
  it("is the reply's parse failure, not the headline's credentials (batch 692)", () => {
    const real = { message: 'Credentials validation failed: JSON decode error' };
    expect(classify(real).reason).toBe('server_error');
    expect(decidedBy(real)).toBe('message.response_not_json');
  });
  it('reads it alone the same (invented)', () => {
    expect(classify({ message: 'JSON decode error' }).reason).toBe('server_error');
  });
  it('leaves one that names what it read to those words (held h622 wording)', () => {
    expect(
      classify({
        message:
          "E491: JSON decode error at 'bad request: Authorization header is badly formatted'",
      }).reason,
    ).toBe('auth_permanent');
  });
});
