import { describe, expect, it } from 'vitest';
import { jsonAnswerText } from './json-answer-text.js';

const schemaFormat = (schema: Record<string, unknown>) =>
  ({ type: 'json_schema', name: 'x', schema }) as const;

describe('jsonAnswerText', () => {
  it('JSON mode wraps the free-text answer in {"answer": …}, deterministic in the seed', () => {
    const first = jsonAnswerText({ format: { type: 'json_object' }, seed: 7, tokens: 10 });
    const value = JSON.parse(first) as { answer: string };
    expect(value.answer.length).toBe(40);
    expect(jsonAnswerText({ format: { type: 'json_object' }, seed: 7, tokens: 10 })).toBe(first);
    expect(jsonAnswerText({ format: { type: 'json_object' }, seed: 8, tokens: 10 })).not.toBe(
      first,
    );
  });

  it('takes const, the first enum value and the first anyOf / oneOf variant', () => {
    const text = jsonAnswerText({
      format: schemaFormat({
        type: 'object',
        properties: {
          kind: { const: 'contact' },
          level: { enum: [3, 4] },
          id: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
          note: { oneOf: [{ type: 'null' }, { type: 'string' }] },
        },
      }),
      seed: 1,
      tokens: 0,
    });
    expect(JSON.parse(text)).toEqual({
      kind: 'contact',
      level: 3,
      id: expect.any(Number),
      note: null,
    });
  });

  it('a recursive schema stays finite: nesting stops at depth 6', () => {
    const text = jsonAnswerText({
      format: schemaFormat({
        $ref: '#/$defs/node',
        $defs: {
          node: {
            type: 'object',
            properties: { name: { type: 'string' }, child: { $ref: '#/$defs/node' } },
          },
        },
      }),
      seed: 3,
      tokens: 0,
    });
    let node = JSON.parse(text) as { child?: unknown };
    let depth = 0;
    while (node.child !== undefined) {
      node = node.child as { child?: unknown };
      depth++;
    }
    expect(depth).toBe(6);
  });

  it('an unresolvable $ref, a non-object schema or an unknown type answer a word, never throw', () => {
    for (const schema of [{ $ref: 'https://example.com/s.json' }, { $ref: '#/$defs/missing' }]) {
      expect(() =>
        JSON.parse(jsonAnswerText({ format: schemaFormat(schema), seed: 2, tokens: 0 })),
      ).not.toThrow();
    }
    const text = jsonAnswerText({
      format: schemaFormat({ type: 'object', properties: { a: true, b: { type: 'date' } } }),
      seed: 2,
      tokens: 0,
    });
    expect(JSON.parse(text)).toEqual({ a: expect.any(String), b: expect.any(String) });
  });
});
