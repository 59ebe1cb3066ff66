import type { LogFormat } from '../config';

/**
 * The logger's output for LOG_FORMAT: JSON lines on stdout (pino's own) for collectors, or readable
 * lines through pino-pretty, which runs in a worker thread as pino's transport.
 */
export function logOutput(format: LogFormat): { transport?: { target: string; options: object } } {
  if (format === 'json') return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
}
