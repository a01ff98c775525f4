import { createHash } from 'node:crypto';

/**
 * The state-store id of a credential: the provider plus a sha256 prefix of the secret. It is
 * stable across replicas (so they share cooling and dead state) and cannot be turned back into
 * the key, so it is safe in Redis, logs and metrics.
 *
 * @example
 * credentialFingerprint('openai', 'sk-…'); // 'openai:9f86d081884c7d65'
 */
export function credentialFingerprint(provider: string, secret: string): string {
  const digest = createHash('sha256').update(secret, 'utf8').digest('hex');
  return `${provider}:${digest.slice(0, 16)}`;
}
