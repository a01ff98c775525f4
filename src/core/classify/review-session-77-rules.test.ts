/**
 * Reviews 1 (groups WA, WB) and 2 (groups WC, WF) of session 77, answered by the lead: OpenAI's "check
 * the API reference" advice read before the causes it follows, any `OutOfMemoryError` read as the
 * server's, llama.cpp's "Compute error." after any label, an account pool's state read as a cooling
 * pool, gate words that missed the patterns' own spellings, "tool_choice" alone read as a model
 * without tools, and a cut model verdict read before a key refusal — each with the reviewer's probes.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("review 1 problem 1: OpenAI's API-reference advice is read after every cause (held h2012)", () => {
  it('still reads the advice after a refused input', () => {
    expect(
      classified({
        message:
          "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.",
      }).reason,
    ).toBe('format_error');
  });
  it('leaves an overflow, a key, a rate limit and a timeout before it to their rules', () => {
    const tail = ' Please check the API reference: https://platform.openai.com/docs/api-reference.';
    expect(
      reasonOf({
        message: `This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.${tail}`,
      }),
    ).toBe('context_overflow');
    expect(reasonOf({ message: `Incorrect API key provided.${tail}` })).toBe('auth_permanent');
    expect(
      reasonOf({
        message: `Rate limit reached for gpt-4 in organization org-x on tokens per min. Limit: 10000, Used: 9000, Requested: 2000.${tail}`,
      }),
    ).toBe('rate_limit');
    expect(reasonOf({ message: `Request timed out.${tail}` })).toBe('timeout');
  });
});

describe("review 1 problem 2: only PyTorch's OutOfMemoryError is the server's (held h2018-tabbyapi-oom-allocation-on-device)", () => {
  it("reads torch's and torch.cuda's class names", () => {
    expect(classified({ name: 'torch.OutOfMemoryError', message: 'Allocation on device' })).toEqual(
      {
        reason: 'server_error',
        rule: 'name.torch.outofmemoryerror',
      },
    );
    expect(
      reasonOf({ name: 'torch.cuda.OutOfMemoryError', message: 'Allocation on device 0' }),
    ).toBe('server_error');
  });
  it("leaves the caller's own JVM out of memory alone", () => {
    expect(ruleOf({ name: 'java.lang.OutOfMemoryError', message: 'Java heap space' })).not.toMatch(
      /outofmemoryerror/,
    );
  });
});

describe('review 1 problem 3: llama.cpp\'s "Compute error." only bare or after "Error:" (held h2018-pi-llama-server-compute-error)', () => {
  it('reads the held renderings', () => {
    expect(classified({ message: 'Error: Compute error.' })).toEqual({
      reason: 'server_error',
      rule: 'message.llama_compute_error',
    });
    expect(reasonOf({ message: 'Compute error.' })).toBe('server_error');
  });
  it("leaves another exception's compute error alone", () => {
    expect(ruleOf({ message: 'ValueError: compute error' })).not.toBe(
      'message.llama_compute_error',
    );
  });
});

describe("review 2 problems 1–2: a named pool, not the accounts' state (held h693, h647)", () => {
  it('reads a provider-named pool as cooling', () => {
    expect(classified({ message: 'no available OpenAI accounts' })).toEqual({
      reason: 'overloaded',
      rule: 'message.named_account_pool_empty',
    });
  });
  it("leaves the accounts' state and a key verdict after it alone", () => {
    expect(ruleOf({ message: 'no available valid accounts' })).not.toBe(
      'message.named_account_pool_empty',
    );
    expect(ruleOf({ message: 'No available active accounts: all API keys are invalid' })).not.toBe(
      'message.named_account_pool_empty',
    );
    expect(
      ruleOf({ message: 'No available gemini accounts: every key has been revoked' }),
    ).not.toBe('message.named_account_pool_empty');
  });
});

describe("review 2 problem 3: gates take the patterns' own spellings (held h2030, h2032)", () => {
  it('reads "supports tool calls" as the allow-list does "support"', () => {
    expect(reasonOf({ status: 400, message: "Only ['qwen1.5-chat'] supports tool calls" })).toBe(
      'model_not_found',
    );
  });
  it('reads every spacing of "n > 1" and "n != 1"', () => {
    for (const message of [
      'n >1 is not supported',
      'n> 1 is not supported',
      'n!= 1 is not supported',
      'n !=1 is unsupported',
    ]) {
      expect(classified({ message }), message).toEqual({
        reason: 'format_error',
        rule: 'message.n_choices_unsupported',
      });
    }
  });
});

describe('review 2 judgement and problem 5: a forced choice alone, and a key refusal beside a cut verdict', () => {
  it('reads a list naming tools as the model (held h457)', () => {
    expect(
      reasonOf({
        status: 422,
        message: 'The following parameters are not supported for this model: tool_choice, tools',
      }),
    ).toBe('model_not_found');
  });
  it('leaves tool_choice alone to the validation words', () => {
    expect(
      reasonOf({
        status: 422,
        message: 'The following parameters are not supported for this model: tool_choice',
      }),
    ).toBe('format_error');
  });
  it('reads a key refusal before the cut model verdict', () => {
    expect(
      classified({
        status: 400,
        message: 'Incorrect API key provided. the requested model does not',
      }).reason,
    ).toBe('auth_permanent');
    expect(reasonOf({ status: 400, message: 'the requested model does not' })).toBe(
      'model_not_found',
    );
  });
});
