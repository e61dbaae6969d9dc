import { ApyTable, useAssetApys } from 'apy-rewards-kit';
import { useState } from 'react';

export function ModeSnapshots() {
  const [page, setPage] = useState(0);
  const { rows, pageCount, hasNextPage, isPlaceholderData, isPending, error } = useAssetApys({
    chainId: 34443,
    order: [{ column: 'created_at', ascending: false }],
    page,
    pageSize: 25,
  });
  return (
    <ApyTable
      rows={rows}
      // The previous page stays on screen while the next one loads: its rows' box is busy, not empty.
      loading={isPending || isPlaceholderData}
      error={error}
      page={page}
      pageCount={pageCount}
      hasNextPage={hasNextPage}
      onPageChange={setPage}
      // Snapshots are old by nature: no stale marks, and the time each was written.
      staleAfterMs={Number.POSITIVE_INFINITY}
      timeDisplay="absolute"
    />
  );
}
