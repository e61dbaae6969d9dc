import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ApyRewardsError } from '../core/errors';

/** TanStack options a hook passes through under `query`; key and query function always come from the library. */
export type QueryPassThrough<QueryFnData, Data = QueryFnData> = Omit<
  UseQueryOptions<QueryFnData, ApyRewardsError, Data, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * Merges a hook's pass-through options over the library's; `enabled` must hold on both sides. An option given as
 * `undefined` is not given: it leaves the library's (a cadence schedule, a retry policy) in place.
 */
export function mergeQueryOptions<Base extends { enabled?: unknown; queryKey: unknown; queryFn: unknown }>(
  base: Base,
  query: { enabled?: unknown } | undefined,
) {
  if (query === undefined) return base;
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  const enabled = base.enabled === false ? false : (query.enabled ?? base.enabled);
  return { ...base, ...given, queryKey: base.queryKey, queryFn: base.queryFn, enabled } as Base;
}
