import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../../core/model.js';
import { hashLastUserDigest, hashText, lastUserDigest } from './sandbox-text.js';

const long = (length: number, salt: string) =>
  Array.from({ length }, (_, index) =>
    String.fromCharCode(32 + ((index * 7 + salt.length) % 90)),
  ).join('');

describe('hashLastUserDigest', () => {
  it('equals hashing the digest string, for every content shape and length', () => {
    const requests: ChatRequest[] = [
      { model: 'm', messages: [] },
      { model: 'm', messages: [{ role: 'assistant', content: 'no user here' }] },
      { model: 'm', messages: [{ role: 'user', content: '' }] },
      { model: 'm', messages: [{ role: 'user', content: 'short question' }] },
      { model: 'm', messages: [{ role: 'user', content: long(512, 'a') }] },
      { model: 'm', messages: [{ role: 'user', content: long(513, 'b') }] },
      { model: 'm', messages: [{ role: 'user', content: long(128, 'd') }] },
      { model: 'm', messages: [{ role: 'user', content: long(129, 'e') }] },
      { model: 'm', messages: [{ role: 'user', content: long(20_000, 'c') }] },
      {
        model: 'm',
        messages: [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'reply' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Request #7: where is my order? ' },
              { type: 'text', text: long(16_000, 'filler') },
              { type: 'image', mediaType: 'image/png', data: 'AAAA' },
              { type: 'text', text: long(700, 'tail') },
            ],
          },
        ],
      },
    ];
    for (const request of requests)
      for (const seed of [undefined, 1, 0xdeadbeef]) {
        const expected =
          seed === undefined
            ? hashText(lastUserDigest(request))
            : hashText(lastUserDigest(request), seed);
        expect(hashLastUserDigest(request, seed)).toBe(expected);
      }
  });

  it('continues like hashing the concatenation (how the sandbox seeds an answer)', () => {
    const request: ChatRequest = {
      model: 'm',
      messages: [{ role: 'user', content: long(900, 'x') }],
    };
    expect(hashText('\u0000model-a', hashLastUserDigest(request))).toBe(
      hashText(`${lastUserDigest(request)}\u0000model-a`),
    );
  });
});
