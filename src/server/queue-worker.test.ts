import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueWorker, runLanes } from './queue-worker';

describe('runLanes', () => {
  it('runs the lanes side by side until each finds nothing more to take', async () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    const taken: number[] = [];
    let inFlight = 0;
    let most = 0;
    await runLanes(3, 60_000, async () => {
      const row = rows.shift();
      if (row === undefined) return false;
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      taken.push(row);
      return true;
    });
    expect(taken.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('stops taking rows once the budget has passed', async () => {
    let steps = 0;
    await runLanes(2, 30, async () => {
      steps++;
      await new Promise((r) => setTimeout(r, 20));
      return true;
    });
    expect(steps).toBeLessThanOrEqual(4);
  });
});

describe('queueWorker', () => {
  const workers: Array<{ stop: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });

  it('never runs twice at once: a kick during a run brings one more run after it', async () => {
    let runs = 0;
    let release!: () => void;
    const worker = queueWorker(`test-${Math.random()}`, async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
    });
    workers.push(worker);
    const first = worker.kick();
    const second = worker.kick();
    const third = worker.kick();
    expect(runs).toBe(1);
    release();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
  });

  it('logs a failed run and never rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const worker = queueWorker(`test-${Math.random()}`, async () => {
      throw new Error('database down');
    });
    workers.push(worker);
    await expect(worker.kick()).resolves.toBeUndefined();
    expect(error.mock.calls.flat().join(' ')).toMatch(/run failed/);
    error.mockRestore();
  });

  it('shares one worker per name in a process, as modules loaded twice do', async () => {
    const name = `test-${Math.random()}`;
    let runs = 0;
    let release!: () => void;
    const a = queueWorker(name, async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
    });
    const b = queueWorker(name, async () => {
      runs++;
    });
    workers.push(a);
    const running = a.kick();
    const joined = b.kick();
    release();
    await Promise.all([running, joined]);
    // b's kick found a's run going and asked for one more, which is a's again (its run function).
    expect(runs).toBe(2);
  });
});
