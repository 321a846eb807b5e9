import { defineConfig } from 'vitest/config';
import '../scripts/vitest-node20.mts';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
