import { useInfiniteQuery, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApyRewardsConfig } from '../../src/core/config';
import type { ApyRewardsError } from '../../src/core/errors';
import type {
  AssetApysPage,
  RedirectError,
  TrendSeries,
  UseAssetApysInfiniteParams,
  UseAssetApysParams,
  UseAssetApysResult,
  UseLatestAssetApysParams,
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
