import { describe, expect, it } from 'vitest';

// The runtime exports of each entry point. A diff here is an API change: review it, and note it
// in the changelog.
const entries = {
  '.': () => import('../src/index.js'),
  './gateway': () => import('../src/gateway/index.js'),
  './config': () => import('../src/config/index.js'),
  './stores': () => import('../src/stores/index.js'),
  './telemetry': () => import('../src/telemetry/index.js'),
  './telemetry/otel': () => import('../src/telemetry/otel/index.js'),
  './testing': () => import('../src/testing/index.js'),
  './ai-sdk': () => import('../src/ai-sdk/index.js'),
  './sim': () => import('../src/sim/index.js'),
} as const;

describe('public API', () => {
  for (const [entry, load] of Object.entries(entries)) {
    it(`${entry} exports exactly the reviewed names`, async () => {
      const module = await load();
      expect(Object.keys(module).sort()).toMatchSnapshot();
    });
  }

  it('the main entry carries the DESIGN §10.1 contract', async () => {
    const main = await import('../src/index.js');
    expect(typeof main.classifyError).toBe('function');
    expect(typeof main.errorFromDescriptor).toBe('function');
    expect(typeof main.createClient).toBe('function');
    const classification = main.classifyError(main.errorFromDescriptor({ status: 529 }));
    expect(classification.reason).toBe('overloaded');
  });
});
