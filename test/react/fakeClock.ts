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
