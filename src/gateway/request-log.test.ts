import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AttemptRecord } from '../core/errors.js';
import { summarizeAttempts } from './error-response.js';
import {
  createGatewayLogger,
  REDACT_PATHS,
  RequestLine,
  requestLineJson,
  requestLineWriter,
} from './request-log.js';

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

  it("censors the Azure clients' api-key header like x-api-key (the gateway takes it as its key)", () => {
    const { logger, lines } = capture((destination) => createGatewayLogger({ destination }));
    logger.info({ headers: { 'api-key': 'azure-gw-key-1' } }, 'x');
    logger.info({ req: { headers: { 'api-key': 'azure-gw-key-2' } } }, 'x');
    expect(lines.join('\n')).not.toContain('azure-gw-key');
    expect(lines[0]).toContain('"api-key":"[redacted]"');
  });

  it('censors nested secrets', () => {
    const { logger, lines } = capture((destination) => createGatewayLogger({ destination }));
    logger.info({ upstream: { apiKey: 'sk-live-123', model: 'm' } }, 'x');
    expect(lines[0]).toContain('"apiKey":"[redacted]"');
    expect(lines[0]).not.toContain('sk-live-123');
  });
});

describe('requestLineWriter', () => {
  const RECORDS: Record<string, unknown>[] = [
    {
      requestId: '3f2a9c1e-1111-4444-8888-000000000001',
      method: 'POST',
      path: '/v1/chat/completions',
      api: 'openai',
      model: 'chat',
      stream: false,
      status: 200,
      target: 'chat[0]:openai/gpt-4o',
      attempts: [
        {
          attempt: 1,
          target: 'chat[0]:openai/gpt-4o',
          credential: 'key#1',
          reason: 'ok',
          category: 'ok',
          action: 'success',
          durationMs: 12,
        },
      ],
      durationMs: 13.57,
    },
    {
      requestId: 'r-2',
      method: 'POST',
      path: '/v1/messages',
      api: 'anthropic',
      model: 'odd "model" \\ \n \u2028 é 😀',
      stream: true,
      status: 502,
      reason: 'server_error',
      target: undefined,
      attempts: [
        {
          attempt: 1,
          target: 'a[0]:x/y',
          reason: 'overloaded',
          category: 'overloaded.capacity',
          status: 529,
          action: 'retry',
          durationMs: 3,
        },
        {
          attempt: 2,
          target: 'a[1]:x/z',
          reason: 'server_error',
          category: 'server',
          action: 'fail',
          durationMs: 4,
        },
      ],
      durationMs: 1234.5,
    },
    {
      requestId: 'r-3',
      method: 'GET',
      path: '/nope',
      status: 404,
      reason: 'not_found',
      durationMs: 0.01,
    },
    { requestId: 'r-4', method: 'DELETE', path: '/v1/models' },
  ];

  it('writes the line pino writes for logger.info/warn(record, "request"), byte for byte', () => {
    for (const level of ['info', 'warn', 'error', 'debug']) {
      const reference = capture((destination) => createGatewayLogger({ level, destination }));
      const fast = capture((destination) => createGatewayLogger({ level, destination }));
      const write = requestLineWriter(fast.logger);
      for (const record of RECORDS) {
        for (const warn of [false, true]) {
          if (warn) reference.logger.warn(record, 'request');
          else reference.logger.info(record, 'request');
          write(record, warn);
        }
      }
      expect(fast.lines).toEqual(reference.lines);
      expect(fast.lines.length).toBe(
        level === 'info' || level === 'debug' ? 8 : level === 'warn' ? 4 : 0,
      );
    }
  });

  it('follows level changes, and uses the logger itself for other loggers', () => {
    const fast = capture((destination) => createGatewayLogger({ destination }));
    const write = requestLineWriter(fast.logger);
    fast.logger.level = 'warn';
    write({ requestId: 'a' }, false);
    write({ requestId: 'b' }, true);
    fast.logger.level = 'info';
    write({ requestId: 'c' }, false);
    expect(fast.lines.map((line) => JSON.parse(line).requestId)).toEqual(['b', 'c']);

    const other = capture((destination) => pino({ base: null }, destination));
    requestLineWriter(other.logger)({ requestId: 'd', secret: 'sk-1' }, true);
    expect(JSON.parse(other.lines[0] ?? '{}')).toEqual({
      level: 40,
      requestId: 'd',
      secret: 'sk-1',
      msg: 'request',
    });
  });
});

