/**
 * The lookup shared by {@link LabelSetCounter} and {@link LabelSetHistogram}: label values in
 * label-name order lead through nested maps to one record per label set. Map lookups by the
 * values themselves replace prom-client's per-call label hash (a string built from every name
 * and value on each `inc`/`observe`, then a property lookup by that fresh string).
 * @module
 */

/** A label value as callers hold it; turned into the exposed string once, when a set is first seen. */
export type LabelValue = string | number | boolean;

/** Nested maps, one level per label name but the last, whose map holds the records. */
export class LabelSetTrie<TRecord> {
  #root = new Map<LabelValue, unknown>();
  readonly #depth: number;

  constructor(depth: number) {
    this.#depth = depth;
  }

  /** The record for these values, or `undefined` when the set was never seen. */
  get(values: readonly LabelValue[]): TRecord | undefined {
    let node: Map<LabelValue, unknown> | undefined = this.#root;
    const last = this.#depth - 1;
    for (let index = 0; index < last; index += 1) {
      node = node.get(values[index] as LabelValue) as Map<LabelValue, unknown> | undefined;
      if (node === undefined) return undefined;
    }
    return node.get(values[last] as LabelValue) as TRecord | undefined;
  }

  /** Stores the record of a new set. */
  set(values: readonly LabelValue[], record: TRecord): void {
    let node = this.#root;
    const last = this.#depth - 1;
    for (let index = 0; index < last; index += 1) {
      const key = values[index] as LabelValue;
      let next = node.get(key) as Map<LabelValue, unknown> | undefined;
      if (next === undefined) {
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    node.set(values[last] as LabelValue, record);
  }

  clear(): void {
    this.#root = new Map();
  }
}

/** The exposed labels of a set: names in declaration order (the order prom-client prints). */
export function labelsOf(
  labelNames: readonly string[],
  values: readonly LabelValue[],
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let index = 0; index < labelNames.length; index += 1) {
    labels[labelNames[index] as string] = String(values[index]);
  }
  return labels;
}
