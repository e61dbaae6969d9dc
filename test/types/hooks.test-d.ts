import { useInfiniteQuery, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApyRewardsConfig } from '../../src/core/config';
import type { ApyRewardsError } from '../../src/core/errors';
import type {
  AssetApyRow,
  AssetApysPage,
  LatestAssetApys,
  RedirectError,
  TrendSeries,
  UseAssetApysInfiniteParams,
  UseAssetApysParams,
  UseAssetApysResult,
  UseLatestAssetApysParams,
  UserRewards,
  UserRewardsAllChains,
  UseUserRewardsParams,
} from '../../src/index';
import {
  assetApysInfiniteQueryOptions,
  assetApysQueryOptions,
  latestAssetApysQueryOptions,
  userRewardsQueryOptions,
  useUserRewardsAllChains,
} from '../../src/index';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';

declare const config: ApyRewardsConfig;

describe("the library's query options used with TanStack's own hooks", () => {
  it('type the error as the library error, not unknown', () => {
    expectTypeOf(useQuery(assetApysQueryOptions(config)).error).toEqualTypeOf<ApyRewardsError | null>();
    expectTypeOf(
      useQuery(userRewardsQueryOptions(config, { chain: 'mode', user: undefined })).error,
    ).toEqualTypeOf<ApyRewardsError | null>();
    expectTypeOf(useSuspenseQuery(latestAssetApysQueryOptions(config)).error).toEqualTypeOf<ApyRewardsError | null>();
    expectTypeOf(
      useInfiniteQuery(assetApysInfiniteQueryOptions(config, { pageSize: 10 })).error,
    ).toEqualTypeOf<ApyRewardsError | null>();
  });
});

describe('useAssetApys', () => {
  it("keeps TanStack's status narrowing of data and error", () => {
    const query = useAssetApys({ chainId: 8453 });
    if (query.isError) expectTypeOf(query.error).toEqualTypeOf<ApyRewardsError>();
    if (query.isSuccess) expectTypeOf(query.data).toEqualTypeOf<AssetApysPage>();
    expectTypeOf(query.rows).toEqualTypeOf<AssetApysPage['rows']>();
  });

  it('resolves refetch to the data the hook shows', async () => {
    const query = useAssetApys({ select: ['id'], query: { select: (page) => page.total } });
    expectTypeOf((await query.refetch()).data).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(query).toEqualTypeOf<UseAssetApysResult<readonly ['id'], number | null>>();
  });
});

describe('types a product names in its own wrappers', () => {
  it('need no type arguments', () => {
    expectTypeOf<UseAssetApysParams>().toHaveProperty('pageSize');
    expectTypeOf<UseAssetApysInfiniteParams>().toHaveProperty('pageSize');
    expectTypeOf<UseLatestAssetApysParams>().toHaveProperty('historyHours');
    expectTypeOf<UseUserRewardsParams>().toHaveProperty('user');
    expectTypeOf<TrendSeries>().toHaveProperty('values');
    expectTypeOf<RedirectError['location']>().toEqualTypeOf<string | undefined>();
  });
});

describe('the all-chains result type', () => {
  it('is what useUserRewardsAllChains returns, isAddressValid included', () => {
    expectTypeOf(useUserRewardsAllChains).returns.toEqualTypeOf<UserRewardsAllChains>();
    expectTypeOf<UserRewardsAllChains['isAddressValid']>().toEqualTypeOf<boolean>();
  });
});

describe("the library's query options in TanStack's useQueries", () => {
  it('are accepted in a literal array, each error typed as the library error', () => {
    const [latest, page, rewards] = useQueries({
      queries: [
        latestAssetApysQueryOptions(config),
        assetApysQueryOptions(config, { select: ['id'] }),
        userRewardsQueryOptions(config, { chain: 'base', user: undefined }),
      ],
    });
    expectTypeOf(latest.error).toEqualTypeOf<ApyRewardsError | null>();
    expectTypeOf(page.data?.rows).toEqualTypeOf<{ id: number }[] | undefined>();
    expectTypeOf(rewards.error).toEqualTypeOf<ApyRewardsError | null>();
  });
});

declare const rewards: UserRewards;
declare const rows: AssetApyRow[];

describe('initialData, as with TanStack’s useQuery', () => {
  const user = '0x0000000000000000000000000000000000000001';

  it('makes data defined when given', () => {
    expectTypeOf(
      useUserRewards({ chain: 'mode', user, query: { initialData: rewards } }).data,
    ).toEqualTypeOf<UserRewards>();
    expectTypeOf(
      useUserRewards({ chain: 'mode', user, query: { initialData: () => rewards, select: (r) => r.totalRewards } })
        .data,
    ).toEqualTypeOf<string>();
    expectTypeOf(useLatestAssetApys({ query: { initialData: rows } }).data).toEqualTypeOf<LatestAssetApys>();
    expectTypeOf(
      useLatestAssetApys({ query: { initialData: () => rows, select: (latest) => latest.rows.length } }).data,
    ).toEqualTypeOf<number>();
  });

  it('leaves data possibly undefined without it', () => {
    expectTypeOf(useUserRewards({ chain: 'mode', user }).data).toEqualTypeOf<UserRewards | undefined>();
    expectTypeOf(useUserRewards({ chain: 'mode', user, query: { initialData: undefined } }).data).toEqualTypeOf<
      UserRewards | undefined
    >();
    expectTypeOf(useLatestAssetApys().data).toEqualTypeOf<LatestAssetApys | undefined>();
    expectTypeOf(useLatestAssetApys({ query: { staleTime: 0 } }).data).toEqualTypeOf<LatestAssetApys | undefined>();
  });
});
