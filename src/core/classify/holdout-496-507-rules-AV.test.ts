/**
 * Rules written for the misses of held-out batches 496–507, group AV (session 43), after the batches
 * had been scored without them (on 55521e1): each rule's real wording (from the batch line named),
 * a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(
  descriptor: Record<string, unknown>,
  context?: Parameters<typeof classifyError>[1],
) {
  return classifyError(errorFromDescriptor(descriptor), context);
}

// anthropics/claude-code#69418: the weekly window with its reset as a calendar day (batch 496).
describe('a usage window whose reset is stated as a calendar day', () => {
  it('is the window, which refills (batch 496)', () => {
    const result = classify({
      message: "You've hit your weekly limit · resets Jun 23, 2pm (Europe/Zurich)",
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.usage_window_transient');
  });
  it('reads the day first, and under a 402 (held h234 style; invented)', () => {
    expect(classify({ message: "You've hit your weekly limit · resets 23 Jun, 2pm" }).reason).toBe(
      'rate_limit',
    );
    const paid = classify({
      status: 402,
      message: 'Usage limit reached · resets Jun 23, 2pm (Europe/Zurich)',
    });
    expect(paid.reason).toBe('rate_limit');
    expect(paid.explain.at(-1)?.rule).toBe('status.402.transient_usage_window');
  });
  it('leaves a monthly cap that names its reset day billing (invented)', () => {
    expect(classify({ message: 'Monthly usage limit reached · resets Jul 1' }).reason).toBe(
      'billing',
    );
  });
});

// microsoft/vscode-copilot-release#5488: Copilot's rate-limit notice translated back (batch 496).
describe('a request said to have been speed-limited', () => {
  it('is a rate limit, with the wait it states (batch 496)', () => {
    const result = classify({
      message: 'Sorry, your request was speed limited. Please wait 2 minutes before trying again.',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(120_000);
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('reads "You have been speed limited" the same (invented)', () => {
    const result = classify({ message: 'You have been speed limited' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('leaves a speed limit named as a setting to other readings (invented)', () => {
    const result = classify({
      message: 'Speed limit set to 50 tokens per second for this workspace',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('message.rate_limit');
  });
  it('leaves a link or an upload said speed-limited to a rate or by an ISP (review rw43a; invented)', () => {
    for (const message of [
      'Upload is speed limited to 10 MB/s',
      'The connection is speed limited by your ISP',
    ]) {
      expect(classify({ message }).explain.at(-1)?.rule).not.toBe('message.rate_limit');
    }
  });
});

// lbjlaq/Antigravity-Manager#1015: the relay's log of Code Assist's MODEL_CAPACITY_EXHAUSTED (batch 496).
describe("Google's MODEL_CAPACITY_EXHAUSTED reason without its capacity sentence", () => {
  it('is the model’s capacity under a 429, with the wait it states (batch 496)', () => {
    const result = classify({
      status: 429,
      message:
        '2026-01-22T14:38:42.168146304+00:00  WARN antigravity_tools_lib::proxy::rate_limit: 检测到模型容量不足 (MODEL_CAPACITY_EXHAUSTED)，服务端暂无可用实例，15秒后重试\n2026-01-22T14:38:42.168166869+00:00  WARN antigravity_tools_lib::proxy::rate_limit: 账号 32200a44-81e2-4ad4-9502-6a6890f2f565 [429] 限流类型: ModelCapacityExhausted, 重置延时: 15秒',
      code: 'MODEL_CAPACITY_EXHAUSTED',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(15_000);
    expect(result.explain.at(-1)?.rule).toBe('status.429.overload_text');
  });
  it('reads the ErrorInfo reason in a 429 body, and the enum without a status (invented)', () => {
    const body = (reason: string) => ({
      error: {
        code: 429,
        message: 'Resource has been exhausted (e.g. check quota).',
        status: 'RESOURCE_EXHAUSTED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason,
            domain: 'cloudcode-pa.googleapis.com',
          },
        ],
      },
    });
    expect(classify({ status: 429, body: body('MODEL_CAPACITY_EXHAUSTED') }).reason).toBe(
      'overloaded',
    );
    expect(classify({ message: '429 限流类型: ModelCapacityExhausted' }).reason).toBe('overloaded');
    // The neighbour: the same document with the caller's own rate reason stays a rate limit.
    expect(classify({ status: 429, body: body('RATE_LIMIT_EXCEEDED') }).reason).toBe('rate_limit');
  });
});

// screenpipe/screenpipe#5046: the hosted gateway's daily allowance (batch 497).
describe('a usage limit named as today’s', () => {
  it('is a day’s window (batch 497)', () => {
    const result = classify({
      message:
        "You've hit today's AI usage limit. This is an account-wide budget — background pipes count too. Switch to a free model (gemini-3-flash, haiku) or check Settings → Pipes for chatty schedules.",
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('reads "reached today’s usage limit" the same (invented)', () => {
    const result = classify({
      message: 'You have reached today’s usage limit. Come back tomorrow.',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('leaves a day’s spend limit billing, and a usage count with no limit alone (invented)', () => {
    expect(classify({ message: "You've hit your daily spend limit" }).reason).toBe('billing');
    expect(classify({ message: "Today's usage: 1,204 requests" }).reason).not.toBe('rate_limit');
  });
});

// github/app#1896: the desktop app's headline for Copilot's monthly AI credits (batch 497).
describe('credits said exhausted in a headline without its verb', () => {
  it('is the account’s money (batch 497)', () => {
    const result = classify({ message: 'Monthly AI credits exhausted' });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('message.billing');
  });
  it('reads the same under a 403 (invented)', () => {
    const result = classify({ status: 403, message: 'AI credits exhausted' });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.403.billing_text');
  });
  it('leaves daily credits that reset out of the money reading (invented)', () => {
    expect(classify({ message: 'Daily credits exhausted, resets at 00:00 UTC' }).reason).not.toBe(
      'billing',
    );
  });
  it('leaves daily AI credits out of it too, a word between (review rw43a; invented)', () => {
    expect(classify({ message: 'Daily AI credits exhausted' }).reason).not.toBe('billing');
  });
});

// 1jehuang/jcode#227 and numman-ali/opencode-openai-codex-auth#36: the ChatGPT backend's
// `usage_limit_reached` (batch 497).
describe('a plan’s usage limit said reached, no period or money named', () => {
  it('is the window without a status (batch 497)', () => {
    const result = classify({ message: 'usage_limit_reached: The usage limit has been reached' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.usage_window_transient');
  });
  it('is the window under a 400 too, not a malformed request (batch 497)', () => {
    const result = classify({
      status: 400,
      body: { error: { message: 'Usage limit reached.', status: 400 } },
      message: 'Usage limit reached.',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.400.usage_limit_reached');
  });
  it('reads the backend’s sentence relayed by a client (held h43)', () => {
    expect(
      classify({ message: 'Codex API error: The usage limit has been reached' }).explain.at(-1)
        ?.rule,
    ).toBe('message.usage_window_transient');
  });
  it('leaves a monthly limit billing and a key’s verdict beside it the key’s (held h386; invented)', () => {
    expect(classify({ message: 'The monthly usage limit has been reached' }).reason).toBe(
      'billing',
    );
    expect(classify({ message: 'Usage limit reached for this month.' }).reason).toBe('billing');
    expect(classify({ status: 400, message: 'Invalid API key. Usage limit reached.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a conversation’s context usage limit out of the window (review rw43a; invented)', () => {
    const message = 'Context usage limit reached. Please start a new conversation.';
    expect(classify({ message }).reason).not.toBe('rate_limit');
  });
});

// tashfeenahmed/freellmapi#196: the router's 502 around Hugging Face's 402 (batch 497).
describe('an upstream’s 402 relayed inside a 5xx', () => {
  it('is the upstream account’s money (batch 497)', () => {
    const result = classify({
      status: 502,
      message:
        'API call failed after 3 retries: HTTP 502: Provider error (Kimi K2.6 (HF)):\nHuggingFace Router API error 402: Payment required',
      cause: { message: 'HuggingFace Router API error 402: Payment required' },
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toMatch(/^status\.502\.relayed_402/);
  });
  it('reads a 500 the same, and a relayed window as the 402 rule does (held h128; invented)', () => {
    expect(classify({ message: '500: DeepSeek API error: 402 Payment Required' }).reason).toBe(
      'billing',
    );
    const window = classify({
      status: 500,
      message:
        'Upstream returned 402 Payment Required: usage limit reached, try again in 5 minutes',
    });
    expect(window.reason).toBe('rate_limit');
    expect(window.explain.at(-1)?.rule).toBe('status.500.relayed_402.transient_usage_window');
  });
  it('leaves a 402 that counts something, or an earlier attempt’s, to the 5xx (invented)', () => {
    expect(
      classify({ status: 502, message: 'Bad gateway: upstream answered after 402 ms' }).reason,
    ).toBe('server_error');
    expect(
      classify({ status: 502, message: 'previous attempt: HTTP 402; then 502 Bad Gateway' }).reason,
    ).toBe('server_error');
  });
});

// lm-sys/FastChat#2224: requests' ChunkedEncodingError mid-stream (batch 499).
describe('a chunked answer cut off, in requests’ and urllib3’s words', () => {
  it('is the disconnect on a small session (batch 499)', () => {
    const result = classify({
      message:
        "requests.exceptions.ChunkedEncodingError: (\"Connection broken: InvalidChunkLength(got length b'', 0 bytes read)\", InvalidChunkLength(got length b'', 0 bytes read))",
      name: 'ChunkedEncodingError',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('disconnect.small_session');
  });
  it('reads IncompleteRead the same, and a large session as its overflow (held h166; invented)', () => {
    expect(
      classify({
        message:
          "requests.exceptions.ChunkedEncodingError: ('Connection broken: IncompleteRead(0 bytes read)', IncompleteRead(0 bytes read))",
      }).explain.at(-1)?.rule,
    ).toBe('disconnect.small_session');
    const large = classify(
      {
        message:
          "ChunkedEncodingError: Connection broken: InvalidChunkLength(got length b'', 0 bytes read)",
      },
      { approxTokens: 150_000, contextLength: 200_000 },
    );
    expect(large.reason).toBe('context_overflow');
  });
  it('leaves a chunk length named as a setting the request’s (invented)', () => {
    expect(
      classify({ status: 400, message: 'The chunk length must be between 100 and 2000' }).reason,
    ).toBe('format_error');
  });
});

// abi/screenshot-to-code#85: anyio's first link of a failed lookup (batch 499).
describe('anyio’s "does not appear to be an IPv4 or IPv6 address" on a host name', () => {
  it('is the failed lookup or connect (batch 499)', () => {
    const result = classify({
      message: "ValueError: 'api.openai.com' does not appear to be an IPv4 or IPv6 address",
      name: 'ValueError',
    });
    expect(result.reason).toBe('timeout');
    expect(result.category).toBe('transport.dns');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads another host the same (httpx#2166 style)', () => {
    expect(
      classify({
        message: "ValueError: 'api.telegram.org' does not appear to be an IPv4 or IPv6 address",
      }).explain.at(-1)?.rule,
    ).toBe('transport.text');
  });
  it('leaves an address typed wrong to other readings (invented)', () => {
    expect(
      classify({
        message: "ValueError: '10.0.0.300' does not appear to be an IPv4 or IPv6 address",
      }).explain.at(-1)?.rule,
    ).not.toBe('transport.text');
  });
  it('reads a one-label host the same (PyLoxone#187 real; a compose service name invented)', () => {
    for (const host of ['http', 'ollama']) {
      const message = `ValueError: '${host}' does not appear to be an IPv4 or IPv6 address`;
      expect(classify({ message }).explain.at(-1)?.rule).toBe('transport.text');
    }
  });
});

// anomalyco/opencode#2667: Bun's fetch that could not open the socket (batch 504).
describe('Bun’s connect failures, by code or by its words', () => {
  it('is the transport, by its FailedToOpenSocket code (batch 504)', () => {
    const result = classify({
      message: 'Was there a typo in the url or port?',
      code: 'FailedToOpenSocket',
    });
    expect(result.reason).toBe('timeout');
    expect(result.category).toBe('transport.refused');
    expect(result.explain.at(-1)?.rule).toBe('transport.code');
  });
  it('reads the words without the code, and its ConnectionRefused code (held h286; invented)', () => {
    const words = classify({ message: 'Was there a typo in the url or port?' });
    expect(words.reason).toBe('timeout');
    expect(words.explain.at(-1)?.rule).toBe('transport.text');
    const refused = classify({
      message: 'fetch to model endpoint failed',
      code: 'ConnectionRefused',
    });
    expect(refused.explain.at(-1)?.rule).toBe('transport.code');
  });
  it('leaves a typo in a model name the model’s (invented)', () => {
    expect(
      classify({ message: "Was there a typo in the model name? Model 'gtp-4o' does not exist" })
        .reason,
    ).toBe('model_not_found');
  });
});

// mattermost/mattermost-plugin-agents#206: the plugin's generic apology (batch 505).
describe('an app’s apology that names only what it was doing and where its log is', () => {
  it('says no cause: unknown, not the vote (batch 505)', () => {
    const result = classify({
      message: 'Sorry! An error occurred while accessing the LLM. See server logs for details.',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('reads other verbs and log pointers the same (invented)', () => {
    expect(
      classify({
        message: 'An error occurred while calling the AI. Check the logs for more details.',
      }).explain.at(-1)?.rule,
    ).toBe('message.no_cause_stated');
    expect(classify({ message: 'Sorry, an error occurred while using the model.' }).reason).toBe(
      'unknown',
    );
  });
  it('leaves OpenAI’s processing fault and a connect failure their own (held; invented)', () => {
    expect(classify({ message: 'An error occurred while processing your request.' }).reason).toBe(
      'server_error',
    );
    // A rule, not the vote, since session 47: the vote's retrain on batches 597–606 read it as a server fault.
    const connecting = classify({ message: 'An error occurred while connecting to the LLM.' });
    expect(connecting.reason).toBe('timeout');
    expect(connecting.explain.at(-1)?.rule).toBe('transport.text');
  });
});

// inngest/agent-kit#276: a tool_use block in a user message (batch 507).
describe('a tool block in the other role’s message', () => {
  it('is the request’s shape (batch 507)', () => {
    const result = classify({
      message: 'messages.2: `tool_use` blocks can only be in `assistant` messages',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.message_order');
  });
  it('reads a tool_result in an assistant message the same, with or without its 400 (invented)', () => {
    expect(
      classify({ message: '`tool_result` blocks can only be in `user` messages' }).explain.at(-1)
        ?.rule,
    ).toBe('message.message_order');
    expect(
      classify({
        status: 400,
        message: 'messages.3: `tool_result` blocks can only be in `user` messages',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a connection reset quoting it a transport failure (invented)', () => {
    expect(
      classify({
        message: 'read ECONNRESET',
        code: 'ECONNRESET',
        cause: { message: 'messages.2: `tool_use` blocks can only be in `assistant` messages' },
      }).reason,
    ).toBe('timeout');
  });
});
