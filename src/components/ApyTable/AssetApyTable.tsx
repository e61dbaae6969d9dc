import { useMemo, useState } from 'react';
import { newestFirst } from '../../core/assetApys';
import { chainById, chains } from '../../core/chains';
import { useAssetApys } from '../../react/useAssetApys';
import { useLatestAssetApys } from '../../react/useLatestAssetApys';
import { ChainFilter, type ChainFilterValue } from '../ChainFilter/ChainFilter';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { ApyTable, type ApyTableProps, type ApyTableSort } from './ApyTable';

/** Props of `AssetApyTable`; other props go to `ApyTable`. */
export interface AssetApyTableProps
  extends Omit<
    ApyTableProps,
    'rows' | 'loading' | 'error' | 'onRetry' | 'history' | 'page' | 'pageCount' | 'hasNextPage' | 'onPageChange'
  > {
  /** Controlled chain (`'all'` for every chain); hides the built-in chain filter unless `showChainFilter`. */
  chainId?: ChainFilterValue | undefined;
  /** Initial chain of the built-in filter. Default `'all'`. */
  defaultChainId?: ChainFilterValue | undefined;
  /** Called when the built-in filter changes. */
  onChainIdChange?: ((chainId: ChainFilterValue) => void) | undefined;
  /** Show the All / Mode / Base filter. Default: true unless `chainId` is controlled. */
  showChainFilter?: boolean | undefined;
  /** `'latest'`: the current APY of each market; `'history'`: every snapshot, newest first, paged. Default `'latest'`. */
  view?: 'latest' | 'history' | undefined;
  /** Rows per page in the history view. Default 25. */
  pageSize?: number | undefined;
  /** Trend sparklines from each market's recent history (latest view). Default true. */
  showSparklines?: boolean | undefined;
  /** TanStack options for the underlying query (retry, polling…). */
  query?: ConnectedQueryOptions | undefined;
}

const supportedChainsFilter = { chain_id: { in: [String(chains.mode.id), String(chains.base.id)] } };

const bestYieldFirst: ApyTableSort = { column: 'totalSupplyApy', direction: 'descending' };

/** The APY table wired to the service: latest APY per market with trends, or the paged history, with a chain filter. */
export function AssetApyTable({
  chainId,
  defaultChainId = 'all',
  onChainIdChange,
  showChainFilter,
  view = 'latest',
  pageSize,
  showSparklines = true,
  ...tableProps
}: AssetApyTableProps) {
  const [uncontrolledChain, setUncontrolledChain] = useState<ChainFilterValue>(defaultChainId);
  const chain = chainId ?? uncontrolledChain;
  const filter = (showChainFilter ?? chainId === undefined) && (
    <ChainFilter
      value={chain}
      onValueChange={(next) => {
        if (chainId === undefined) setUncontrolledChain(next);
        onChainIdChange?.(next);
      }}
      unstyled={tableProps.unstyled}
    />
  );
  const toolbar = (
    <>
      {tableProps.toolbar}
      {filter}
    </>
  );
  const selectedChain = chain === 'all' ? undefined : chain;
  return view === 'history' ? (
    // Remounted per chain so paging starts again at the first page.
    <HistoryView key={chain} {...tableProps} toolbar={toolbar} chainId={selectedChain} pageSize={pageSize} />
  ) : (
    <LatestView {...tableProps} toolbar={toolbar} chainId={selectedChain} showSparklines={showSparklines} />
  );
}

type ViewProps = Omit<
  AssetApyTableProps,
  'chainId' | 'defaultChainId' | 'onChainIdChange' | 'showChainFilter' | 'view'
> & {
  chainId: number | undefined;
};

function LatestView({
  chainId,
  showSparklines,
  pageSize: _pageSize,
  defaultSort = bestYieldFirst,
  query,
  ...tableProps
}: ViewProps) {
  const result = useLatestAssetApys({ chainId, query });
  const data = result.data;
  // The table also holds other networks' markets; "All" means every supported chain.
  const rows = useMemo(() => data?.rows.filter((row) => chainById(row.chain_id) !== undefined), [data]);
  return (
    <ApyTable
      {...tableProps}
      defaultSort={defaultSort}
      rows={rows}
      history={showSparklines ? result.data?.history : undefined}
      loading={result.isFetching || result.isPending}
      // While a retry runs the table shows its loading state instead of the old error.
      error={result.isError && !result.isFetching ? result.error : null}
      onRetry={() => void result.refetch()}
    />
  );
}

function HistoryView({
  chainId,
  pageSize,
  showSparklines: _showSparklines,
  caption = 'APY history',
  query,
  ...tableProps
}: ViewProps) {
  const [page, setPage] = useState(0);
  const result = useAssetApys({
    chainId,
    filter: chainId === undefined ? supportedChainsFilter : undefined,
    order: newestFirst,
    page,
    pageSize,
    query,
  });
  const shownPage = result.rowsPage ?? page;
  return (
    <ApyTable
      {...tableProps}
      caption={caption}
      rows={result.rows}
      loading={result.isFetching || result.isPending}
      error={result.isError && !result.isFetching ? result.error : null}
      onRetry={() => void result.refetch()}
      // The label names the rows on screen (the previous page stands in while the next loads); a click moves from
      // the page asked for, so quick clicks add up.
      page={shownPage}
      pageCount={result.pageCount}
      hasNextPage={result.hasNextPage}
      onPageChange={(next) => setPage((asked) => Math.max(0, asked + next - shownPage))}
    />
  );
}