describe('requestLineJson', () => {
  const odd = fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      'é',
      '😀',
      '"',
      '\\',
      '\n',
      '\t',
      '\u0000',
      '\u2028',
      '\ud800',
      '\udc00',
      '/',
    ),
    maxLength: 8,
  });
  const number = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21, 1e-7, 0.1 + 0.2),
  );
  const attemptRecord: fc.Arbitrary<AttemptRecord> = fc.record(
    {
      attempt: fc.integer({ min: 1, max: 9 }),
      target: odd,
      credential: odd,
      startedAtMs: fc.nat(),
      durationMs: number,
      classification: fc.record(
        {
          reason: fc.constantFrom('rate_limit', 'server_error', 'unknown'),
          category: odd,
          retryable: fc.boolean(),
          status: fc.integer({ min: 100, max: 599 }),
        },
        { requiredKeys: ['reason', 'category', 'retryable'] },
      ) as fc.Arbitrary<AttemptRecord['classification']>,
      action: fc.constantFrom('success', 'retry', 'fail', 'fallback'),
    },
    {
      requiredKeys: ['attempt', 'target', 'startedAtMs', 'durationMs', 'classification', 'action'],
    },
  );
  const line = fc
    .record({
      requestId: odd,
      method: odd,
      path: odd,
      api: fc.option(fc.constantFrom('openai' as const, 'anthropic' as const), { nil: undefined }),
      model: fc.option(odd, { nil: undefined }),
      stream: fc.option(fc.boolean(), { nil: undefined }),
      status: fc.option(number, { nil: undefined }),
      reason: fc.option(odd, { nil: undefined }),
      target: fc.option(odd, { nil: undefined }),
      attempts: fc.option(fc.array(attemptRecord, { maxLength: 3 }), { nil: undefined }),
      durationMs: fc.option(number, { nil: undefined }),
    })
    .map((fields) => {
      const record = new RequestLine(fields.requestId, fields.method, fields.path);
      record.api = fields.api;
      record.model = fields.model;
      record.stream = fields.stream;
      record.status = fields.status;
      record.reason = fields.reason;
      record.target = fields.target;
      record.attempts = fields.attempts && summarizeAttempts(fields.attempts);
      record.durationMs = fields.durationMs;
      return record;
    });

  it('is JSON.stringify of the record, for odd strings, numbers and attempts', () => {
    fc.assert(
      fc.property(line, (record) => {
        expect(requestLineJson(record)).toBe(JSON.stringify(record));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the line the JSON.stringify path writes for the same fields', () => {
    fc.assert(
      fc.property(line, fc.boolean(), (record, warn) => {
        const before = capture((destination) => createGatewayLogger({ destination }));
        const after = capture((destination) => createGatewayLogger({ destination }));
        // A plain copy is not a RequestLine: the writer serializes it with JSON.stringify.
        requestLineWriter(before.logger)({ ...record }, warn);
        requestLineWriter(after.logger)(record, warn);
        expect(after.lines).toEqual(before.lines);
      }),
      { numRuns: 500 },
    );
  });

  it('makes the line pino writes for the record (pino leaves lone surrogates unescaped)', () => {
    const wellFormed = line.filter((record) => !/\\ud[89a-f]/i.test(JSON.stringify(record)));
    fc.assert(
      fc.property(wellFormed, fc.boolean(), (record, warn) => {
        const reference = capture((destination) => createGatewayLogger({ destination }));
        const fast = capture((destination) => createGatewayLogger({ destination }));
        if (warn) reference.logger.warn(record, 'request');
        else reference.logger.info(record, 'request');
        requestLineWriter(fast.logger)(record, warn);
        expect(fast.lines).toEqual(reference.lines);
      }),
      { numRuns: 300 },
    );
  });
});
