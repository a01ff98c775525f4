import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { errorFromDescriptor } from '../src/core/classify/error-from-descriptor.js';
import * as patterns from '../src/core/classify/patterns.js';
import { warmUpClassifier } from '../src/core/classify/warm-up.js';

const corpus = readFileSync(resolve(process.cwd(), '../shared/corpus/dev.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { error: Parameters<typeof errorFromDescriptor>[0] });

function answers(): string[] {
  return corpus.map((line) => {
    const result = classifyError(errorFromDescriptor(line.error));
    return `${result.reason} ${result.retryAfterMs ?? '-'} ${result.explain.map((step) => step.rule).join(',')}`;
  });
}

describe('warmUpClassifier', () => {
  it('runs every shared pattern and leaves every answer as it was', () => {
    const before = answers();
    const shared = Object.values(patterns).filter((value) => value instanceof RegExp).length;
    const count = warmUpClassifier();
    expect(shared).toBeGreaterThan(150);
    expect(count).toBeGreaterThanOrEqual(shared);
    expect(answers()).toEqual(before);
  });

  it('can be called again', () => {
    const first = warmUpClassifier();
    expect(warmUpClassifier()).toBe(first);
    expect(classifyError(errorFromDescriptor({ status: 529 })).reason).toBe('overloaded');
  });
});
