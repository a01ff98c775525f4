/**
 * Training of the word vote ({@link byWords}): counts, per reason, how many labelled errors use
 * each word. Pure and deterministic (the same samples give the same model, byte for byte), so the
 * generated table can be checked against its training data.
 * @module
 */
import { REASONS, type Reason } from './types.js';
import { type WordModelData, wordTokens } from './word-model.js';

/** One labelled error: the classifier's lower-cased combined text and its reason. */
export interface WordSample {
  readonly text: string;
  readonly reason: Reason;
}

/** Training settings; the defaults are the ones the shipped model uses. */
export interface WordTrainingOptions {
  /** Additive smoothing (default 0.02). */
  readonly alpha?: number;
  /** Words seen in fewer labelled errors are dropped (default 2). */
  readonly minLines?: number;
}

/**
 * Builds the model from labelled errors. Reasons without a sample are left out; words are sorted,
 * so the table does not depend on the samples' order.
 */
export function trainWordModel(
  samples: readonly WordSample[],
  options: WordTrainingOptions = {},
): WordModelData {
  const alpha = options.alpha ?? 0.02;
  const minLines = options.minLines ?? 2;
  const reasons = REASONS.filter((reason) => samples.some((sample) => sample.reason === reason));
  const indexOf = new Map(reasons.map((reason, index) => [reason, index]));
  const lines = reasons.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const sample of samples) {
    const index = indexOf.get(sample.reason)!;
    lines[index] = (lines[index] ?? 0) + 1;
    for (const token of wordTokens(sample.text)) {
      let perReason = counts.get(token);
      if (!perReason) {
        perReason = reasons.map(() => 0);
        counts.set(token, perReason);
      }
      perReason[index] = (perReason[index] ?? 0) + 1;
    }
  }
  const words = [...counts]
    .filter(([, perReason]) => perReason.reduce((sum, count) => sum + count, 0) >= minLines)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([token, perReason]) => {
      const pairs = perReason.flatMap((count, index) => (count > 0 ? [`${index}:${count}`] : []));
      return `${token} ${pairs.join(' ')}`;
    });
  return { alpha, minLines, reasons, lines, words: words.join('\n') };
}
