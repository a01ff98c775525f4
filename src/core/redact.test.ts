import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayHoldSecret, REDACTED, redactSecrets, redactSecretsUnguarded } from './redact.js';

describe('redactSecrets', () => {
  const secrets: [string, string][] = [
    ['OpenAI project key', 'sk-proj-Abc123Def456Ghi789Jkl012Mno345'],
    ['OpenAI legacy key', 'sk-Abc123Def456Ghi789Jkl012Mno345Pqr678'],
    ['Anthropic key', 'sk-ant-api03-Abc123Def456Ghi789Jkl012Mno345-_xyz'],
    ['Google key', 'AIzaSyAhTarnL1PaQn_yu_uVf0gia9wUyJx8RSI'],
    ['Groq key', 'gsk_Abc123Def456Ghi789Jkl012'],
    ['xAI key', 'xai-Abc123Def456Ghi789Jkl012'],
    ['AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    [
      'JWT',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ],
  ];
  for (const [name, secret] of secrets) {
    it(`removes a ${name}`, () => {
      const out = redactSecrets(`failed with key ${secret} at line 3`);
      expect(out).not.toContain(secret);
      expect(out).toContain(REDACTED);
      expect(out.startsWith('failed with key ')).toBe(true);
      expect(out.endsWith(' at line 3')).toBe(true);
    });
  }

  it('keeps the prefix so the kind of key stays visible', () => {
    expect(redactSecrets('Incorrect API key provided: sk-proj-abcdefghijklmnop1234')).toBe(
      'Incorrect API key provided: sk-proj-[REDACTED]',
    );
  });

  it('removes bearer tokens, URL keys and header/JSON values', () => {
    expect(redactSecrets('Authorization: Bearer abcdef1234567890')).not.toContain(
      'abcdef1234567890',
    );
    expect(redactSecrets('GET https://x.test/v1/models?key=AIzaSecretValue123&alt=sse')).toBe(
      'GET https://x.test/v1/models?key=[REDACTED]&alt=sse',
    );
    expect(redactSecrets('{"x-api-key": "supersecretvalue99"}')).not.toContain(
      'supersecretvalue99',
    );
    expect(redactSecrets('api_key=hunter2hunter2')).not.toContain('hunter2hunter2');
    expect(redactSecrets('X-Api-Key: hunter2hunter2')).not.toContain('hunter2hunter2');
    expect(redactSecrets('OPENAI_API_KEY=hunter2hunter2')).not.toContain('hunter2hunter2');
  });

  it('leaves ordinary text and already-masked keys alone', () => {
    const text =
      'invalid x-api-key; Incorrect API key provided: sk-proj-****SJh4. Rate limit reached.';
    expect(redactSecrets(text)).toBe(text);
    expect(redactSecrets('')).toBe('');
    expect(redactSecrets(42 as unknown as string)).toBe('');
  });

  // Every key prefix and field form the pattern covers, one case each (guards future pre-checks).
  const triggers: [string, string][] = [
    ['sk- key', 'key sk-abcdefghijklmnop done'],
    ['csk- key', 'key csk-abcdefghijklmnop done'],
    ['gsk_ key', 'key gsk_abcdefghijklmnop done'],
    ['sk_live_ key', 'key sk_live_abcdefghijklmnop done'],
    ['sk_test_ key', 'key sk_test_abcdefghijklmnop done'],
    ['rk_live_ key', 'key rk_live_abcdefghijklmnop done'],
    ['xai- key', 'key xai-abcdefghijklmnop done'],
    ['pplx- key', 'key pplx-abcdefghijklmnop done'],
    ['hf_ key', 'key hf_abcdefghijklmnop done'],
    ['r8_ key', 'key r8_abcdefghijklmnop done'],
    ['fw_ key', 'key fw_abcdefghijklmnop done'],
    ['ghp_ key', 'key ghp_abcdefghijklmnop done'],
    ['gho_ key', 'key gho_abcdefghijklmnop done'],
    ['github_pat_ key', 'key github_pat_abcdefghijklmnop done'],
    ['glpat- key', 'key glpat-abcdefghijklmnop done'],
    ['nvapi- key', 'key nvapi-abcdefghijklmnop done'],
    ['tgp_v1_ key', 'key tgp_v1_abcdefghijklmnop done'],
    ['AWS session key id', 'key ASIAIOSFODNN7EXAMPLE done'],
    ['Basic credentials', 'Basic dXNlcjpwYXNzd29yZA== done'],
    ['bearer token', 'sent bearer abcdefgh12345678 done'],
    ['quoted field, ideographic space', '{"api_key"\u3000: "abcdefghijklmnop"} done'],
    ['Authorization header', 'AUTHORIZATION:abcdefghijklmnop done'],
    ['access token field', "'Access-Token' : abcdefghijklmnop done"],
    ['secret field', 'client Secret: abcdefghijklmnop done'],
    ['URL token', 'GET /v1?token=abcdefghijklmnop done'],
  ];
  for (const [name, text] of triggers) {
    it(`still redacts a ${name}`, () => {
      const out = redactSecrets(text);
      expect(out).toContain(REDACTED);
      expect(out).not.toContain('abcdefghijklmnop');
      expect(out).not.toContain('abcdefgh12345678');
    });
  }
});

