import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const backOffice = process.env.BACKOFFICE_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss(), reactRouter()],
  // In development the admin API and media come from the back-office, as they do in production.
  server: { proxy: { '/api': backOffice, '/media': backOffice } },
});
