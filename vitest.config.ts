import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@plugin-api': fileURLToPath(new URL('./src/plugin-api/index.ts', import.meta.url)) },
  },
  test: {
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tools/**/*.test.ts',
      'project-check/**/*.test.{ts,tsx}',
      'tests/**/*.test.{ts,tsx}',
      'schemas/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    pool: 'threads',
    testTimeout: 20000,
  },
});
