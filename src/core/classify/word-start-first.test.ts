import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as P from './patterns.js';
import { topLevelAlternatives, wordStartFirst } from './word-start-first.js';

/** Fragments that meet the word boundaries, classes and lookarounds of the patterns below. */
const FRAGMENTS = [
  'rate limit',
  'xrate limit',
  'invalid value',
  'unknown parameter',
  'xunknown parameter',
  ' ',
  '_',
  '-',
  '.',
  'a',
  'model',
  'is not supported',
  'by the model',
  'top_p ',
  'field',
  'required',
  'is blank',
  'credit balance',
  'no active subscription',
  'model_not_found',
  'does not exist',
  '\n',
  'の',
  '参数错误',
  '[',
  ']',
  '(',
  '|',
  'tokens per minute',
  'throttled',
  '1',
];
const text = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** Leftmost match start, or -1: the same for a pattern and its rewrite. */
function firstIndex(pattern: RegExp, input: string): number {
  return pattern.exec(input)?.index ?? -1;
}

describe('wordStartFirst', () => {
  it('factors the word-start alternatives into one boundary, keeping the others', () => {
    const rewritten = wordStartFirst(/\brate limit\b|throttl|\binvalid value\b|参数错误/);
    expect(rewritten.source).toBe('\\b(?:rate limit\\b|invalid value\\b)|throttl|参数错误');
  });

  it('matches where the original matched, on random texts', () => {
    const original =
      /\brate limit\b|throttl|\binvalid value\b|unknown parameter|\bis not supported by (?:the|this) model\b(?<=\btop_p is not supported by the model)|\b(?:field|block)\b[^\n]{0,20}?\bis blank\b|参数错误|[[(|]x/;
    const rewritten = wordStartFirst(original);
    expect(rewritten.source).not.toBe(original.source);
    fc.assert(
      fc.property(text, (input) => {
        expect(rewritten.test(input)).toBe(original.test(input));
        expect(firstIndex(rewritten, input)).toBe(firstIndex(original, input));
      }),
      { numRuns: 3000 },
    );
  });

  it('matches where the unfactored alternation matched for the families it rewrites', () => {
    // Each family's alternatives with the shared boundary put back on each one (the written
    // literal's alternatives, word-start ones first): the family must be that alternation factored,
    // and answer as it does. That the written order answers alike is pinned by the differential check.
    for (const family of [P.VALIDATION, P.RATE_LIMIT, P.BILLING_CORE, P.MODEL_NOT_FOUND]) {
      const alternatives = topLevelAlternatives(family.source);
      const written = alternatives.flatMap((alternative) =>
        alternative.startsWith('\\b(?:')
          ? topLevelAlternatives(alternative.slice(5, -1)).map((inner) => `\\b${inner}`)
          : [alternative],
      );
      expect(written.length).toBeGreaterThan(alternatives.length);
      const original = new RegExp(written.join('|'));
      expect(wordStartFirst(original).source).toBe(family.source);
      let matched = 0;
      fc.assert(
        fc.property(text, (input) => {
          expect(family.test(input)).toBe(original.test(input));
          if (original.test(input)) matched++;
        }),
        { numRuns: 500 },
      );
      // The random texts reach each family, so the comparison is not only over misses.
      expect(matched).toBeGreaterThan(0);
    }
  });

  it('leaves a pattern with a capturing group, flags or a single word-start alternative alone', () => {
    const capturing = /\b(rate) limit|\binvalid value|throttl/;
    const named = /\b(?<what>rate) limit|\binvalid value/;
    const flagged = /\brate limit|\binvalid value/i;
    const single = /\brate limit|throttl|quota/;
    for (const pattern of [capturing, named, flagged, single]) {
      expect(wordStartFirst(pattern)).toBe(pattern);
    }
  });

  it('does not factor a quantified boundary or a lookbehind right after one', () => {
    const rewritten = wordStartFirst(/\b(?<=x)y|\brate limit|\binvalid value/);
    expect(rewritten.source).toBe('\\b(?:rate limit|invalid value)|\\b(?<=x)y');
  });

  it('splits only at top-level bars, not inside groups, classes or escapes', () => {
    expect(topLevelAlternatives(String.raw`a(?:b|c)|[|(]d|e\|f|g`)).toEqual([
      'a(?:b|c)',
      '[|(]d',
      String.raw`e\|f`,
      'g',
    ]);
  });
});
