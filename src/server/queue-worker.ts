import 'server-only';
import { logFailure } from '@/server/log';

/**
 * What the mail outbox and the webhook outbox share: rows claimed one at a time by a few lanes
 * side by side, and an in-process worker that runs the queue after a commit and every few seconds.
 */

/**
 * Runs `step` in `lanes` lanes until each says there is nothing more to take (false) or `budgetMs`
 * has passed: one slow or failing row holds one lane, never the queue.
 */
export async function runLanes(lanes: number, budgetMs: number, step: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + budgetMs;
  const lane = async () => {
    while (Date.now() < deadline && (await step()));
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

export type QueueWorker = {
  /** Runs the queue now (after a commit). Runs never overlap in this process: a kick during a run schedules one more run after it. Never rejects; errors are logged. */
  kick: () => Promise<void>;
  /** Starts the periodic run; the timer does not keep the process alive. Idempotent. */
  start: (intervalMs: number) => void;
  /** Stops the periodic run and waits for a run in progress (tests, shutdown). */
  stop: () => Promise<void>;
};

type WorkerState = { timer?: ReturnType<typeof setInterval>; running?: Promise<void>; again: boolean };

/**
 * The in-process worker of one queue. Its state lives on globalThis under `name`, so the server's
 * modules, loaded more than once by Next, share one worker per process.
 */
export function queueWorker(name: string, run: () => Promise<void>): QueueWorker {
  const store = globalThis as unknown as Record<symbol, WorkerState | undefined>;
  const key = Symbol.for(`chatgpt-consultant.${name}-worker`);
  const state = (): WorkerState => (store[key] ??= { again: false });

  const kick = (): Promise<void> => {
    const s = state();
    if (s.running) {
      s.again = true;
      return s.running;
    }
    s.running = (async () => {
      try {
        do {
          s.again = false;
          await run();
        } while (s.again);
      } catch (error) {
        logFailure(`[${name}] run failed`, error);
      } finally {
        s.running = undefined;
      }
    })();
    return s.running;
  };

  return {
    kick,
    start(intervalMs) {
      const s = state();
      if (s.timer) return;
      s.timer = setInterval(() => void kick(), intervalMs);
      s.timer.unref();
      void kick();
    },
    async stop() {
      const s = state();
      if (s.timer) clearInterval(s.timer);
      s.timer = undefined;
      await s.running;
    },
  };
}
