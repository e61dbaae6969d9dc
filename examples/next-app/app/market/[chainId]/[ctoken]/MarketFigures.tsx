'use client';
import { ApyTable, assetKey, useLatestAssetApys } from 'apy-rewards-kit';
import { useMemo } from 'react';

interface MarketFiguresProps {
  chainId: number;
  /** Lowercase, as the service returns it. */
  ctokenAddress: string;
}

/** The market's latest APYs and 24-hour trend: the markets table's query, narrowed to one row, in the kit's table. */
export function MarketFigures({ chainId, ctokenAddress }: MarketFiguresProps) {
  const { data, error, isPending, refetch } = useLatestAssetApys();
  const market = useMemo(() => {
    const row = data?.rows.find((each) => each.chain_id === String(chainId) && each.ctoken_address === ctokenAddress);
    if (row === undefined) return undefined;
    const key = assetKey(row);
    return { row, history: new Map([[key, data?.history.get(key) ?? [row]]]) };
  }, [data, chainId, ctokenAddress]);
  return (
    <ApyTable
      caption="Latest figures"
      // One row: nothing to sort.
      sortableColumns={[]}
      rows={market ? [market.row] : []}
      history={market?.history}
      loading={isPending}
      error={error ?? undefined}
      onRetry={() => void refetch()}
      emptyMessage="This market has no snapshot in the last 48 hours."
      skeletonRows={1}
    />
  );
}
