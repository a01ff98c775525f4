import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUtf8Decoder } from './sse.js';

describe('createUtf8Decoder', () => {
  it('decodes text split at any byte, as TextDecoder does', () => {
    const text = 'a€ b😀 ç — data: {"x":"ü"}\n\n';
    const bytes = Buffer.from(text, 'utf8');
    for (let cut = 0; cut <= bytes.length; cut++) {
      for (let second = cut; second <= bytes.length; second++) {
        const decoder = createUtf8Decoder();
        const out =
          decoder.decode(bytes.subarray(0, cut)) +
          decoder.decode(bytes.subarray(cut, second)) +
          decoder.decode(bytes.subarray(second)) +
          decoder.end();
        expect(out).toBe(text);
      }
    }
  });

  it('matches TextDecoder on random bytes split at random places (invalid bytes included)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.array(fc.nat(64), { maxLength: 4 }),
        (raw, cuts) => {
          const bytes = Buffer.from(raw);
          const points = [...new Set(cuts.map((cut) => Math.min(cut, bytes.length)))].sort(
            (a, b) => a - b,
          );
          const reference = new TextDecoder();
          const decoder = createUtf8Decoder();
          let expected = '';
          let actual = '';
          let from = 0;
          for (const point of [...points, bytes.length]) {
            expected += reference.decode(bytes.subarray(from, point), { stream: true });
            actual += decoder.decode(bytes.subarray(from, point));
            from = point;
          }
          expected += reference.decode();
          actual += decoder.end();
          // Replacement characters may be grouped differently for invalid input; valid text is equal.
          const valid = !expected.includes('\ufffd');
          if (valid) expect(actual).toBe(expected);
          else expect(actual.replace(/\ufffd+/g, '?')).toBe(expected.replace(/\ufffd+/g, '?'));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('drops a byte order mark at the start only, even when it arrives split', () => {
    const decoder = createUtf8Decoder();
    expect(decoder.decode(Uint8Array.from([0xef, 0xbb]))).toBe('');
    expect(decoder.decode(Buffer.from([0xbf, 0x61, 0xef, 0xbb, 0xbf]))).toBe('a\ufeff');
    expect(decoder.end()).toBe('');
  });
});
