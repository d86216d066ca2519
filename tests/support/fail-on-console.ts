import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * A test fails on any console error or warning (house rule). A test that expects a log line
 * (code logging a handled failure) takes it with consumeConsoleCalls() and checks it.
 */
const calls: { level: 'error' | 'warn'; args: unknown[] }[] = [];
let spies: MockInstance[] = [];

export function consumeConsoleCalls() {
  return calls.splice(0);
}

beforeEach(() => {
  calls.length = 0;
  spies = [
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void calls.push({ level: 'error', args })),
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void calls.push({ level: 'warn', args })),
  ];
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
  expect(calls.splice(0), 'console.error / console.warn was called').toEqual([]);
});
