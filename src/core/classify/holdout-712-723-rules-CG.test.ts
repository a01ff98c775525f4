/**
 * Rules written for the misses of held-out batches 712–723 (session 50, group CG), after the
 * batches had been scored without them. Each rule's real wording (from the batch named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const decidedBy = (descriptor: Record<string, unknown>) =>
  classify(descriptor).explain.find((step) => step.decided)?.rule;

// ollama/ollama#5793: Ollama's capability check names the model by its bare tag.
describe('a bare model tag said to lack tools', () => {
  const body = {
    error: { message: 'llama3 does not support tools', type: 'api_error', param: null, code: null },
  };
  it('is the model, under a generic api_error type (batch 712)', () => {
    expect(classify({ body, message: 'llama3 does not support tools' }).reason).toBe(
      'model_not_found',
    );
  });
  it('reads the body alone and other tags the same', () => {
    expect(classify({ body }).reason).toBe('model_not_found');
    expect(
      classify({ body: { error: { message: 'phi4 does not support tools', type: 'api_error' } } })
        .reason,
    ).toBe('model_not_found');
  });
  it('leaves a server that lacks streaming, and a real 5xx, alone', () => {
    expect(
      classify({
        body: { error: { message: 'http2 does not support streaming', type: 'api_error' } },
      }).reason,
    ).toBe('server_error');
    expect(classify({ status: 500, body }).reason).toBe('server_error');
  });
});

// google/generative-ai-docs#518: a generateContent body whose candidate recitation emptied.
describe("Gemini's RECITATION finish reason in a response body", () => {
  it('is a content refusal (batch 718)', () => {
    const result = classify({
      status: 200,
      body: {
        candidates: [{ finishReason: 'RECITATION', index: 0 }],
        usageMetadata: { promptTokenCount: 4, totalTokenCount: 4 },
      },
    });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.find((step) => step.decided)?.matched).toBe('RECITATION');
  });
  it('reads the body without a status the same', () => {
    expect(classify({ body: { candidates: [{ finishReason: 'RECITATION' }] } }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a candidate that stopped for its token cap alone', () => {
    expect(
      classify({ status: 200, body: { candidates: [{ finishReason: 'MAX_TOKENS' }] } }).reason,
    ).not.toBe('content_policy');
  });
});

// open-webui/open-webui#10737 (DashScope), Trae: "a system error has occurred, try again".
describe('a system error said to have occurred', () => {
  it("is the server's fault (batch 723)", () => {
    const descriptor = {
      message:
        "External Error: {'message': 'An system error has occurred, please try again later.', 'type': 'system_error', 'param': None, 'code': 'system_error'}",
    };
    expect(classify(descriptor).reason).toBe('server_error');
    expect(decidedBy(descriptor)).toBe('message.server_error');
  });
  it("reads Trae's wording and DashScope's body code the same", () => {
    expect(classify({ message: 'Unknown system error, please try again later.' }).reason).toBe(
      'server_error',
    );
    expect(
      classify({ body: { error: { message: 'Please retry.', type: 'system_error' } } }).reason,
    ).toBe('server_error');
  });
  it('leaves a "System error:" headline before a timeout alone', () => {
    expect(
      classify({
        message: 'Error: System error: Read timeout on endpoint URL: "https://x.example/converse"',
      }).reason,
    ).toBe('timeout');
  });
});

// UKGovernmentBEIS/inspect_ai#1396: OpenAI's TPM sentence for a request far inside the window.
describe('"Request too large for" a TPM window the request fits', () => {
  const message =
    'Request too large for organization org-XXXX on tokens per min (TPM): Limit 250000, Requested 546. The input or output tokens must be reduced in order to run successfully. Visit https://platform.openai.com/account/rate-limits to learn more.';
  it('is the rate limit under its 429 (batch 714)', () => {
    expect(
      classify({
        status: 429,
        body: { error: { message, type: 'tokens', code: 'rate_limit_exceeded' } },
      }).reason,
    ).toBe('rate_limit');
  });
  it('reads the message alone and the code alone the same', () => {
    const descriptor = { message };
    expect(classify(descriptor).reason).toBe('rate_limit');
    expect(decidedBy(descriptor)).toBe('message.request_within_window');
    expect(classify({ message, code: 'rate_limit_exceeded', name: 'RateLimitError' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a request over the whole window an overflow', () => {
    const over = message.replace('Requested 546', 'Requested 314159');
    expect(classify({ status: 429, message: over }).reason).toBe('context_overflow');
    expect(classify({ message: over }).reason).toBe('context_overflow');
  });
});

// PawanOsman/ChatGPT.Net#10: ChatGPT's word for its own load.
describe('"currently processing too many requests"', () => {
  const message = "We're currently processing too many requests. Please try again later.";
  it("is the service's load (batch 716)", () => {
    expect(classify({ message }).reason).toBe('overloaded');
    expect(decidedBy({ message })).toBe('message.overloaded');
  });
  it("keeps OpenAI Realtime's rate-limit code around the same words a rate limit", () => {
    expect(
      classify({
        body: {
          type: 'response.done',
          response: {
            status: 'failed',
            status_details: {
              type: 'failed',
              error: {
                type: 'invalid_request_error',
                code: 'inference_rate_limit_exceeded',
                message,
              },
            },
          },
        },
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves the caller\'s "too many requests" a rate limit', () => {
    expect(classify({ message: 'Too many requests. Please try again later.' }).reason).toBe(
      'rate_limit',
    );
  });
});

// Aichs/new-api#3 (relaying sub2api): a group restricted to one client.
describe('a relay group that only allows one client', () => {
  const message = 'No available accounts: this group only allows Claude Code clients';
  it("is the request's client identity, even under 503 (batch 713)", () => {
    const descriptor = {
      status: 503,
      body: { error: { message, type: 'api_error' }, type: 'error' },
      message: `错误：模型 : bad response status code 503, message: ${message}`,
    };
    expect(classify(descriptor).reason).toBe('format_error');
    expect(decidedBy(descriptor)).toBe('signature.group_client_only');
  });
  it('reads the message alone the same', () => {
    expect(classify({ message }).reason).toBe('format_error');
  });
  it('leaves an account kept for official clients, and an empty pool, as they were', () => {
    expect(
      classify({
        status: 403,
        body: {
          error: {
            message: 'This account only allows Codex official clients',
            type: 'forbidden_error',
          },
        },
      }).reason,
    ).toBe('auth');
    expect(classify({ message: 'No available accounts: no available accounts' }).reason).toBe(
      'overloaded',
    );
  });
});

// google-gemini/gemini-cli#10559; openai/codex#16453: a plan's window in its client's words.
describe("a client's fallback model or a message allowance back later", () => {
  const gemini =
    '⚡ Slow response times detected. Automatically switching from\n  gemini-2.5-pro to gemini-2.5-flash for faster responses for the\n  remainder of this session.\n  ⚡ To avoid this you can either upgrade to Standard tier. See:\n  https://goo.gle/set-up-gemini-code-assist\n  ⚡ Or you can utilize a Gemini API Key. See:\n  https://goo.gle/gemini-cli-docs-auth#gemini-api-key\n  ⚡ You can switch authentication methods by typing /auth';
  it('is the window, before the auth advice (batch 722)', () => {
    expect(classify({ message: gemini }).reason).toBe('rate_limit');
    expect(decidedBy({ message: gemini })).toBe('message.model_fallback_switch');
  });
  it("reads Codex's message allowance the same (batch 721)", () => {
    const codex = "You're out of Codex messages. Come back next week.";
    expect(classify({ message: codex }).reason).toBe('rate_limit');
    expect(decidedBy({ message: codex })).toBe('message.messages_back_later');
    expect(classify({ message: 'You are out of free messages, come back tomorrow.' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a switch of auth method alone', () => {
    expect(
      classify({
        message: 'Invalid API key. You can switch authentication methods by typing /auth',
      }).reason,
    ).not.toBe('rate_limit');
  });
});

// github/copilot-cli#2073; OpenHands/OpenHands#7320; anthropics/claude-code#47277.
describe('client wordings that keep only a class or a parse failure', () => {
  it("reads Copilot CLI's transient API error as the server's (batch 715)", () => {
    const descriptor = { message: '● Request failed due to a transient API error. Retrying...' };
    expect(classify(descriptor).reason).toBe('server_error');
    expect(decidedBy(descriptor)).toBe('message.server_error');
  });
  it("reads OpenHands' 'Error type: NotFoundError' as the 404's model (batch 715)", () => {
    const descriptor = {
      message:
        'RuntimeError: There was an unexpected error while running the agent. Please report this error to the developers by opening an issue at https://github.com/All-Hands-AI/OpenHands. Your session ID is 9f0e. Error type: NotFoundError',
      name: 'RuntimeError',
    };
    expect(classify(descriptor).reason).toBe('model_not_found');
    expect(decidedBy(descriptor)).toBe('default.sdk_not_found_class');
  });
  it("keeps JavaScriptCore's parse of a plain-text answer unknown (batch 720)", () => {
    const descriptor = {
      message: 'JSON Parse error: Unexpected identifier "You"',
      name: 'SyntaxError',
    };
    expect(classify(descriptor).reason).toBe('unknown');
    expect(decidedBy(descriptor)).toBe('message.plain_answer_parsed_as_json');
  });
  it('leaves a parse failure of a request body alone', () => {
    expect(
      classify({
        status: 400,
        message: 'JSON Parse error: Unterminated string',
      }).reason,
    ).toBe('format_error');
  });
});
