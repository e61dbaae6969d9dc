import type { meanOverDays } from './meanApy';

export type MeanOverDays = typeof meanOverDays;

let loaded: MeanOverDays | undefined;
let loading: Promise<MeanOverDays> | undefined;

/**
 * The 7-day mean's code (`meanApy` and its exact division), a chunk of its own: only a table that asks for the
 * `mean7d` column loads it. One promise for every table, so React's `use` can wait on it.
 */
export function loadMean(): Promise<MeanOverDays> {
  loading ??= import('./meanApy')
    // A chunk that cannot load (offline, a redeploy) leaves the column without means, not the page without a table.
    .catch(() => ({ meanOverDays: (() => null) as MeanOverDays }))
    .then((module) => {
      loaded = module.meanOverDays;
      // Settled as React's `use` reads it, so a render after the load takes the code at once instead of waiting a turn.
      Object.assign(loading as object, { status: 'fulfilled', value: loaded });
      return loaded;
    });
  return loading;
}

/** The 7-day mean once its chunk is in, else `undefined`. */
export function loadedMean(): MeanOverDays | undefined {
  return loaded;
}
