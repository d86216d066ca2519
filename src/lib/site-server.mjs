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

const GATE = Symbol.for('chatgpt-consultant.form-gate');

/**
 * @typedef {{ action: string, fields: Record<string, string>, path: string }} FormPost
 * A form post sent without JavaScript, as scripts/serve.mjs reads it before Next: the exported
 * name of the server action it names, its text fields, the path it was posted to.
 */

/**
 * The app's check of such posts (the leads' honeypot): a path to send the post to with a 303,
 * without Next ever seeing it, or null to pass it on. Set once when the server starts (null: none).
 * @param {((post: FormPost) => string | null) | null} gate
 */
export function setFormGate(gate) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[GATE] = gate;
}

/** @returns {((post: FormPost) => string | null) | null} */
export function formGate() {
  const gate = /** @type {Record<symbol, unknown>} */ (globalThis)[GATE];
  return typeof gate === 'function' ? /** @type {(post: FormPost) => string | null} */ (gate) : null;
}
