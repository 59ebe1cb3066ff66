import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, test, vi } from 'vitest';

import { configWarnings, loadStorefrontConfig, parseStorefrontConfig, storefrontConfig } from './config.js';

const SHARED = Symbol.for('palestine-shop.storefront-config');

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SHARED];
  vi.resetModules();
});

describe("the storefront's public origin (STOREFRONT_URL)", () => {
  test('is the configured origin, without a trailing slash', () => {
    expect(parseStorefrontConfig({ STOREFRONT_URL: 'https://shop.example/' }).STOREFRONT_URL).toBe(
      'https://shop.example',
    );
    expect(parseStorefrontConfig({ STOREFRONT_URL: ' https://Shop.Example:8443 ' }).STOREFRONT_URL).toBe(
      'https://shop.example:8443',
    );
  });

  test('defaults to the listening address in development, silently', () => {
    const development = parseStorefrontConfig({ NODE_ENV: 'development' });
    expect(development.STOREFRONT_URL).toBe('http://localhost:3000');
    expect(configWarnings(development)).toEqual([]);
    expect(parseStorefrontConfig({ PORT: '3100', STOREFRONT_URL: '' }).STOREFRONT_URL).toBe('http://localhost:3100');
  });

  test('defaults the same way in production, with a warning at start', () => {
    const production = parseStorefrontConfig({ NODE_ENV: 'production' });
    expect(production.STOREFRONT_URL).toBe('http://localhost:3000');
    expect(configWarnings(production)).toEqual([expect.stringMatching(/^STOREFRONT_URL is not set/)]);
    expect(configWarnings(parseStorefrontConfig({ STOREFRONT_URL: 'https://shop.example' }))).toEqual([]);
  });

  test.each([['shop.example'], ['ftp://shop.example'], ['https://shop.example/shop'], ['https://shop.example/?a=1']])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => parseStorefrontConfig({ STOREFRONT_URL: value })).toThrow(
        /STOREFRONT_URL must be the shop's public origin/,
      );
    },
  );
});

describe('the log settings (LOG_LEVEL, LOG_FORMAT)', () => {
  const logSettings = (env: NodeJS.ProcessEnv) => {
    const config = parseStorefrontConfig(env);
    return { level: config.LOG_LEVEL, format: config.LOG_FORMAT };
  };

  test('are info and JSON by default, pretty in development, as LOG_LEVEL and LOG_FORMAT say otherwise', () => {
    expect(logSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({ NODE_ENV: 'test' })).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({ NODE_ENV: 'development' })).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' })).toEqual({
      level: 'warn',
      format: 'pretty',
    });
    expect(logSettings({ NODE_ENV: 'development', LOG_FORMAT: 'json', LOG_LEVEL: '' })).toEqual({
      level: 'info',
      format: 'json',
    });
  });

  test('refuse a level or format they do not know, naming the variable', () => {
    expect(() => logSettings({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => logSettings({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the other settings', () => {
  test('have the documented defaults (docs/deploy.md), blank values counting as unset', () => {
    const defaults = {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: 3000,
      BACKOFFICE_URL: 'http://127.0.0.1:4000',
      TRUST_PROXY: false,
      PAGE_CACHE: true,
    };
    const unset = parseStorefrontConfig({});
    expect(unset).toMatchObject(defaults);
    expect([unset.METRICS_TOKEN, unset.PAYPAL_CLIENT_ID]).toEqual([undefined, undefined]);
    const blank = parseStorefrontConfig({
      HOST: ' ',
      PORT: '',
      BACKOFFICE_URL: '',
      TRUST_PROXY: '',
      PAGE_CACHE: '',
      METRICS_TOKEN: '',
      PAYPAL_CLIENT_ID: '',
    });
    expect(blank).toMatchObject(defaults);
    expect([blank.METRICS_TOKEN, blank.PAYPAL_CLIENT_ID]).toEqual([undefined, undefined]);
  });

  test('are read as server.js and the end-to-end suite set them', () => {
    expect(
      parseStorefrontConfig({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '3100',
        BACKOFFICE_URL: 'http://127.0.0.1:4100/shop-admin/',
        STOREFRONT_URL: 'http://127.0.0.1:3100',
        TRUST_PROXY: '1',
        PAGE_CACHE: 'off',
        METRICS_TOKEN: 'storefront-metrics-token-0123456789abcdef',
        PAYPAL_CLIENT_ID: 'AbC-123_xyz',
      }),
    ).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3100,
      // A path prefix is kept, without its trailing slash.
      BACKOFFICE_URL: 'http://127.0.0.1:4100/shop-admin',
      STOREFRONT_URL: 'http://127.0.0.1:3100',
      TRUST_PROXY: 1,
      PAGE_CACHE: false,
      METRICS_TOKEN: 'storefront-metrics-token-0123456789abcdef',
      PAYPAL_CLIENT_ID: 'AbC-123_xyz',
    });
    expect(parseStorefrontConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  test.each([
    ['NODE_ENV', 'staging', /^NODE_ENV must be development, production or test$/],
    ['PORT', 'http', /^PORT must be a port number/],
    ['PORT', '70000', /^PORT must be a port number/],
    ['BACKOFFICE_URL', 'localhost:4000', /^BACKOFFICE_URL must be an absolute http\(s\) URL$/],
    ['BACKOFFICE_URL', 'ftp://backoffice.example', /^BACKOFFICE_URL must be an absolute http\(s\) URL$/],
    ['TRUST_PROXY', 'everyone', /^TRUST_PROXY must be none/],
    ['PAGE_CACHE', 'false', /^PAGE_CACHE must be on or off$/],
    ['METRICS_TOKEN', 'short', /^METRICS_TOKEN must be at least 32/],
    ['PAYPAL_CLIENT_ID', 'not an id', /^PAYPAL_CLIENT_ID must be a PayPal client id$/],
  ])('refuse %s=%s with a message naming it', (variable, value, message) => {
    const problem = () => {
      try {
        parseStorefrontConfig({ [variable]: value });
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
      return [];
    };
    expect(problem()).toEqual([expect.stringMatching(message)]);
  });

  test('name every wrong variable at once', () => {
    expect(() => parseStorefrontConfig({ PORT: '-1', TRUST_PROXY: 'x', LOG_FORMAT: 'text' })).toThrow(
      /^Invalid storefront configuration:\n {2}PORT .*\n {2}TRUST_PROXY .*\n {2}LOG_FORMAT .*$/,
    );
  });
});

describe('reading the environment once', () => {
  test('the settings server.js read are the ones the React Router build gets, in its own module graph', async () => {
    const read = loadStorefrontConfig({ STOREFRONT_URL: 'https://shop.example', PORT: '3100' });
    vi.resetModules();
    const build = await import('./config.js');
    expect(build.storefrontConfig()).toBe(read);
    expect(Object.isFrozen(read)).toBe(true);
  });

  test('without server.js (react-router dev, unit tests) the environment is read where asked', () => {
    vi.stubEnv('STOREFRONT_URL', 'https://dev.shop.example');
    try {
      expect(storefrontConfig().STOREFRONT_URL).toBe('https://dev.shop.example');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('server.js stops at start on a bad setting, with one message naming it', () => {
    const server = fileURLToPath(new URL('../server.js', import.meta.url));
    const run = spawnSync(process.execPath, [server], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', TRUST_PROXY: 'everyone' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^Storefront not started: Invalid storefront configuration:\n {2}TRUST_PROXY must be none/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
