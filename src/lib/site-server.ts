// scripts/serve.ts and the app share it: the app's copy (in Next's bundle) and the server's meet
// on globalThis.

/**
 * scripts/serve.ts marks the process before Next starts in it: the app then knows that the
 * socket's address reaches it in x-peer-address (and nothing a client sent under that name),
 * that bodies are bounded and that slow clients time out. Plain `next start` has none of this.
 */
const MARK = Symbol.for('chatgpt-consultant.site-server');
const GATE = Symbol.for('chatgpt-consultant.form-gate');
const shared = globalThis as unknown as Record<symbol, unknown>;

/** Called by scripts/serve.ts before Next is loaded. */
export function markSiteServer(): void {
  shared[MARK] = true;
}

export function isSiteServer(): boolean {
  return shared[MARK] === true;
}

/**
 * A form post sent without JavaScript, as scripts/serve.ts reads it before Next: the exported
 * name of the server action it names, its text fields, the path it was posted to.
 */
export type FormPost = { action: string; fields: Record<string, string>; path: string };
type Gate = (post: FormPost) => string | null;

/**
 * The app's check of such posts (the leads' honeypot): a path to send the post to with a 303,
 * without Next ever seeing it, or null to pass it on. Set once when the server starts (null: none).
 */
export function setFormGate(gate: Gate | null): void {
  shared[GATE] = gate;
}

export function formGate(): Gate | null {
  const gate = shared[GATE];
  return typeof gate === 'function' ? (gate as Gate) : null;
}
