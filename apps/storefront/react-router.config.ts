import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: <html lang dir>, titles and product data are in the first byte of HTML.
  ssr: true,
} satisfies Config;
