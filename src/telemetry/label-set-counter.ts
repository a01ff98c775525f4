/**
 * A Prometheus counter whose label sets are looked up by value (no label hash per increment),
 * exposed through prom-client's registry with the same text and JSON as a prom-client `Counter`.
 * @module
 */
import type { Counter, Registry } from 'prom-client';
import { LabelSetTrie, type LabelValue, labelsOf } from './label-set-trie.js';

/** One label set's value, exactly the entry a prom-client `Counter` keeps. */
interface CounterRecord {
  value: number;
  labels: Record<string, string>;
}

/** Options of {@link LabelSetCounter}. */
export interface LabelSetCounterOptions {
  readonly name: string;
  readonly help: string;
  /** At least one. */
  readonly labelNames: readonly string[];
  readonly registry: Registry;
}

/**
 * A counter for the request hot path. `inc(values)` takes the label values in `labelNames` order;
 * sets appear in the exposition in the order they were first incremented, as with prom-client.
 */
export class LabelSetCounter {
  /** Mutable: an OpenMetrics registry renames counters (drops `_total`). */
  name: string;
  readonly help: string;
  readonly type = 'counter';
  readonly aggregator = 'sum';
  readonly labelNames: readonly string[];
  #records: CounterRecord[] = [];
  readonly #trie: LabelSetTrie<CounterRecord>;

  constructor(options: LabelSetCounterOptions) {
    this.name = options.name;
    this.help = options.help;
    this.labelNames = options.labelNames;
    this.#trie = new LabelSetTrie(options.labelNames.length);
    // The registry reads name/help/type and calls get() and reset(), which this class provides;
    // its type accepts only prom-client's own classes.
    options.registry.registerMetric(this as unknown as Counter);
  }

  /** Adds `amount` (default 1) to the set with these label values. */
  inc(values: readonly LabelValue[], amount = 1): void {
    let record = this.#trie.get(values);
    if (record === undefined) {
      record = { value: 0, labels: labelsOf(this.labelNames, values) };
      this.#trie.set(values, record);
      this.#records.push(record);
    }
    record.value += amount;
  }

  /** prom-client's metric object: the records themselves, as `Counter.get()` returns its entries. */
  async get(): Promise<{
    help: string;
    name: string;
    type: 'counter';
    values: CounterRecord[];
    aggregator: 'sum';
  }> {
    return {
      help: this.help,
      name: this.name,
      type: this.type,
      values: this.#records.slice(),
      aggregator: this.aggregator,
    };
  }

  reset(): void {
    this.#records = [];
    this.#trie.clear();
  }
}
