import { describe, expectTypeOf, it } from 'vitest';
import type { AssetApyRow, AssetApysResult } from '../../src/core/assetApys';
import { fetchAssetApys } from '../../src/core/assetApys';
import type { ApyRewardsConfig } from '../../src/core/config';
import type { UserRewards } from '../../src/core/userRewards';
import type { ApyRewardsErrorType } from '../../src/index';
import { assetApysQueryOptions } from '../../src/query/assetApys';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';

declare const config: ApyRewardsConfig;

describe('select narrows the row type', () => {
  it('fetchAssetApys without select gives full rows', async () => {
    const result = await fetchAssetApys(config);
    expectTypeOf(result.rows).toEqualTypeOf<AssetApyRow[]>();
    expectTypeOf(result.total).toEqualTypeOf<number | null>();
  });

  it('fetchAssetApys with a column list gives only those columns', async () => {
    const { rows } = await fetchAssetApys(config, { select: ['chain_id', 'supplyApy'] });
    expectTypeOf(rows[0]).toEqualTypeOf<{ chain_id: string; supplyApy: string | null } | undefined>();
    // @ts-expect-error borrowApy was not selected
    rows[0]?.borrowApy;
  });

  it('rejects unknown and wrong-case columns at compile time', () => {
    // @ts-expect-error not a column
    void fetchAssetApys(config, { select: ['banana'] });
    // @ts-expect-error column names are case-sensitive
    void fetchAssetApys(config, { filter: { totalsupplyapy: '1' } });
  });

  it('query options carry the narrowed data type in the key', () => {
    const options = assetApysQueryOptions(config, { select: ['id'] });
    type Data = Awaited<ReturnType<typeof options.queryFn>>;
    expectTypeOf<Data>().toEqualTypeOf<AssetApysResult<{ id: number }>>();
  });

  it('useAssetApys rows follow select, and query.select narrows data', () => {
    const page = useAssetApys({ select: ['ctoken_address', 'totalSupplyApy'] });
    expectTypeOf(page.rows).toEqualTypeOf<{ ctoken_address: `0x${string}`; totalSupplyApy: string | null }[]>();
    expectTypeOf(page.error).toEqualTypeOf<ApyRewardsErrorType | null>();
    const narrowed = useAssetApys({ query: { select: (data) => data.rows.length } });
    expectTypeOf(narrowed.data).toEqualTypeOf<number | undefined>();
  });

  it('useLatestAssetApys and useUserRewards infer their data', () => {
    const latest = useLatestAssetApys({ query: { select: (l) => l.rows[0]?.supplyApy } });
    expectTypeOf(latest.data).toEqualTypeOf<string | null | undefined>();
    const rewards = useUserRewards({ chain: 'base', user: undefined });
    expectTypeOf(rewards.data).toEqualTypeOf<UserRewards | undefined>();
    expectTypeOf(rewards.isAddressValid).toEqualTypeOf<boolean>();
    const total = useUserRewards({ chain: 'base', user: '', query: { select: (r) => BigInt(r.totalRewards) } });
    expectTypeOf(total.data).toEqualTypeOf<bigint | undefined>();
  });
});
