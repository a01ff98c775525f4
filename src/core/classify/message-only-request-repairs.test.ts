/**
 * Request-shape refusals read from the message alone (session 63's closing work): Anthropic's beta
 * header refusal keeps its drop-the-beta repair without the 400, and an unreadable
 * `anthropic-version` header is the request's; the held lines they were written for, a second
 * rendering and the neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(message: string, status?: number, code?: string) {
  return classifyError(
    errorFromDescriptor({
      message,
      ...(status === undefined ? {} : { status }),
      ...(code === undefined ? {} : { code }),
    }),
  );
}

const VERTEX_BETA = 'Unexpected value(s) `oauth-2025-04-20` for the `anthropic-beta` header.';

describe('a beta header refused in so many words, without its status (held h1297)', () => {
  it('reads the request, with the repair that drops the named beta (h1297)', () => {
    const result = classify(VERTEX_BETA);
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.beta_rejected');
    expect(result.repair).toEqual({ kind: 'drop_beta', beta: 'oauth-2025-04-20' });
    expect(result.explain.at(-1)?.rule).toBe('message.beta_rejected');
  });
  it("reads Bedrock's 'invalid beta flag' the same, with a repair that names no beta", () => {
    const result = classify('ValidationException: invalid beta flag');
    expect(result.reason).toBe('format_error');
    expect(result.repair).toEqual({ kind: 'drop_beta' });
  });
  it('gives the same answer and repair as the 400 path', () => {
    const plain = classify(VERTEX_BETA);
    const under400 = classify(VERTEX_BETA, 400);
    expect(under400.reason).toBe(plain.reason);
    expect(under400.repair).toEqual(plain.repair);
    expect(under400.explain.at(-1)?.rule).toBe('status.400.beta_rejected');
  });
  it('leaves a transport code in the chain to the transport', () => {
    expect(classify(VERTEX_BETA, undefined, 'ECONNRESET').reason).toBe('timeout');
  });
  it("leaves the key's own verdict beside it to the key", () => {
    expect(
      classify(`Your OAuth token has expired, please log in again. ${VERTEX_BETA}`).reason,
    ).toBe('auth');
  });
  it('leaves a beta merely mentioned alone', () => {
    expect(classify('Enable the anthropic-beta header for 1M context').reason).not.toBe(
      'format_error',
    );
  });
});

describe('an anthropic-version header the API cannot read (held h1343)', () => {
  const doubled = 'anthropic-version: "2023-06-01, 2023-06-01" is not a valid version';
  it("reads the request's fault from the message alone (h1343)", () => {
    expect(classify(doubled).reason).toBe('format_error');
  });
  it('reads it the same under its 400', () => {
    expect(classify(doubled, 400).reason).toBe('format_error');
  });
  it('leaves a model version said to be invalid to the model rules', () => {
    expect(classify('The model `claude-3-opus-20240229` is not a valid model').reason).toBe(
      'model_not_found',
    );
  });
});
