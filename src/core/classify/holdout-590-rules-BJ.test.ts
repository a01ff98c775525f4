/**
 * Rules written for the misses of held-out batch 590 (session 47, group BJ), after the batch had
 * been scored without them: a key that no HTTP header can carry, refused by the client before the
 * request left. Each client's real wording (from the batch line named), a second rendering, then
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const RULE = 'message.auth_permanent';

// google-gemini/gemini-cli#1851, DayuanJiang/next-ai-draw-io#272, XiaomiMiMo/MiMo-Code#296:
// fetch's WebIDL conversion of a header value with a character above 255.
describe("fetch's ByteString conversion of a header value", () => {
  it('is a malformed key (batch 590)', () => {
    const result = classify({
      message:
        'Cannot convert argument to a ByteString because the character at index 7 has a value of 20320 which is greater than 255.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
  });
  it("reads VS Code's 'Please try again' wrapper around it the same (batch 590)", () => {
    expect(
      classify({
        message:
          'Sorry, your request failed. Please try again.\n\nClient Request Id: cd0f8ef0\n\nReason: Cannot convert argument to a ByteString because the character at index 7 has a value of 35746 which is greater than 255.',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("reads Firefox's and Chrome's renderings the same (invented)", () => {
    expect(
      classify({
        message:
          'Window.fetch: Cannot convert value in record<ByteString, ByteString> branch of (sequence<sequence<ByteString>> or record<ByteString, ByteString>) to ByteString because the character at index 7 has value 8220 which is greater than 255.',
        name: 'TypeError',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({
        message:
          "Failed to execute 'fetch' on 'Window': Failed to read the 'headers' property from 'RequestInit': String contains non ISO-8859-1 code point.",
        name: 'TypeError',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a non ISO-8859-1 code point outside the headers alone (invented)', () => {
    expect(classify({ message: 'String contains non ISO-8859-1 code point.' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

// Aider-AI/aider#3243, crewAIInc/crewAI#755, Significant-Gravitas/AutoGPT#2173,
// googlecolab/colabtools#3977: Python's header encodings (httpx ASCII, http.client latin-1).
describe("Python's header encoding refusing a character of the key", () => {
  it('is a malformed key (batch 590)', () => {
    const result = classify({
      message:
        "UnicodeEncodeError: 'ascii' codec can't encode character '\\u2018' in position 7: ordinal not in range(128)",
      name: 'UnicodeEncodeError',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
  });
  it('reads latin-1, a range of positions and a wrapper the same (batch 590)', () => {
    expect(
      classify({
        message:
          "UnicodeEncodeError: 'latin-1' codec can't encode characters in position 7-8: ordinal not in range(256)",
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({
        message:
          "litellm.APIError: APIError: OpenAIException - 'ascii' codec can't encode character '\\u2019' in position 7: ordinal not in range(128)",
        name: 'APIError',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves a Windows console's charmap and a decoding failure alone (invented)", () => {
    expect(
      classify({
        message:
          "UnicodeEncodeError: 'charmap' codec can't encode character '\\u2019' in position 12: character maps to <undefined>",
      }).reason,
    ).not.toBe('auth_permanent');
    expect(
      classify({
        message:
          "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte",
      }).reason,
    ).not.toBe('auth_permanent');
  });
});

// memochou1993/gpt-ai-assistant#308, labring/FastGPT#50: Node http's ERR_INVALID_CHAR.
describe("Node's invalid character in a credential header", () => {
  it('is a malformed key (batch 590)', () => {
    const result = classify({ message: 'Invalid character in header content ["Authorization"]' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
  });
  it('reads the error with its code and an API-key header the same (invented)', () => {
    expect(
      classify({
        message: 'Invalid character in header content ["Authorization"]',
        code: 'ERR_INVALID_CHAR',
      }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'Invalid character in header content ["x-api-key"]' }).reason).toBe(
      'auth_permanent',
    );
  });
  it("leaves an app title's header the request's (invented)", () => {
    const result = classify({
      message: 'Invalid character in header content ["X-Title"]',
      code: 'ERR_INVALID_CHAR',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('transport.local_argument');
  });
});

// openai/openai-python#961: h11 refuses the empty "Bearer " of a client without a key.
describe("h11's illegal header value of a bearer credential", () => {
  it('is the missing key (batch 590)', () => {
    const result = classify({
      message: "httpx.LocalProtocolError: Illegal header value b'Bearer '",
      name: 'LocalProtocolError',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
  });
  it("reads OkHttp's and requests' renderings the same (invented)", () => {
    expect(
      classify({ message: 'Unexpected char 0x201c at 7 in Authorization value: Bearer “sk-abc' })
        .reason,
    ).toBe('auth_permanent');
    expect(
      classify({
        message:
          "Invalid leading whitespace, reserved character(s), or return character(s) in header value: 'Bearer sk-abc\\n'",
        name: 'InvalidHeader',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves an illegal value of another header alone (invented)', () => {
    expect(
      classify({ message: "h11._util.LocalProtocolError: Illegal header value b'my app\\n'" })
        .reason,
    ).not.toBe('auth_permanent');
  });
});

// OkGoDoIt/OpenAI-API-dotnet#169: .NET's FormatException for a key with a newline.
describe(".NET's newline in a header value", () => {
  it('is a malformed key (batch 590)', () => {
    const result = classify({
      message: 'New-line characters are not allowed in header values.',
      name: 'FormatException',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
  });
  it('reads the message without its class the same (invented)', () => {
    expect(
      classify({ message: 'New-line characters are not allowed in header values.' }).reason,
    ).toBe('auth_permanent');
  });
  it("reads undici's own refusal with its code at the transport step the same (session 47, invented)", () => {
    const result = classify({
      message: 'fetch failed',
      cause: { message: 'invalid authorization header', code: 'UND_ERR_INVALID_ARG' },
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('transport.key_unsendable');
    const other = classify({
      message: 'fetch failed',
      cause: { message: 'invalid x-title header', code: 'UND_ERR_INVALID_ARG' },
    });
    expect(other.reason).toBe('format_error');
    expect(other.explain.at(-1)?.rule).toBe('transport.local_argument');
  });
});
