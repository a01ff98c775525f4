/**
 * Group DB's message-only rules: wordings whose words alone carry the failure, read the same when a
 * client kept only the error's message (status, body and code dropped). Each with the held line it
 * was written for and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a request setting out of its stated bounds (held h412, h596, h297, h425, h851)', () => {
  it('reads the wordings as the request, with no status', () => {
    expect(
      reasonOf({
        message:
          'Error generating from LLM: 400 40.000000 is out of supported range [0, 1]; for top_p., retrying...',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message:
          'Requested sample logprobs of 25, which is greater than max allowed: 20 (parameter=logprobs, value=25)',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message:
          'A schema in GenerationConfig in the request exceeds the maximum allowed nesting depth.',
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'Current language settings are not supported!' })).toBe(
      'format_error',
    );
  });
  it('leaves a count of tokens to the overflow checks', () => {
    expect(
      reasonOf({ message: 'Requested tokens of 9000, which is greater than max allowed: 8192' }),
    ).not.toBe('format_error');
    expect(reasonOf({ message: 'max_tokens 99999 is out of supported range' })).not.toBe(
      'format_error',
    );
  });
});

describe("serde's missing field in double quotes (held h765)", () => {
  it('reads a request field a relay re-printed in double quotes', () => {
    expect(reasonOf({ message: '400 `messages[1]: missing field "content"`' })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: 'missing field `models` at line 1 column 20' })).toBe(
      'format_error',
    );
  });
  it('leaves a token file missing its refresh token to the login checks', () => {
    expect(reasonOf({ message: 'missing field `refresh_token` at line 7 column 3' })).toBe(
      'auth_permanent',
    );
  });
});

describe('a server said at fault in words (held h425, h830)', () => {
  it('reads the serving side without its 500 or 502', () => {
    expect(reasonOf({ message: 'Something wrong with the server. Please, try again later.' })).toBe(
      'server_error',
    );
    expect(
      reasonOf({ message: 'Your chosen model is down or we received an invalid response from it' }),
    ).toBe('server_error');
  });
  it('leaves a bare "something went wrong" alone', () => {
    expect(reasonOf({ message: 'Something went wrong. Please, try again later.' })).not.toBe(
      'server_error',
    );
  });
});

describe('a request that did not finish within its deadline (held h824)', () => {
  it("reads Vertex's DEADLINE_EXCEEDED text as a timeout", () => {
    expect(
      reasonOf({
        message:
          "The client set a deadline that is shorter than the server's default deadline (10 minutes), and the request didn't finish within the client-provided deadline.",
      }),
    ).toBe('timeout');
  });
  it('leaves a deadline met to the words, not to this rule', () => {
    // "did finish" is no failure; the vote may still read "deadline", the rule must not.
    const explain = classifyError(
      errorFromDescriptor({ message: 'The run did finish within the client-provided deadline.' }),
    ).explain;
    expect(explain.some((step) => step.rule === 'message.timeout')).toBe(false);
  });
});

describe('a request said malformed in words that name no field (held h625, h812, h65)', () => {
  it('reads the wordings as the request', () => {
    expect(reasonOf({ message: 'Please pass in correct format of request.' })).toBe('format_error');
    expect(
      reasonOf({ message: 'The provided value is invalid. Please check the input and try again.' }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message:
          'The request failed because more than one image was submitted in a single session.',
      }),
    ).toBe('format_error');
  });
  it('leaves a key said invalid to the credential checks', () => {
    expect(reasonOf({ message: 'The provided API key is invalid.' })).toBe('auth_permanent');
  });
});
