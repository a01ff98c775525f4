import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact.js';

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
});
