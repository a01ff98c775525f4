/**
 * Key layout of the Redis state store. Every identifier is URI-encoded so that a `:` or `{` in a
 * credential label, target id or session id can never make two keys collide, nor form a hash tag.
 * @module
 */

/** Builds namespaced keys under one prefix. */
export interface RedisKeys {
  cooling(credential: string): string;
  dead(credential: string): string;
  usage(credential: string): string;
  cursor(pool: string): string;
  breaker(target: string): string;
  /** One key per budget bucket; the scope is a hash tag so a window's keys share a cluster slot. */
  budget(scope: string, bucket: number): string;
  session(session: string, model: string): string;
}

/** The key builder for a prefix such as `stayup:`. */
export function redisKeys(prefix: string): RedisKeys {
  const encode = encodeURIComponent;
  return {
    cooling: (credential) => `${prefix}cool:${encode(credential)}`,
    dead: (credential) => `${prefix}dead:${encode(credential)}`,
    usage: (credential) => `${prefix}usage:${encode(credential)}`,
    cursor: (pool) => `${prefix}cursor:${encode(pool)}`,
    breaker: (target) => `${prefix}breaker:${encode(target)}`,
    budget: (scope, bucket) => `${prefix}budget:{${encode(scope)}}:${bucket}`,
    session: (session, model) => `${prefix}session:${encode(model)}:${encode(session)}`,
  };
}
