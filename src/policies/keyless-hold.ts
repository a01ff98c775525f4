/**
 * The state-store id under which a keyless target's stated wait is kept (see
 * `keylessHoldUntilMs`). It lives beside the credential states (`StateStore.cool`), so replicas
 * sharing a Redis store skip the target together. Credential ids are `provider:<hex>` and target
 * store keys hold a `/`, so the prefix cannot collide with a key's id.
 * @module
 */

/** The store id of a keyless target's hold, from the target's store key (`EngineTarget.storeKey`). */
export function keylessHoldId(targetStoreKey: string): string {
  return `target:${targetStoreKey}`;
}
