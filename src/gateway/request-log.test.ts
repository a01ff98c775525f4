import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createGatewayLogger, REDACT_PATHS } from './request-log.js';

function capture(make: (destination: Writable) => pino.Logger): {
  logger: pino.Logger;
  lines: string[];
} {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk).replace(/,"time":\d+/, ''));
      callback();
    },
  });
  return { logger: make(destination), lines };
}

const CASES: Record<string, unknown>[] = [
  {
    a: 1,
    b: { secret: 's', x: 1 },
    c: [1, 2],
    d: { keys: ['k'], apiKey: 'z', api_key: 'q', authorization: 'Bearer x' },
  },
  {
    headers: { authorization: 'a', 'x-api-key': 'k', other: 1 },
    req: { headers: { authorization: 'b', 'x-api-key': 'c' } },
  },
  {
    authorization: 'x',
    apiKey: 'y',
    api_key: 'z',
    secret: 's',
    keys: ['k'],
    nested: { deep: { secret: 'kept' } },
  },
  { n: null, sub: { secret: undefined }, list: [{ secret: 'in an array: not a path' }] },
  { requestId: 'r', attempts: [{ credential: 'key#1' }], status: 200 },
];

describe('createGatewayLogger redaction', () => {
  it('writes exactly what pino redaction over REDACT_PATHS writes, without touching the object', () => {
    for (const object of CASES) {
      const reference = capture((destination) =>
        pino(
          {
            level: 'info',
            base: { service: 'stayup' },
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
          },
          destination,
        ),
      );
      const gateway = capture((destination) => createGatewayLogger({ destination }));
      const before = JSON.stringify(object);
      reference.logger.info(object, 'request');
      gateway.logger.info(object, 'request');
      expect(gateway.lines).toEqual(reference.lines);
      expect(JSON.stringify(object)).toBe(before);
    }
  });

  it('censors nested secrets', () => {
    const { logger, lines } = capture((destination) => createGatewayLogger({ destination }));
    logger.info({ upstream: { apiKey: 'sk-live-123', model: 'm' } }, 'x');
    expect(lines[0]).toContain('"apiKey":"[redacted]"');
    expect(lines[0]).not.toContain('sk-live-123');
  });
});
