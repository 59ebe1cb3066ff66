// The storefront's logger, set by the variables the back-office reads (server/config.js checks them):
// LOG_LEVEL, and LOG_FORMAT (`json` lines for log collectors, `pretty` readable lines through
// pino-pretty for people).
import pino from 'pino';

/**
 * @typedef {{ level: import('pino').LevelWithSilent, format: 'json' | 'pretty' }} LogSettings
 */

/**
 * A logger writing JSON lines to `destination` (stdout by default), or readable lines through
 * pino-pretty, which runs in a worker thread as pino's transport.
 * @param {LogSettings} settings
 * @param {import('pino').DestinationStream} [destination]
 */
export function createLogger({ level, format }, destination) {
  if (format === 'pretty') {
    return pino({
      level,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    });
  }
  return pino({ level }, destination);
}

/** For apps built without a logger (tests that do not look at logs). */
export const silentLogger = pino({ level: 'silent' });
