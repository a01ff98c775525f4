import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../core/errors.js';
import { createHostCheck } from './host-check.js';

describe('createHostCheck', () => {
  const isAllowed = createHostCheck({ allowedHosts: ['Gw.Internal', '.corp.internal', 'fd00::1'] });

  it('passes loopback names and addresses as browsers write them, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:4000',
      'LOCALHOST:4000',
      'a.b.localhost:1',
      '127.0.0.1',
      '127.255.255.254:80',
      '[::1]',
      '[::1]:4000',
      '[0:0:0:0:0:0:0:1]:4000',
      'localhost:',
    ])
      expect(isAllowed(host), host).toBe(true);
  });

  it('passes listed hosts (a leading dot: the domain and its subdomains), case-insensitively', () => {
    for (const host of [
      'gw.internal:4000',
      'GW.INTERNAL',
      'corp.internal',
      'a.b.corp.internal:9',
      '[fd00::1]:4000',
    ])
      expect(isAllowed(host), host).toBe(true);
  });

  it('refuses other names, look-alikes and malformed headers', () => {
    for (const host of [
      'evil.example',
      'evil.example:4000',
      'localhost.evil.example',
      'evilcorp.internal',
      'gw.internal.evil.example',
      '[::2]',
      '[fd00::2]',
      '0.0.0.0',
      '10.0.0.1:4000',
      '127.0.0.256',
      'localhost:99999999',
      'localhost:4000:1',
      'localhost@evil.example',
      'evil.example\\localhost',
      ' localhost',
      '[::1',
    ])
      expect(isAllowed(host), JSON.stringify(host)).toBe(false);
  });

  it('passes a request that names no host: browsers always send one', () => {
    expect(isAllowed(undefined)).toBe(true);
    expect(isAllowed('')).toBe(true);
  });

  it('gives the same verdict from its cache, past its size too', () => {
    const check = createHostCheck();
    for (let index = 0; index < 300; index++) expect(check(`h${index}.example`)).toBe(false);
    expect(check('evil.example')).toBe(false);
    expect(check('evil.example')).toBe(false);
    expect(check('localhost:1')).toBe(true);
    expect(check('localhost:1')).toBe(true);
  });

  it('refuses a bad list with the index to fix', () => {
    expect(() => createHostCheck({ allowedHosts: ['ok.internal', 'http://x.internal'] })).toThrow(
      InvalidOptionsError,
    );
    expect(() => createHostCheck({ allowedHosts: ['ok.internal', 'x.internal:80'] })).toThrow(
      /allowedHosts\[1\]: .*port/,
    );
    expect(() => createHostCheck({ allowedHosts: 'x.internal' as unknown as string[] })).toThrow(
      /allowedHosts: must be a list/,
    );
  });
});