describe('mayHoldSecret (the pre-check)', () => {
  const fragments = [
    'sk-',
    'sk_',
    'gsk_',
    'csk-',
    'xai-',
    'pplx-',
    'hf_',
    'r8_',
    'fw_',
    'ghp_',
    'gho_',
    'github_pat_',
    'glpat-',
    'nvapi-',
    'tgp_v1_',
    'sk_live_',
    'sk_test_',
    'rk_live_',
    'proj-',
    'ant-api03-',
    'AIza',
    'AKIA',
    'ASIA',
    'eyJ',
    'Bearer',
    'bearer',
    'Basic',
    'basic',
    ' ',
    '  ',
    '\t',
    '\u00a0',
    '\u3000',
    ':',
    '=',
    '"',
    "'",
    '?',
    '&',
    '.',
    '-',
    '_',
    'key',
    'Key',
    'KEY',
    'api',
    'API',
    'Api',
    'x-',
    'X-',
    'goog-',
    'token',
    'Token',
    'TOKEN',
    'access',
    'ACCESS',
    'authorization',
    'Authorization',
    'AUTHORIZATION',
    'secret',
    'Secret',
    'SECRET',
    'auth',
    'sig',
    'signature',
    'code',
    'abcdefghij',
    'ABCDEFGHIJKLMNOP',
    '0123456789',
    'XyZ09',
    'error',
    '余额',
    ',',
    ';',
    '}',
  ];
  const text = fc
    .array(fc.constantFrom(...fragments), { maxLength: 24 })
    .map((parts) => parts.join(''));

  it('never says no when the full pattern would redact something', () => {
    let redacted = 0;
    fc.assert(
      fc.property(text, (value) => {
        if (redactSecretsUnguarded(value) !== value) {
          redacted++;
          expect(mayHoldSecret(value)).toBe(true);
        }
      }),
      { numRuns: 20_000, seed: 7 },
    );
    // The generator really exercises the pattern.
    expect(redacted).toBeGreaterThan(2_000);
  });

  it('gives the same output as the unguarded pattern', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(redactSecrets(value)).toBe(redactSecretsUnguarded(value));
      }),
      { numRuns: 5_000, seed: 11 },
    );
  });

  it('says no for ordinary provider messages', () => {
    expect(
      mayHoldSecret('Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 1'),
    ).toBe(false);
    expect(mayHoldSecret('{"type":"error","error":{"type":"overloaded_error"}}')).toBe(false);
    expect(mayHoldSecret('Error code: 429')).toBe(true); // `code:` is a credential name in SECRET
  });
});
