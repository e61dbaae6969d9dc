import { fetchAssetApys, fetchUserRewards } from 'apy-rewards-kit';
import { config } from './config';

const weth = '0x4200000000000000000000000000000000000006';
const usdc = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';

/** The third page of Base markets with a borrow APY, newest first, and one wallet's rewards on Base. */
export async function loadBase(user: string, signal: AbortSignal) {
  const { rows, range, total } = await fetchAssetApys(
    config,
    {
      chainId: 8453, // shorthand for chain_id=eq.8453
      select: ['ctoken_address', 'supplyApy', 'created_at'], // narrows the row type
      filter: { borrowApy: { not: { is: null } }, underlying_address: { in: [weth, usdc] } },
      order: [{ column: 'created_at', ascending: false, nulls: 'last' }],
      range: { from: 20, to: 29 }, // zero-based, inclusive: sent as Range: 20-29
      count: 'exact', // Prefer: count=exact → total from Content-Range
    },
    { signal },
  );

  const rewards = await fetchUserRewards(config, { chain: 'base', user }, { signal });
  // { chain: 'base', user: '0xabc…', totalRewards: '1234…' (wei), ionTokenAddress: '0x3ee5…' }
  return { rows, range, total, rewards };
}
