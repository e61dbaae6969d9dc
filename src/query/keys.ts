import type { AssetApyColumn } from '../core/assetApys';
import { isValidAddress, supportedChain } from '../core/chains';
import type { ColumnFilter, CountMode, OrderBy, RowRange } from '../core/postgrest';
import { textOf } from '../core/redact';
import type { UserRewardsParams } from '../core/userRewards';

/** The serialisable parameters of an APY query, as they appear in its key. */
export interface AssetApysKeyParams {
  select?: readonly AssetApyColumn[] | undefined;
  chainId?: string | undefined;
  filter?: Partial<Record<AssetApyColumn, ColumnFilter>> | undefined;
  order?: readonly OrderBy<AssetApyColumn>[] | undefined;
  range?: RowRange | undefined;
  count?: CountMode | undefined;
  maxId?: number | undefined;
}

const root = ['apy-rewards-kit'] as const;

// The hooks build keys with these functions, not through `apyRewardsKeys`, so an app that never imports the object
// does not ship the keys it never uses.
export const assetApysPageKey = (
  endpoint: string,
  params: Omit<AssetApysKeyParams, 'range' | 'maxId'> & { page: number; pageSize: number; maxId?: number | null },
) => [...root, 'assetApys', 'page', { endpoint, ...params }] as const;

export const assetApysInfiniteKey = (
  endpoint: string,
  params: Omit<AssetApysKeyParams, 'range'> & { pageSize: number },
) => [...root, 'assetApys', 'infinite', { endpoint, ...params }] as const;

export const latestAssetApysKey = (
  endpoint: string,
  params: { chainId?: string | undefined; historyHours: number; lookbackHours: number },
) => [...root, 'assetApys', 'latest', { endpoint, ...params }] as const;

export const latestBatchKey = (endpoint: string, params: { chainId?: string | undefined }) =>
  [...root, 'assetApys', 'latestBatch', { endpoint, ...params }] as const;

export const serviceClockNoteKey = (endpoint: string) => [...root, 'serviceClock', { endpoint }] as const;

/** The key every APY query's key starts with. */
export const assetApysKeyRoot = () => [...root, 'assetApys'] as const;

/** The endpoint an APY query's key was built for: every APY key holds its parameters, endpoint included, fourth. */
export const assetApysKeyEndpoint = (queryKey: readonly unknown[]): string | undefined =>
  (queryKey[3] as { endpoint?: string } | undefined)?.endpoint;

/**
 * The key of one user's rewards on one chain, as the hooks read them: the chain by name (`8453` and `'Base'` are
 * `'base'`) and a valid address in lowercase, so a checksummed address (what a wallet gives) finds the hook's query.
 */
export const userRewardsDetailKey = (
  endpoint: string,
  params: { chain: UserRewardsParams['chain'] | string; user: string | null | undefined },
) => [...root, 'userRewards', { endpoint, chain: chainKey(params.chain), user: userKey(params.user) }] as const;

function chainKey(chain: unknown): string {
  return supportedChain(chain)?.name ?? textOf(chain);
}

function userKey(user: string | null | undefined): string {
  return isValidAddress(user) ? user.toLowerCase() : textOf(user ?? '');
}

/**
 * Query keys, general to specific. Each key holds every value its query function reads (endpoint included) and
 * never the anon key; `useQuery` and `useInfiniteQuery` keys differ in their third element.
 */
export const apyRewardsKeys = {
  /** Everything the library caches: `invalidateQueries({ queryKey: apyRewardsKeys.all })`. */
  all: root,
  /** Every APY query. */
  assetApys: assetApysKeyRoot,
  /** One page (or unpaged read) of APY rows. */
  assetApysList: (endpoint: string, params: AssetApysKeyParams) =>
    [...root, 'assetApys', 'list', { endpoint, ...params }] as const,
  /** One numbered page of a paged view; pages after the first carry the `maxId` anchor captured with the first. */
  assetApysPage: assetApysPageKey,
  /** An infinite list of APY rows. */
  assetApysInfinite: assetApysInfiniteKey,
  /** The latest window (history span plus lookback), from which the latest row per asset and its history are taken. */
  latestAssetApys: latestAssetApysKey,
  /** The newest batch alone: the latest view's first paint, before its window arrives. */
  latestBatch: latestBatchKey,
  /** What this device learnt of the APY service's clock, kept so a restored cache knows it (see the persistence guide). */
  serviceClock: serviceClockNoteKey,
  /** Every rewards query. */
  userRewards: () => [...root, 'userRewards'] as const,
  /** One user's rewards on one chain. */
  userRewardsDetail: userRewardsDetailKey,
};
