import { QueryClient, useInfiniteQuery, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApyRewardsConfig } from '../../src/core/config';
import type {
  ApyRewardsError,
  ApyRewardsErrorType,
  AssetApyRow,
  AssetApysPage,
  AuthError,
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
  ValidationIssue,
} from '../../src/index';
import {
  assetApysInfiniteQueryOptions,
  assetApysQueryOptions,
  latestAssetApysQueryOptions,
  retryDelay,
  shouldRetry,
  userRewardsQueryOptions,
  useUserRewardsAllChains,
} from '../../src/index';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';

declare const config: ApyRewardsConfig;

describe("the library's query options used with TanStack's own hooks", () => {
  it('type the error as the library error, not unknown', () => {
    expectTypeOf(useQuery(assetApysQueryOptions(config)).error).toEqualTypeOf<ApyRewardsErrorType | null>();
    expectTypeOf(
      useQuery(userRewardsQueryOptions(config, { chain: 'mode', user: undefined })).error,
    ).toEqualTypeOf<ApyRewardsErrorType | null>();
    expectTypeOf(
      useSuspenseQuery(latestAssetApysQueryOptions(config)).error,
    ).toEqualTypeOf<ApyRewardsErrorType | null>();
    expectTypeOf(
      useInfiniteQuery(assetApysInfiniteQueryOptions(config, { pageSize: 10 })).error,
    ).toEqualTypeOf<ApyRewardsErrorType | null>();
  });
});

describe('the error union', () => {
  it("narrows by name to the class and its fields, as a product's switch does", () => {
    const { error } = useUserRewards({ chain: 'mode', user: undefined });
    if (error === null) return;
    switch (error.name) {
      case 'AuthError':
        expectTypeOf(error).toEqualTypeOf<AuthError>();
        expectTypeOf(error.status).toEqualTypeOf<number>();
        break;
      case 'HttpError':
        expectTypeOf(error.retryAfterMs).toEqualTypeOf<number | undefined>();
        break;
      case 'RangeNotSatisfiableError':
        expectTypeOf(error.total).toEqualTypeOf<number | null>();
        break;
      case 'RedirectError':
        expectTypeOf(error).toEqualTypeOf<RedirectError>();
        break;
      case 'ResponseValidationError':
        expectTypeOf(error.issues).toEqualTypeOf<readonly ValidationIssue[]>();
        break;
      case 'TimeoutError':
        expectTypeOf(error.timeoutMs).toEqualTypeOf<number>();
        break;
      case 'InvalidAddressError':
        expectTypeOf(error.address).toEqualTypeOf<string>();
        break;
      case 'ConfigError':
      case 'InvalidParameterError':
      case 'NetworkError':
      case 'UnsupportedChainError':
        break;
      default:
        expectTypeOf(error).toBeNever();
    }
  });

  it('is still an ApyRewardsError, so code written against the base class keeps compiling', () => {
    expectTypeOf<ApyRewardsErrorType>().toExtend<ApyRewardsError>();
    expectTypeOf(useLatestAssetApys().error).toExtend<ApyRewardsError | null>();
  });

  it("types the latest view's rows and history read-only, as development builds freeze them", () => {
    expectTypeOf<LatestAssetApys['rows']>().toEqualTypeOf<readonly AssetApyRow[]>();
    expectTypeOf<LatestAssetApys['history']>().toEqualTypeOf<ReadonlyMap<string, readonly AssetApyRow[]>>();
  });

  it('takes the retry policy as a QueryClient default for every query', () => {
    new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay } } });
  });

  it('narrows through optional chaining on a nullable error, as the README shows', () => {
    const { error } = useUserRewards({ chain: 'mode', user: undefined });
    if (error?.name === 'AuthError') expectTypeOf(error.status).toEqualTypeOf<number>();
    const latest = useLatestAssetApys();
    if (latest.error?.name === 'ResponseValidationError') {
      expectTypeOf(latest.error.issues).toEqualTypeOf<readonly ValidationIssue[]>();
    }
  });
});

describe('useAssetApys', () => {
  it("keeps TanStack's status narrowing of data and error", () => {
    const query = useAssetApys({ chainId: 8453 });
    if (query.isError) expectTypeOf(query.error).toEqualTypeOf<ApyRewardsErrorType>();
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
    expectTypeOf(latest.error).toEqualTypeOf<ApyRewardsErrorType | null>();
    expectTypeOf(page.data?.rows).toEqualTypeOf<{ id: number }[] | undefined>();
    expectTypeOf(rewards.error).toEqualTypeOf<ApyRewardsErrorType | null>();
  });
});

declare const rewards: UserRewards;
declare const rows: AssetApyRow[];

describe('initialData', () => {
  const user = '0x0000000000000000000000000000000000000001';

  it('leaves data possibly undefined: it serves only the read the hook mounted with, not the next wallet or chain', () => {
    expectTypeOf(useUserRewards({ chain: 'mode', user, query: { initialData: rewards } }).data).toEqualTypeOf<
      UserRewards | undefined
    >();
    expectTypeOf(
      useUserRewards({ chain: 'mode', user, query: { initialData: () => rewards, select: (r) => r.totalRewards } })
        .data,
    ).toEqualTypeOf<string | undefined>();
    expectTypeOf(useLatestAssetApys({ query: { initialData: rows } }).data).toEqualTypeOf<
      LatestAssetApys | undefined
    >();
  });
});
