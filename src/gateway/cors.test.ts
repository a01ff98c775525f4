import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../core/errors.js';
import { createCorsPolicy, gatewayCorsPolicy } from './cors.js';

describe('createCorsPolicy', () => {
  it('refuses origins that are not origins, naming the entry', () => {
    expect(() => createCorsPolicy({ origins: [] })).toThrow(InvalidOptionsError);
    expect(() =>
      createCorsPolicy({ origins: ['https://ok.example.com', 'https://x.example.com/app'] }),
    ).toThrow('cors.origins[1]');
    expect(() => createCorsPolicy({ origins: '*', maxAgeMs: -1 })).toThrow('cors.maxAgeMs');
    const app = createCorsPolicy({ origins: ['tauri://localhost', 'capacitor://localhost'] });
    expect(app.allowsOrigin('tauri://localhost')).toBe(true);
    expect(app.allowsOrigin('capacitor://localhost')).toBe(true);
    expect(() => createCorsPolicy({ origins: ['tauri://localhost/index.html'] })).toThrow(
      'cors.origins[0]',
    );
  });

  it('is off unless the option or the config turns it on; the option wins', () => {
    expect(gatewayCorsPolicy(undefined, undefined)).toBeUndefined();
    expect(gatewayCorsPolicy(false, { origins: '*' })).toBeUndefined();
    expect(gatewayCorsPolicy(undefined, { origins: '*' })).toBeDefined();
    expect(gatewayCorsPolicy({ origins: ['https://a.example.com'] }, undefined)).toBeDefined();
  });
});
