import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // CI also writes a JSON report; .ci/run prints its plain "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/vitest.json' }]]
      : ['default'],
  },
});
