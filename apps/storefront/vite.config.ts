import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // In development, /media/* reaches the back-office the way server.js proxies it in production.
  server: {
    proxy: { '/media': process.env.BACKOFFICE_URL ?? 'http://127.0.0.1:4000' },
  },
});
