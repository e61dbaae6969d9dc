import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A mocked response settles over a few real turns of the event loop (setImmediate is not faked). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 4; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    // TanStack notifies through a zero-delay timeout, which is faked too.
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** Moves the fake clock to `time` in steps of a few seconds, letting responses and renders settle at each step. */
export async function clockAt(time: number): Promise<void> {
  await act(async () => {
    await settle();
    while (Date.now() < time) {
      await vi.advanceTimersByTimeAsync(Math.min(5000, time - Date.now()));
      await settle();
    }
  });
}

/**
 * Loads the library's lazy read chunks (the window read, the history refresh, the failed-response mapping) before a
 * fake clock runs, as a page that already holds them: imported in real time, they would land at a fake time set by
 * this machine's speed. A chunk a test makes fail stays failing.
 */
export async function loadReadChunks(): Promise<void> {
  await Promise.allSettled([
    import('../../src/query/latestWindowRead'),
    import('../../src/query/historyRefresh'),
    import('../../src/core/httpFailure'),
  ]);
}
