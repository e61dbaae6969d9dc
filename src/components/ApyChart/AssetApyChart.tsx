import { useMemo, useRef } from 'react';
import type { AssetApyHistoryParams, AssetApyHistoryRange } from '../../core/assetApyHistory';
import { learnCadence } from '../../query/cadence';
import { useAssetApyHistory } from '../../react/useAssetApyHistory';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { useControllableState } from '../shared/useControllableState';
import { useHydrated } from '../shared/useHydrated';
import { useNow } from '../shared/useNow';
import { ApyChart, type ApyChartProps } from './ApyChart';

/** Props of `AssetApyChart`; other props go to `ApyChart`. */
export interface AssetApyChartProps
  extends Omit<
    ApyChartProps,
    'points' | 'stats' | 'loading' | 'updating' | 'error' | 'onRetry' | 'retrying' | 'stale' | 'range'
  > {
  /** The market's chain: any numeric chain id. */
  chainId: AssetApyHistoryParams['chainId'];
  /** The market's receipt token. */
  ctokenAddress: string;
  /** Controlled range; hides nothing, the switch calls `onRangeChange`. */
  range?: AssetApyHistoryRange | undefined;
  /** Initial range of the built-in switch. Default `'7d'`. */
  defaultRange?: AssetApyHistoryRange | undefined;
  /** Show the 24h / 7d / 30d switch. Default true. */
  showRangeSwitch?: boolean | undefined;
  /** TanStack options for the underlying query. */
  query?: ConnectedQueryOptions | undefined;
}

/** Batches missed before the chart says it is stale. */
const STALE_AFTER_CADENCES = 2.5;
const noPoints: never[] = [];

/** One market's APY chart wired to the service: reads its history by range, refreshes on the data's cadence. */
export function AssetApyChart({
  chainId,
  ctokenAddress,
  range: ownRange,
  defaultRange = '7d',
  onRangeChange,
  showRangeSwitch = true,
  query,
  ...chartProps
}: AssetApyChartProps) {
  const [range, setRange] = useControllableState(ownRange, defaultRange, onRangeChange);
  const history = useAssetApyHistory({
    chainId,
    ctokenAddress,
    range,
    query,
  });
  // A query without data clears its error while it fetches again: its last one is held through a retry (or a pause
  // offline), so the alert and its focused "Try again" stay, inert, instead of a skeleton taking the focus away. Only
  // a read that has failed before holds one: another market or range shows its own state.
  const lastError = useRef<unknown>(null);
  const reading = history.fetchStatus !== 'idle';
  if (history.error) lastError.current = history.error;
  const heldError = (history.error || (history.errorUpdateCount && reading)) && lastError.current;
  const hydrated = useHydrated();
  const now = useNow();
  const points = history.data?.points ?? noPoints;
  // The cadence is learned from the points' times; judged only after hydration, so server and client agree.
  const cadence = useMemo(
    () => learnCadence(points.map((point) => ({ created_at: point.time, chain_id: '', ctoken_address: '' }))),
    [points],
  );
  const stale =
    hydrated &&
    cadence.lastBatchMs !== null &&
    (now - cadence.lastBatchMs > cadence.cadenceMs * STALE_AFTER_CADENCES || (history.isError && points.length > 0));
  return (
    <ApyChart
      points={points}
      stats={history.data?.stats}
      range={range}
      onRangeChange={showRangeSwitch ? setRange : undefined}
      loading={history.isPending}
      // The hook keeps the previous range of the same market while another loads.
      updating={history.isPlaceholderData}
      error={history.data === undefined && heldError}
      onRetry={history.refetch}
      retrying={reading}
      stale={stale}
      {...chartProps}
    />
  );
}
