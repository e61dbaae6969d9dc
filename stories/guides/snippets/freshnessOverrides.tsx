import { useLatestAssetApys } from 'apy-rewards-kit';

// Poll every minute regardless of the data's clock (reads stay incremental).
export function usePolledEveryMinute() {
  return useLatestAssetApys({ query: { refetchInterval: 60_000 } });
}

// Opt out of scheduled reads; refresh on focus as TanStack does by default.
export function useRefreshedOnFocus() {
  return useLatestAssetApys({ query: { refetchInterval: false, staleTime: 0 } });
}

// Keep reading while the tab is hidden.
export function useReadInBackground() {
  return useLatestAssetApys({ query: { refetchIntervalInBackground: true } });
}
