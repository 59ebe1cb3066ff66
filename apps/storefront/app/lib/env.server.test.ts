import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the settings the browser may see (browserEnv)', () => {
  test('are the public origin and PayPal client id, and nothing else of the environment', async () => {
    vi.stubEnv('STOREFRONT_URL', 'https://shop.example');
    vi.stubEnv('PAYPAL_CLIENT_ID', 'AbC-123_xyz');
    vi.stubEnv('BACKOFFICE_URL', 'http://10.0.0.7:4000');
    vi.stubEnv('METRICS_TOKEN', 'storefront-metrics-token-0123456789abcdef');
    const { browserEnv, serverEnv } = await import('./env.server');
    expect(browserEnv).toEqual({ STOREFRONT_URL: 'https://shop.example', PAYPAL_CLIENT_ID: 'AbC-123_xyz' });
    expect(serverEnv).toMatchObject({ BACKOFFICE_URL: 'http://10.0.0.7:4000' });
  });
});
