import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while the server renders and while the client hydrates that markup; true after, and at once on a client-only render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
