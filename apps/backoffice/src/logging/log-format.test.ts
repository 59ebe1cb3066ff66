import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { logOutput } from './log-format';

describe('LOG_FORMAT', () => {
  it('is pretty in development and JSON in production and tests unless set', () => {
    const format = (env: Record<string, string>) => loadConfig(env).LOG_FORMAT;
    expect(format({ NODE_ENV: 'development' })).toBe('pretty');
    expect(format({ NODE_ENV: 'production' })).toBe('json');
    expect(format({ NODE_ENV: 'test' })).toBe('json');
    expect(format({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(format({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(format({ NODE_ENV: 'production', LOG_FORMAT: '' })).toBe('json');
  });

  it('refuses anything but json or pretty, naming the variable', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('writes JSON lines through pino itself, and readable lines through pino-pretty', async () => {
    expect(logOutput('json')).toEqual({});

    const transport = logOutput('pretty').transport;
    expect(transport?.target).toBe('pino-pretty');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pretty-log-'));
    const file = path.join(dir, 'out.log');
    try {
      const stream = pino.transport({
        target: 'pino-pretty',
        options: { ...transport?.options, destination: file, colorize: false },
      });
      pino(stream).info({ reqId: 'abc-1' }, 'order placed');
      // Ending the transport waits for its worker thread to write the last line and stop.
      stream.end();
      await once(stream, 'close');
      const text = await fs.readFile(file, 'utf8');
      expect(text).toMatch(/INFO.*order placed/);
      expect(text).toContain('reqId: "abc-1"');
      expect(text.trimStart().startsWith('{')).toBe(false);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
