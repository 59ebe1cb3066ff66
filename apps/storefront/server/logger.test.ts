import { describe, expect, test } from 'vitest';

import { parseLogSettings } from './logger.js';

describe('parseLogSettings', () => {
  test('is info and JSON by default, pretty in development, as LOG_LEVEL and LOG_FORMAT say otherwise', () => {
    expect(parseLogSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info', format: 'json' });
    expect(parseLogSettings({ NODE_ENV: 'test' })).toEqual({ level: 'info', format: 'json' });
    expect(parseLogSettings({ NODE_ENV: 'development' })).toEqual({ level: 'info', format: 'pretty' });
    expect(parseLogSettings({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' })).toEqual({
      level: 'warn',
      format: 'pretty',
    });
    expect(parseLogSettings({ NODE_ENV: 'development', LOG_FORMAT: 'json', LOG_LEVEL: '' })).toEqual({
      level: 'info',
      format: 'json',
    });
  });

  test('refuses a level or format it does not know, naming the variable', () => {
    expect(() => parseLogSettings({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => parseLogSettings({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });
});
