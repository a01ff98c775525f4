/**
 * Group OE's readings for the "body only" and "without message" renderings (session 71): held lines
 * whose body keeps the provider's or client's own words under a key or shape the extractor did not
 * read, or in a wording no rule read, each with the held line's body, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

const GEMINI_NO_FREE_TIER =
  "[GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-pro-preview-05-06:streamGenerateContent?alt=sse: [429 Too Many Requests] Gemini 2.5 Pro Preview doesn't have a free quota tier. Please use Gemini 2.5 Pro Experimental (models/gemini-2.5-pro-exp-03-25) instead.";

describe("LibreChat's {type, info} error payload (held h28)", () => {
  it('reads the body alone by its info', () => {
    expect(reasonOf({ body: { type: 'undefined', info: GEMINI_NO_FREE_TIER } })).toBe('billing');
  });
  it('reads it under its 429 without the message', () => {
    expect(reasonOf({ status: 429, body: { type: 'undefined', info: GEMINI_NO_FREE_TIER } })).toBe(
      'billing',
    );
  });
  it('leaves an info without a type unread', () => {
    expect(reasonOf({ body: { info: GEMINI_NO_FREE_TIER } })).toBe('unknown');
  });
  it('leaves a type with a message to the message', () => {
    expect(reasonOf({ body: { type: 'x', info: 'ignored', message: 'Invalid API key' } })).not.toBe(
      'billing',
    );
  });
});

describe("Tabnine's chat stream state with isError (held h1189)", () => {
  const said =
    "# You've reached your daily usage limit for Tabnine Protected\n\n  It will become available again tomorrow.";
  it('reads the body alone by its stopReasonMessage', () => {
    expect(
      reasonOf({
        body: {
          id: '1-0',
          value: { stopReason: 'Rate Limit', stopReasonMessage: said, isError: true },
        },
      }),
    ).toBe('rate_limit');
  });
  it('leaves a state that is not an error unread', () => {
    expect(
      ruleOf({
        body: {
          id: '1-0',
          value: { stopReason: 'Rate Limit', stopReasonMessage: said, isError: false },
        },
      }),
    ).not.toBe('message.rate_limit');
  });
});

describe('a GraphQL subscription frame whose result is an error type (held h1084)', () => {
  const frame = (typename: string) => ({
    id: '31d247fa',
    type: 'next',
    payload: {
      data: {
        chatCompletion: {
          __typename: typename,
          message:
            "{'type': 'error', 'error': {'details': None, 'type': 'overloaded_error', 'message': 'Overloaded'}}",
        },
      },
    },
  });
  it('reads the body alone by the error result', () => {
    expect(reasonOf({ body: frame('ChatCompletionSubscriptionError') })).toBe('overloaded');
  });
  it('reads another error type name the same way', () => {
    expect(reasonOf({ body: frame('TextChunkError') })).toBe('overloaded');
  });
  it('leaves a result that is not an error type unread', () => {
    expect(reasonOf({ body: frame('TextChunk') })).not.toBe('overloaded');
  });
});

describe("gpt4free's {response: 'Error: …'} (held h1706)", () => {
  const said =
    'Error: Cannot connect to host chat.openai.com:443 ssl:default [Network is unreachable]';
  it('reads the body alone by its response', () => {
    expect(reasonOf({ body: { response: said } })).toBe('timeout');
  });
  it('reads a refused connection the same way', () => {
    expect(
      reasonOf({
        body: {
          response:
            'Error: Cannot connect to host localhost:11434 ssl:default [Connection refused]',
        },
      }),
    ).toBe('timeout');
  });
  it('leaves a response that does not open with Error unread', () => {
    expect(reasonOf({ body: { response: 'Cannot connect to host chat.openai.com:443' } })).toBe(
      'unknown',
    );
  });
});

describe("Ollama's one-key document whose key is the error's words (held h571)", () => {
  const body = {
    'error parsing tool call': "invalid character 'c' looking for beginning of value",
  };
  it('reads the body alone as the model output failing to parse', () => {
    expect(reasonOf({ body })).toBe('server_error');
  });
  it('reads it under a 500 without the message', () => {
    expect(reasonOf({ status: 500, body })).toBe('server_error');
  });
  it('leaves a one-key document whose key is not error words unread', () => {
    expect(reasonOf({ body: { 'tool call': "invalid character 'c'" } })).not.toBe('server_error');
  });
});

describe('an MCP tool result that failed (held h630)', () => {
  it('reads the body alone by its first text part', () => {
    expect(
      reasonOf({
        body: {
          content: [{ text: 'HTTP 429', type: 'text' }],
          is_error: true,
          type: 'agent.mcp_tool_result',
        },
      }),
    ).toBe('rate_limit');
  });
  it("reads MCP's own isError the same way", () => {
    expect(
      reasonOf({ body: { content: [{ type: 'text', text: 'HTTP 429' }], isError: true } }),
    ).toBe('rate_limit');
  });
  it('leaves a tool result that succeeded unread', () => {
    expect(
      reasonOf({ body: { content: [{ type: 'text', text: 'HTTP 429' }], is_error: false } }),
    ).not.toBe('rate_limit');
  });
});

describe('text-generation-inference error as a list of strings (held h1689)', () => {
  it('reads the body alone by the first string', () => {
    expect(
      reasonOf({
        body: { error: ['Error in `stream`: `stream` is not supported for this model'] },
      }),
    ).toBe('format_error');
  });
  it("keeps Cloudflare AI Gateway's list of error objects as it was", () => {
    expect(
      reasonOf({
        body: {
          success: false,
          result: [],
          messages: [],
          error: [{ code: 2005, message: 'Failed to get response from provider' }],
        },
      }),
    ).toBe('server_error');
  });
});

describe("Letta's summary beside the provider's printed error (held h955)", () => {
  const body = {
    message:
      'Rate limit exceeded for LLM model provider. Please wait before making another request.',
    detail:
      "RATE_LIMIT_EXCEEDED: Rate limited by OpenAI: Error code: 429 - {'error': {'code': '1113', 'message': 'Insufficient balance or no resource package. Please recharge.'}} [BYOK]",
  };
  it('reads the body alone as billing', () => {
    expect(reasonOf({ body })).toBe('billing');
  });
  it('reads it under its 429 without the message', () => {
    expect(reasonOf({ status: 429, body })).toBe('billing');
  });
  it('leaves a detail that is no printed provider error to the message', () => {
    expect(
      reasonOf({
        status: 429,
        body: { message: body.message, detail: 'Insufficient balance or no resource package.' },
      }),
    ).toBe('rate_limit');
  });
});

describe("PactFlow's missing_permissions list (held h906)", () => {
  const body = { missing_permissions: ['ai:generation:code'] };
  it('reads the body alone as a key that lacks a scope', () => {
    expect(reasonOf({ body })).toBe('auth_permanent');
  });
  it('reads it under its 403 without the message', () => {
    expect(reasonOf({ status: 403, body })).toBe('auth_permanent');
  });
  it('leaves a 403 without the list as auth', () => {
    expect(reasonOf({ status: 403, body: { permissions: ['ai:generation:code'] } })).toBe('auth');
  });
});

describe("Ollama's 'failed to generate embedding' as its whole answer (held h712, h416)", () => {
  it('reads the body alone as the server failing', () => {
    expect(reasonOf({ body: { error: 'failed to generate embedding' } })).toBe('server_error');
  });
  it('reads it capitalised, with a full stop', () => {
    expect(reasonOf({ body: { error: 'Failed to generate embedding.' } })).toBe('server_error');
  });
  it("leaves a client's 'Failed to generate embedding from …: 400' to its status", () => {
    expect(
      reasonOf({
        status: 400,
        message:
          'Failed to generate embedding from api.voyageai.com: 400: 400 status code (no body)',
      }),
    ).toBe('format_error');
  });
});

describe('a model that takes no system messages (held h1680)', () => {
  it('reads the body alone as a malformed request', () => {
    expect(
      reasonOf({ body: { detail: 'Model o1-mini does not support custom system messages' } }),
    ).toBe('format_error');
  });
  it('reads "doesn\'t support system messages" the same way', () => {
    expect(
      reasonOf({ body: { error: { message: "This model doesn't support system messages" } } }),
    ).toBe('format_error');
  });
  it('leaves other words about system messages to the other rules', () => {
    expect(
      ruleOf({
        body: {
          error: { message: 'Only one system message is allowed; system messages must come first' },
        },
      }),
    ).not.toBe('message.system_messages_unsupported');
  });
});
