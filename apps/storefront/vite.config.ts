import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FEATURE_ENTRY = /\/app\/features\/[^/]+\/index\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      // A feature's public entry (features/*/index.ts) only re-exports: a page that uses one export of it
      // gets that module alone, not every module the entry names.
      treeshake: { moduleSideEffects: (id) => !FEATURE_ENTRY.test(id) },
    },
  },
  // In development, /media/* reaches the back-office the way server.js proxies it in production.
  server: {
    proxy: { '/media': process.env.BACKOFFICE_URL ?? 'http://127.0.0.1:4000' },
  },
});
