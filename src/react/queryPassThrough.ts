import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApyRewardsErrorType } from '../core/errorType';

/** TanStack options a hook passes through under `query`; key and query function always come from the library. */
export type QueryPassThrough<QueryFnData, Data = QueryFnData> = Omit<
  UseQueryOptions<QueryFnData, ApyRewardsErrorType, Data, QueryKey>,
  'queryKey' | 'queryFn'
>;

type PlaceholderFunction = (previous: unknown, previousQuery: { queryKey: QueryKey } | undefined) => unknown;

/**
 * A product's `placeholderData` as a hook passes it on. A function (`keepPreviousData`) hears of the previous data
 * only when `sameRead` says it was read for the same chain, wallet and filters: data of another chain or wallet
 * never stands in while the new one loads. A plain value is the product's own and passes as it is.
 */
export function placeholderOf<Own>(own: Own, sameRead: (previousKey: QueryKey) => boolean = () => false): Own {
  if (typeof own !== 'function') return own;
  const guarded: PlaceholderFunction = (previous, previousQuery) =>
    previousQuery !== undefined && sameRead(previousQuery.queryKey)
      ? (own as PlaceholderFunction)(previous, previousQuery)
      : (own as PlaceholderFunction)(undefined, undefined);
  return guarded as Own;
}

/**
 * Whether the hook still reads what it mounted with (`readId` names the read). A product's `initialData` was made
 * for that read (a server render's wallet, chain, span or page); TanStack would seed every later read with it too,
 * showing one wallet's total or one chain's rows for another, so `mergeQueryOptions` passes it to that read only.
 */
export function useMountedRead(readId: string): boolean {
  const [mounted] = useState(readId);
  return mounted === readId;
}

/**
 * Merges a hook's pass-through options over the library's; `enabled` must hold on both sides. An option given as
 * `undefined` is not given: it leaves the library's (a cadence schedule, a retry policy) in place. Every other key
 * is another read (chain, wallet), so a `placeholderData` function never hears of its data, and `initialData` is
 * dropped unless `mountedRead` (see `useMountedRead`).
 */
export function mergeQueryOptions<Base extends { enabled?: unknown; queryKey: unknown; queryFn: unknown }>(
  given: Base,
  query: { enabled?: unknown } | undefined,
  client: QueryClient,
  mountedRead: boolean,
) {
  // A QueryClient whose defaults turn retries off (`false` or `0`, TanStack's advice for tests) turns the library's off
  // too; another number or a function is the product's policy for its own queries and leaves the library's in place.
  const clientRetry = client.getDefaultOptions().queries?.retry;
  const base = clientRetry === false || clientRetry === 0 ? { ...given, retry: false } : given;
  if (query === undefined) return base;
  const own = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  if (own.placeholderData !== undefined) own.placeholderData = placeholderOf(own.placeholderData);
  if (!mountedRead) {
    delete own.initialData;
    delete own.initialDataUpdatedAt;
  }
  const enabled = base.enabled === false ? false : (query.enabled ?? base.enabled);
  return { ...base, ...own, queryKey: base.queryKey, queryFn: base.queryFn, enabled } as Base;
}
