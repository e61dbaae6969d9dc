import { ApyTable, AssetApyTable, RewardsBadge, UserRewardsBadge, useAssetApys } from 'apy-rewards-kit';
import { useState } from 'react';

export function ConnectedComponents({ address }: { address: string }) {
  return (
    <>
      {/* latest APY per market, trends, a filter of Mode, Base and the chains in the data */}
      <AssetApyTable />
      {/* product-controlled chain, no built-in filter */}
      <AssetApyTable chainId={8453} />
      {/* every hourly snapshot, paged over Range */}
      <AssetApyTable view="history" pageSize={25} />
      {/* "ION rewards earned"; invalid address = neutral prompt */}
      <UserRewardsBadge chain="mode" user={address} />
    </>
  );
}

// Presentational: bring your own data.
export function OwnData() {
  const [page, setPage] = useState(0);
  const { rows, isPending, error, refetch, pageCount } = useAssetApys({
    chainId: 34443,
    order: [{ column: 'created_at', ascending: false }],
    page,
    pageSize: 25,
  });
  return (
    <>
      <ApyTable
        rows={rows}
        loading={isPending}
        error={error}
        onRetry={refetch}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        tokenLabels={{ '0x4200000000000000000000000000000000000006': 'Wrapped Ether' }}
        staleAfterMs={Number.POSITIVE_INFINITY}
        timeDisplay="absolute"
        // Numbers and times in German; the words come from `messages` ("Messages and locale" in the table guide).
        locale="de-DE"
      />
      {/* 1.53K ION, exact on hover/focus */}
      <RewardsBadge amountWei="1534270000000000000000" chain="Mode" />
    </>
  );
}
