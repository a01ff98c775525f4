import { describe, expect, it } from 'vitest';
import { credentialFingerprint } from './credential-fingerprint.js';

describe('credentialFingerprint', () => {
  it('is the provider plus a 16-hex sha256 prefix, stable and never the secret', () => {
    const secret = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const id = credentialFingerprint('openai', secret);
    expect(id).toMatch(/^openai:[0-9a-f]{16}$/);
    expect(credentialFingerprint('openai', secret)).toBe(id);
    expect(id).not.toContain(secret.slice(0, 8));
    expect(credentialFingerprint('anthropic', secret)).not.toBe(id);
    expect(credentialFingerprint('openai', `${secret}x`)).not.toBe(id);
  });
});
