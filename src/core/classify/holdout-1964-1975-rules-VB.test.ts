/**
 * Rule group VB (session 76): the misses of held-out batches 1964–1975 that a general rule reads —
 * a key no header can carry in three more client wordings, a chat template's refusal in words that
 * name no engine under the server's 500, and reqwest's header refusal under a proxy's 500 — each with
 * the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("a key Python could not encode, the reporter's 'code' (held h1965-chatglm3-ascii-position-7-11)", () => {
  it('reads the configured key as auth_permanent', () => {
    expect(
      reasonOf({
        message:
          "UnicodeEncodeError:'ascii' code can't encode characters in position 7-11: ordinal not in range(128)",
        name: 'UnicodeEncodeError',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          "'LATIN-1' CODE CAN'T ENCODE CHARACTER '\\u2019' IN POSITION 7: ORDINAL NOT IN RANGE(256)",
      }),
    ).toBe('auth_permanent');
  });
  it("leaves the body's utf-8 surrogates and other 'code' sentences alone", () => {
    expect(
      reasonOf({
        message: "'utf-8' codec can't encode characters in position 10-11: surrogates not allowed",
      }),
    ).not.toBe('auth_permanent');
    expect(reasonOf({ message: "the ascii code can't be shown here" })).not.toBe('auth_permanent');
  });
});

describe('the encoding refusal cut off after the character (held h1965-hermes-ascii-u028b-key)', () => {
  it('reads the bare fragment as auth_permanent', () => {
    expect(
      reasonOf({
        message: "'ascii' codec can't encode character '\\u028b'",
        name: 'UnicodeEncodeError',
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ message: "Error: 'ASCII' CODEC CAN'T ENCODE CHARACTERS '\\u201c'" })).toBe(
      'auth_permanent',
    );
  });
  it('leaves the same words followed by more text (the body, a file) alone', () => {
    expect(
      ruleOf({
        message: "'ascii' codec can't encode character '\\u028b' while writing report.txt",
      }),
    ).not.toBe('message.auth_permanent');
  });
});

describe("h11's refusal of a redacted value (held h1965-gemini-litellm-illegal-header-space)", () => {
  it("reads it as auth_permanent, before LiteLLM's connection class", () => {
    expect(
      reasonOf({
        message: "litellm.APIConnectionError: GeminiException - Illegal header value b' REDACTED'",
        name: 'APIConnectionError',
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ message: "LocalProtocolError: Illegal header value b'***'" })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a printed value that is no secret alone', () => {
    expect(
      reasonOf({
        message: "litellm.APIConnectionError: GeminiException - Illegal header value b' My App'",
        name: 'APIConnectionError',
      }),
    ).not.toBe('auth_permanent');
  });
});

describe("a chat template's refusal under the server's 500 (held h1964-sglang-system-role-500, h1964-exo-chat-template-not-set-500)", () => {
  it('reads the request as format_error', () => {
    expect(reasonOf({ status: 500, message: 'System role not supported' })).toBe('format_error');
    expect(
      reasonOf({ status: 500, body: { error: { message: 'SYSTEM ROLE NOT SUPPORTED' } } }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        name: 'ValueError',
        message:
          'Cannot use chat template functions because tokenizer.chat_template is not set and no template argument was passed!',
      }),
    ).toBe('format_error');
  });
  it('leaves a 502 and a 500 about another role alone', () => {
    expect(ruleOf({ status: 502, message: 'System role not supported' })).not.toBe(
      'status.500.template_refused_words',
    );
    expect(reasonOf({ status: 500, message: 'System role assignment failed' })).toBe(
      'server_error',
    );
  });
});

describe("reqwest's header refusal under a proxy's 500 (held h1965-windmill-proxy-failed-parse-header)", () => {
  it('reads the key as auth_permanent', () => {
    expect(
      reasonOf({
        status: 500,
        message: 'Error: builder error: failed to parse header value @ai.rs:1070:20',
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ status: 500, body: 'FAILED TO PARSE HEADER VALUE' })).toBe('auth_permanent');
  });
  it('leaves a named non-key header and a 503 alone', () => {
    expect(reasonOf({ status: 500, message: 'failed to parse header value for X-Title' })).toBe(
      'server_error',
    );
    expect(ruleOf({ status: 503, message: 'failed to parse header value' })).not.toBe(
      'status.500.header_value_unsendable',
    );
  });
});

describe("Cloudflare's block page heading alone (held h1966-venice-cloudflare-blocked-page)", () => {
  it('reads the anti-bot block as auth', () => {
    expect(reasonOf({ body: 'Sorry, you have been blocked' })).toBe('auth');
    expect(reasonOf({ message: 'Error: SORRY, YOU HAVE BEEN BLOCKED.' })).toBe('auth');
  });
  it("leaves a service's own ban for its terms alone", () => {
    expect(
      reasonOf({
        message:
          'You have been blocked from accessing Midjourney. This happens on repeated or serious ToS violations.',
      }),
    ).not.toBe('auth');
  });
});

describe("a model above the organization's usage tier (held h1969-openai-o1mini-usage-tier5)", () => {
  it('reads the model as model_not_found under its 400, before the docs link reads as a rate limit', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          "error, status code: 400, message: Your organization must qualify for at least usage tier 5 to access 'o1-mini'. See https://platform.openai.com/docs/guides/rate-limits/usage-tiers for more details on usage tiers.",
      }),
    ).toBe('model_not_found');
    expect(
      ruleOf({
        status: 400,
        body: {
          error: { message: "YOUR ORGANIZATION MUST QUALIFY FOR USAGE TIER 3 TO ACCESS 'o3'" },
        },
      }),
    ).toBe('status.400.usage_tier_required');
  });
  it('reads it under a 403 too (session 76 review 1)', () => {
    expect(
      classified({
        status: 403,
        message:
          "Your organization must qualify for at least usage tier 5 to access 'o1-mini'. See https://platform.openai.com/docs/guides/rate-limits/usage-tiers for more details on usage tiers.",
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.403.usage_tier_required' });
  });
  it('leaves a rate limit that names the tier alone', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          'Rate limit reached for usage tier 1: 500 requests per minute. Please try again in 2s.',
      }),
    ).toBe('rate_limit');
  });
});

describe('an agent loop’s caps and its tool-name check (held h1975-genkit-max-tool-call-iterations, h1975-pydantic-ai-output-retries-exceeded, h1975-deepseek-cai-empty-tool-name, h1975-mistral-agents-tool-name-with-args)', () => {
  it('reads them as unknown, no overflow or request fault', () => {
    expect(
      reasonOf({ message: 'ABORTED: Exceeded maximum tool call iterations (5)', code: 'ABORTED' }),
    ).toBe('unknown');
    expect(
      reasonOf({ message: 'Exceeded maximum output retries (1)', name: 'UnexpectedModelBehavior' }),
    ).toBe('unknown');
    expect(reasonOf({ message: 'Tool  not found in agent CTF agent' })).toBe('unknown');
    expect(
      reasonOf({
        message:
          'Tool {"category": "wild", "query": "tiger", "k": 3} | call_rag_server not found in agent orchestrator_agent',
        name: 'ModelBehaviorError',
      }),
    ).toBe('unknown');
    expect(
      ruleOf({ message: 'UnexpectedModelBehavior: EXCEEDED MAXIMUM OUTPUT RETRIES (3)' }),
    ).toBe('message.cause_not_shown');
  });
  it('leaves a provider’s overflow and a missing model beside the words alone', () => {
    expect(
      reasonOf({
        message:
          "Exceeded maximum output retries (1): This model's maximum context length is 8192 tokens",
      }),
    ).toBe('context_overflow');
    expect(reasonOf({ status: 404, message: 'Tool search not found' })).not.toBe('unknown');
  });
});

describe("Bedrock's image count cap (held h1973-bedrock-too-many-images-image-count)", () => {
  it('reads the request as format_error', () => {
    expect(
      reasonOf({
        message:
          'The model returned the following errors: messages: too many images: image_count > 20',
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'ValidationException: TOO MANY IMAGES: IMAGE_COUNT > 5' })).toBe(
      'format_error',
    );
  });
  it('leaves an image_count without a cap, or a count that is no complaint, alone', () => {
    expect(reasonOf({ message: 'too many images: image_count unknown' })).toBe('unknown');
    expect(reasonOf({ message: 'stats: image_count > 20' })).toBe('unknown');
  });
});

describe("Cloudflare Workers' unsettled script (held h1967-cloudflare-workers-script-never-generate-response)", () => {
  it("reads the relay's own fault as server_error", () => {
    expect(reasonOf({ message: 'The script will never generate a response' })).toBe('server_error');
    expect(
      reasonOf({
        message: 'Uncaught (in response) Error: THE SCRIPT WILL NEVER GENERATE A RESPONSE.',
      }),
    ).toBe('server_error');
  });
  it('leaves other sentences about a response never arriving to their rules', () => {
    expect(ruleOf({ message: 'the script will never run again' })).not.toBe('message.server_error');
  });
});

describe("a chat template's refusal typed server_error with no status (held h1964-localai-jinja-roles-alternate-sse)", () => {
  it('reads the request as format_error', () => {
    expect(
      reasonOf({
        body: {
          error: {
            code: 'server_error',
            type: 'server_error',
            message:
              'rpc error: code = InvalidArgument desc = \nWhile executing CallExpression at line 46\nError: Jinja Exception: After the optional system message, conversation roles must alternate user and assistant roles except for tool calls and results.',
          },
        },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        body: {
          error: {
            type: 'server_error',
            message:
              'JINJA2.EXCEPTIONS.TEMPLATEERROR: CONVERSATION ROLES MUST ALTERNATE USER/ASSISTANT',
          },
        },
      }),
    ).toBe('format_error');
  });
  it('leaves a real 5xx, and an engine lacking a construct, to the server', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'server_error',
            message: 'Value is not callable: null at row 49, column 79:\n {%- set content = x %}',
          },
        },
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 503,
        body: {
          error: { type: 'server_error', message: 'Jinja Exception: roles must alternate' },
        },
      }),
    ).not.toBe('format_error');
  });
});
