// compression() sends `res.on('drain', …)` to its zlib stream but leaves `removeListener`/`off` on
// the response (expressjs/compression#135). Every `once('drain')` that React Router's stream writer
// (or a pipe) adds under back-pressure therefore stays on the zlib stream for the rest of the
// answer: each drain calls all of them again, and past ten Node warns
// "MaxListenersExceededWarning: … drain listeners added to [BrotliCompress]". This middleware, put
// right after compression(), keeps the response's 'drain' listeners itself and gives compression
// a single one that calls them, so adding and removing them is symmetric again.

/** @typedef {((...args: unknown[]) => void) & { listener?: (...args: unknown[]) => void }} Listener */

/** @returns {import('express').RequestHandler} */
export function singleDrainListener() {
  return (_req, res, next) => {
    /** @type {Listener[]} */
    const listeners = [];
    let handedOver = false;
    const on = res.on;
    const removeListener = res.removeListener;
    const callListeners = () => {
      for (const listener of [...listeners]) listener.call(res);
    };

    /**
     * @this {import('express').Response}
     * @param {string | symbol} type
     * @param {Listener} listener
     */
    function addListener(type, listener) {
      if (type !== 'drain') return on.call(this, type, listener);
      listeners.push(listener);
      if (!handedOver) {
        handedOver = true;
        on.call(this, 'drain', callListeners);
      }
      return this;
    }

    /**
     * @this {import('express').Response}
     * @param {string | symbol} type
     * @param {Listener} listener
     */
    function dropListener(type, listener) {
      if (type !== 'drain') return removeListener.call(this, type, listener);
      // `once` wraps the listener; Node removes either by the original function.
      const index = listeners.findLastIndex((added) => added === listener || added.listener === listener);
      if (index >= 0) listeners.splice(index, 1);
      return this;
    }

    res.on = res.addListener = /** @type {typeof res.on} */ (addListener);
    res.removeListener = res.off = /** @type {typeof res.removeListener} */ (dropListener);
    next();
  };
}
