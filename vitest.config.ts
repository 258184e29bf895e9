import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Seeds every fast-check property that does not name its own seed (FC_SEED to choose another).
    setupFiles: ['./test/support/fast-check-seed.ts', './test/support/grammar-gates.ts'],
    testTimeout: 20_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
