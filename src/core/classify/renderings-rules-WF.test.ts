/**
 * Session 77's partial renderings (rule group WF): wordings the held lines label one way that were
 * read only with their status or body, now read from the text alone; their neighbours keep their
 * readings.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a model still being loaded (h930: overloaded)', () => {
  const rule = 'message.model_still_being_loaded';
  it('reads the held wording without its 429', () => {
    expect(classified({ message: 'the model is still being loaded' })).toEqual({
      reason: 'overloaded',
      rule,
    });
  });
  it('reads another rendering: a fine-tune named, capitals', () => {
    expect(
      classified({ message: 'Model ft:gpt-3.5-turbo-0613:acme::8abc is still being loaded' }),
    ).toEqual({ reason: 'overloaded', rule });
  });
  it('leaves something other than the model being loaded alone', () => {
    expect(ruleOf({ message: 'the tokenizer is still being loaded' })).not.toBe(rule);
    expect(ruleOf({ message: 'the model is still being downloaded' })).not.toBe(rule);
  });
});

describe("a relay's pool with no account of one provider free (h693: overloaded)", () => {
  const rule = 'message.named_account_pool_empty';
  it('reads the held wording without its 503', () => {
    expect(classified({ message: 'no available OpenAI accounts' })).toEqual({
      reason: 'overloaded',
      rule,
    });
  });
  it('reads another rendering: a prefix, another provider', () => {
    expect(classified({ message: 'Error: No available Gemini accounts' })).toEqual({
      reason: 'overloaded',
      rule,
    });
  });
  it('leaves the pool for one model and the bare phrase to their own rules', () => {
    expect(
      ruleOf({ message: 'No available OpenAI accounts support the requested model: gpt-5' }),
    ).not.toBe(rule);
    expect(ruleOf({ message: 'no available accounts' })).not.toBe(rule);
  });
});

describe('a parameter path in double quotes said invalid (h2012: format_error)', () => {
  const rule = 'message.json_path_double_quoted_invalid';
  it('reads the held wording without its 400', () => {
    expect(
      classified({
        message:
          '"$.input" is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: a deeper path, no advice after it', () => {
    expect(classified({ message: '"$.messages[0].content" is invalid' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves a quoted name that is no parameter path alone', () => {
    expect(ruleOf({ message: '"model" is invalid' })).not.toBe(rule);
  });
});

describe('a size the image API does not offer (h839, h129: format_error)', () => {
  const rule = 'message.size_not_supported';
  it('reads the held wording without its 400', () => {
    expect(classified({ message: 'size not supported' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('reads another rendering: the DALL·E sentence with no status (h129)', () => {
    expect(classified({ message: 'ERROR: The size is not supported by this model.' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves a context size to the context rules', () => {
    expect(ruleOf({ message: 'context size not supported' })).not.toBe(rule);
    expect(reasonOf({ message: 'context size not supported' })).toBe('context_overflow');
    expect(ruleOf({ message: 'file size not supported' })).not.toBe(rule);
  });
});

describe('an id the voice API cannot resolve (h2015: format_error)', () => {
  const rule = 'message.invalid_id_received';
  it('reads the held body without its 400', () => {
    expect(
      classified({
        body: {
          detail: {
            status: 'invalid_uid',
            message:
              "An invalid ID has been received: 'your-voice-id-1'. Make sure to provide a correct one.",
          },
        },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the message alone', () => {
    expect(
      classified({
        message: "An invalid ID has been received: 'abc'. Make sure to provide a correct one.",
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves an invalid key to the key rules', () => {
    expect(ruleOf({ message: 'An invalid API key has been received' })).not.toBe(rule);
    expect(reasonOf({ message: 'An invalid API key has been received' })).toBe('auth_permanent');
  });
});

describe('a status written after "Errorcode:" in one word (h2047: server_error)', () => {
  it('reads the held wording as its 500', () => {
    expect(classified({ message: 'Errorcode: 500' })).toEqual({
      reason: 'server_error',
      rule: 'status.500',
    });
  });
  it("reads another rendering: .NET's ErrorCode: 401", () => {
    expect(ruleOf({ message: 'ErrorCode: 401' })).toBe('status.401');
  });
  it('leaves a longer code and a named code alone', () => {
    expect(String(ruleOf({ message: 'Errorcode: 40001' }))).not.toMatch(/^status\./);
    expect(String(ruleOf({ message: 'ErrorCode: ConnectionFailure' }))).not.toMatch(/^status\./);
  });
});
