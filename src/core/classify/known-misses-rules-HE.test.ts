/**
 * Rules written for clusters of KNOWN_MISSES that different sessions had left one line at a time
 * (session 64, group HE): VS Code's "Server error. Stream terminated" (h79, h144), openai-harmony's
 * "Unexpected token N while expecting start token N" inside a stream error (h139, h302, with the
 * four h1299 vLLM lines the word vote alone read), and an organization's policy that disabled a
 * model or feature for its members (h63, h783, h879). Each wording from the lines named, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('"Server error. Stream terminated"', () => {
  it('is the server, not a cut (VS Code Copilot BYOK, h79 and h144)', () => {
    expect(
      classify({
        message:
          'Sorry, your request failed. Please try again.\n\nClient Request Id: 3afc9c34-3437-4d34-a824-84a018149633\n\nReason: Server error. Stream terminated: Error: Server error. Stream terminated',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        message:
          'Reason: Server error. Stream terminated: Error: Server error. Stream terminated at LG._provideLanguageModelResponse (c:\\Program Files\\Microsoft VS Code\\out\\main.js:1:2)',
      }).reason,
    ).toBe('server_error');
  });
  it('reads it in capitals and under a 502', () => {
    expect(classify({ message: 'SERVER ERROR. STREAM TERMINATED' }).reason).toBe('server_error');
    expect(classify({ status: 502, message: 'Server error. Stream terminated' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a bare "terminated" and a stream terminated by the caller alone', () => {
    expect(classify({ message: 'TypeError: terminated' }).reason).toBe('timeout');
    expect(classify({ message: 'Stream terminated' }).reason).not.toBe('server_error');
    expect(classify({ message: 'Stream terminated by user' }).reason).not.toBe('server_error');
  });
});

describe('"while expecting start token" (openai-harmony)', () => {
  it('is the server inside a stream error (Bedrock h302, OpenRouter mid-stream h139)', () => {
    expect(
      classify({
        message:
          'Mandal stream error for request id unexpected token 200012 while expecting start token 200006',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        message:
          'OpenRouter Mid-Stream Error: {\n  "message": "Upstream error from AtlasCloud: Unexpected token 173781 while expecting start token 200006",\n  "code": 502\n}',
      }).reason,
    ).toBe('server_error');
  });
  it('reads it under a 502, a 500 and in capitals (vLLM, batch 1299)', () => {
    expect(
      classify({
        status: 502,
        message: 'stream error: Unexpected token 12606 while expecting start token 200006',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 500,
        message: 'UNEXPECTED TOKEN 200007 WHILE EXPECTING START TOKEN 200006',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a JSON parser\'s "Unexpected token" and a bare stream error alone', () => {
    expect(classify({ message: 'stream error: connection reset by peer' }).reason).toBe('timeout');
    expect(
      classify({ message: 'SyntaxError: Unexpected token < in JSON at position 0' }).reason,
    ).not.toBe('server_error');
  });
});

describe("disabled by your organization's policy", () => {
  it('closes the model to the account (Copilot CLI h63, Copilot review h879)', () => {
    expect(
      classify({
        message:
          'Model "claude-sonnet-4.5" is not available. It may be disabled by your organization\'s policy.',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        message:
          "The model is not available for your account. This can happen if the model was disabled by your organization's policy or if your Copilot plan doesn't include access to it.",
      }).reason,
    ).toBe('model_not_found');
  });
  it("reads a feature so disabled, a curly apostrophe and British spelling (Claude Code's Remote Control, h783)", () => {
    expect(
      classify({
        message:
          "Remote Control is disabled by your organization's policy. Contact your organization admin for access.",
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({ message: 'This model is DISABLED BY YOUR ORGANISATION’S POLICY.' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves an organization that disabled the key or the account alone', () => {
    expect(
      classify({ status: 401, message: 'Your organization has been disabled.' }).reason,
    ).not.toBe('model_not_found');
    expect(
      classify({ message: 'This API key has been disabled by your organization admin.' }).reason,
    ).not.toBe('model_not_found');
  });
});

describe('a 424 around the bare not-found document', () => {
  it("is the missing endpoint (Azure ML's 'Failed Dependency', h252 and h361)", () => {
    expect(
      classify({
        status: 424,
        message:
          'HttpResponseError: Operation returned an invalid status \'Failed Dependency\' Content: {"detail":"Not Found"}',
        body: { detail: 'Not Found' },
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 424,
        message: "HttpResponseError: Operation returned an invalid status 'Failed Dependency'",
        body: { message: 'NOT FOUND' },
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a bare 424 and a 424 with words of its own to the request', () => {
    expect(classify({ status: 424, message: 'Failed Dependency' }).reason).toBe('format_error');
    expect(
      classify({
        status: 424,
        message: "Operation returned an invalid status 'Failed Dependency'",
        body: { detail: 'Not Found: the input field "prompt" is missing' },
      }).reason,
    ).not.toBe('model_not_found');
  });
});
