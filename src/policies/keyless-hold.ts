/**
 * The state-store id under which a keyless target's stated wait is kept (see
 * `keylessHoldUntilMs`). It lives beside the credential states (`StateStore.cool`), so replicas
 * sharing a Redis store skip the target together. Credential ids are `provider:<hex>` and target
 * ids hold a `/`, so the prefix cannot collide with a key's id.
 * @module
 */

/** The store id of a keyless target's hold. */
export function keylessHoldId(targetId: string): string {
  return `target:${targetId}`;
}
