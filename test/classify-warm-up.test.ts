import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

/** A string V8 stores two bytes a character: one character above Latin-1 (no RegExp: it is spied). */
function isTwoByte(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0xff) return true;
  return false;
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

  // V8 compiles a pattern straight to machine code only for a subject of 1,000 characters or more,
  // separately for one-byte and two-byte strings: each shared pattern must meet both.
  it('runs each shared pattern on a long one-byte and a long two-byte text', () => {
    const seen = new Map<RegExp, { oneByte: boolean; twoByte: boolean }>();
    const test = vi.spyOn(RegExp.prototype, 'test');
    test.mockImplementation(function (this: RegExp, subject: string): boolean {
      if (subject.length >= 1000) {
        const entry = seen.get(this) ?? { oneByte: false, twoByte: false };
        if (isTwoByte(subject)) entry.twoByte = true;
        else entry.oneByte = true;
        seen.set(this, entry);
      }
      return RegExp.prototype.exec.call(this, subject) !== null;
    });
    try {
      warmUpClassifier();
    } finally {
      test.mockRestore();
    }
    const missed = Object.entries(patterns)
      .filter(([, value]) => value instanceof RegExp)
      .filter(([, value]) => {
        const entry = seen.get(value as RegExp);
        return entry === undefined || !entry.oneByte || !entry.twoByte;
      })
      .map(([name]) => name);
    expect(missed).toEqual([]);
  });

  it('can be called again', () => {
    const first = warmUpClassifier();
    expect(warmUpClassifier()).toBe(first);
    expect(classifyError(errorFromDescriptor({ status: 529 })).reason).toBe('overloaded');
  });
});
