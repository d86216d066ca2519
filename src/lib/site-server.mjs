// Plain JavaScript, so that scripts/serve.mjs (run by plain Node) and the app share it.

/**
 * scripts/serve.mjs marks the process before Next starts in it: the app then knows that the
 * socket's address reaches it in x-peer-address (and nothing a client sent under that name),
 * that bodies are bounded and that slow clients time out. Plain `next start` has none of this.
 */
const MARK = Symbol.for('chatgpt-consultant.site-server');

/** Called by scripts/serve.mjs before Next is loaded. */
export function markSiteServer() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[MARK] = true;
}

/** @returns {boolean} */
export function isSiteServer() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[MARK] === true;
}
