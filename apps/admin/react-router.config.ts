import type { Config } from '@react-router/dev/config';

export default {
  // A single-page app: the back-office serves the built files at /admin/ beside its API.
  ssr: false,
  basename: '/admin/',
} satisfies Config;
