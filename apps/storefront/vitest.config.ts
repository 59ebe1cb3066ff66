import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router plugin (it expects a full app build or dev server).
export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
