/**
 * A Prometheus histogram whose label sets are looked up by value (no label hash per
 * observation), exposed through prom-client's registry with the same text and JSON as a
 * prom-client `Histogram`.
 * @module
 */
import type { Histogram, Registry } from 'prom-client';
import { LabelSetTrie, type LabelValue, labelsOf } from './label-set-trie.js';

interface HistogramRecord {
  readonly labels: Record<string, string>;
  /** Observations per bucket (not cumulative), index-aligned with the upper bounds. */
  readonly counts: number[];
  sum: number;
  count: number;
}

/** One exposed sample, shaped as prom-client's histogram builds them. */
interface HistogramSample {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar: null | undefined;
}

/** Options of {@link LabelSetHistogram}. */
export interface LabelSetHistogramOptions {
  readonly name: string;
  readonly help: string;
  /** At least one. */
  readonly labelNames: readonly string[];
  /** Upper bounds, ascending. */
  readonly buckets: readonly number[];
  readonly registry: Registry;
}

/** A histogram for the request hot path; `observe(values, value)` as prom-client's, by values. */
export class LabelSetHistogram {
  name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly labelNames: readonly string[];
  readonly upperBounds: readonly number[];
  #records: HistogramRecord[] = [];
  readonly #trie: LabelSetTrie<HistogramRecord>;

  constructor(options: LabelSetHistogramOptions) {
    this.name = options.name;
    this.help = options.help;
    this.labelNames = options.labelNames;
    this.upperBounds = options.buckets;
    this.#trie = new LabelSetTrie(options.labelNames.length);
    options.registry.registerMetric(this as unknown as Histogram);
  }

  /** Records one observation for the set with these label values (`labelNames` order). */
  observe(values: readonly LabelValue[], value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    let record = this.#trie.get(values);
    if (record === undefined) {
      record = {
        labels: labelsOf(this.labelNames, values),
        counts: new Array<number>(this.upperBounds.length).fill(0),
        sum: 0,
        count: 0,
      };
      this.#trie.set(values, record);
      this.#records.push(record);
    }
    record.sum += value;
    record.count += 1;
    const bounds = this.upperBounds;
    for (let index = 0; index < bounds.length; index += 1) {
      if (value <= (bounds[index] as number)) {
        (record.counts[index] as number) += 1;
        return;
      }
    }
  }

  /** The samples in prom-client's order: cumulative buckets, `+Inf`, `_sum`, `_count`, per set. */
  async getForPromString(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    values: HistogramSample[];
    aggregator: 'sum';
  }> {
    const bucketName = `${this.name}_bucket`;
    const values: HistogramSample[] = [];
    for (const record of this.#records) {
      let cumulative = 0;
      for (let index = 0; index < this.upperBounds.length; index += 1) {
        cumulative += record.counts[index] as number;
        values.push({
          labels: { le: this.upperBounds[index] as number },
          sharedLabels: record.labels,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      }
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: record.labels,
          value: record.count,
          metricName: bucketName,
          exemplar: null,
        },
        {
          labels: {},
          sharedLabels: record.labels,
          value: record.sum,
          metricName: `${this.name}_sum`,
          exemplar: undefined,
        },
        {
          labels: {},
          sharedLabels: record.labels,
          value: record.count,
          metricName: `${this.name}_count`,
          exemplar: undefined,
        },
      );
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** prom-client's JSON view: each sample's set labels merged into its own (`le` first). */
  async get(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    values: {
      labels: Record<string, string | number>;
      value: number;
      metricName: string;
      exemplar: null | undefined;
    }[];
    aggregator: 'sum';
  }> {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...sample }) => ({
        ...sample,
        labels: Object.assign(labels, sharedLabels),
      })),
    };
  }

  reset(): void {
    this.#records = [];
    this.#trie.clear();
  }
}
