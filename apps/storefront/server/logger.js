// The storefront's logger, read from the variables the back-office reads: LOG_LEVEL, and LOG_FORMAT
// (`json` lines for log collectors, `pretty` readable lines through pino-pretty for people).
import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FORMATS = ['json', 'pretty'];

/**
 * @typedef {{ level: import('pino').LevelWithSilent, format: 'json' | 'pretty' }} LogSettings
 */

/**
 * LOG_LEVEL (default info) and LOG_FORMAT (default json; pretty when NODE_ENV is development). A
 * value outside them throws, so a typo stops the start.
 * @param {NodeJS.ProcessEnv} env
 * @returns {LogSettings}
 */
export function parseLogSettings(env) {
  const level = env.LOG_LEVEL?.trim() || 'info';
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}; got "${level}"`);
  if (!FORMATS.includes(format)) throw new Error(`LOG_FORMAT must be json or pretty; got "${format}"`);
  return /** @type {LogSettings} */ ({ level, format });
}

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
