import type { MockServiceOptions } from './serviceTypes';

/** The mock service's clock: a manual one that `advanceTime` moves, or a function read on every request. */
export interface MockClock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

/** The clock the `now` option describes. */
export function createClock(option: MockServiceOptions['now']): MockClock {
  if (typeof option === 'function' || option === undefined) {
    const read = option ?? (() => Date.now());
    return {
      now: () => read(),
      advance() {
        throw new TypeError('advanceTime needs a manual clock: pass `now` as a time, not a function.');
      },
      reset() {},
    };
  }
  const start = option instanceof Date ? option.getTime() : option;
  if (!Number.isFinite(start)) throw new RangeError('now must be a valid time.');
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceTime takes a non-negative number, got ${ms}.`);
      current += ms;
    },
    reset() {
      current = start;
    },
  };
}
