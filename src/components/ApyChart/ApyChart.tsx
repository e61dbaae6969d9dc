import {
  type ComponentPropsWithoutRef,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useMemo,
  useState,
} from 'react';
import {
  type AssetApyHistory,
  type AssetApyHistoryPoint,
  type AssetApyHistoryRange,
  assetApyHistoryStats,
} from '../../core/assetApyHistory';
import { defaultChartMessages } from '../../i18n/chartMessages';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';
import { useApyRewardsLocale, useMessageGroup } from '../../react/ApyRewardsProvider';
import type { ErrorAlertProps } from '../ApyTable/ErrorAlert';
import { cx, libraryClass } from '../shared/classNames';
import { ChartPlot } from './ChartPlot';
import type { ApyChartSeries } from './chartGeometry';
import { rangeSwitch, statsRow } from './chartParts';

// Loaded when first needed: the table's error words (its chunk, shared with `ApyTable`) and the points as a table.
// Where a chunk cannot load (offline, a redeploy), the chart stays: the alert says its title, and the points table
// stays out (as while it loads) instead of taking the page down.
const ErrorAlert = lazy<ComponentType<ErrorAlertProps>>(() =>
  import('../ApyTable/ErrorAlert').catch(() => ({ default: ({ title }) => title })),
);
const PointsTable = lazy(() => import('./PointsTable').catch(() => new Promise<never>(() => {})));

export type { ApyChartSeries } from './chartGeometry';

/** What the chart shows: `data-state` of its root. */
export type ApyChartState = 'loading' | 'error' | 'empty' | 'ready';

/** Props of `ApyChart`. */
export interface ApyChartProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children' | 'title'> {
  /** A market's points, oldest first (`useAssetApyHistory`'s `points`). Default none. */
  points?: readonly AssetApyHistoryPoint[] | undefined;
  /** Statistics of the points; computed from them when omitted. */
  stats?: AssetApyHistory['stats'] | undefined;
  /** Lines drawn, in order. Default `['totalSupply', 'supply', 'borrow']`. */
  series?: readonly ApyChartSeries[] | undefined;
  /** The reward part as the band between supply and total supply (when both are drawn). Default true. */
  showRewardBand?: boolean | undefined;
  /** The range the points cover; with `onRangeChange`, the 24h / 7d / 30d switch is shown. */
  range?: AssetApyHistoryRange | undefined;
  /** Called by the range switch. */
  onRangeChange?: ((range: AssetApyHistoryRange) => void) | undefined;
  /** The first points are loading: a skeleton of the chart's size. Default false. */
  loading?: boolean | undefined;
  /** Other points (another range) are loading: the ones given stay, dimmed, with a loading mark. Default false. */
  updating?: boolean | undefined;
  /** A failed read: the table's error messages, with "Try again" when `onRetry` is given and can help. */
  error?: unknown;
  onRetry?: (() => void) | undefined;
  /** A retry is in flight ("Try again" stays, inert). Default false. */
  retrying?: boolean | undefined;
  /** The newest point is older than expected: a pill says so. Default false. */
  stale?: boolean | undefined;
  /** Title and accessible name. Default `messages.chart.title`. */
  title?: string | undefined;
  /** BCP 47 locale of numbers and dates. Default: the provider's, else the runtime's. */
  locale?: string | undefined;
  /** Overrides of the `chart` (and `errors`) messages. */
  messages?: ApyRewardsMessagesInput | undefined;
  /** Drop the library class names. Default false. */
  unstyled?: boolean | undefined;
}

const allSeries: readonly ApyChartSeries[] = ['totalSupply', 'supply', 'borrow'];

/** One market's APYs over time as a hand-written SVG line chart, with its mean / min / max and a table alternative. */
export function ApyChart({
  points = [],
  stats,
  series = allSeries,
  showRewardBand = true,
  range,
  onRangeChange,
  loading,
  updating,
  error,
  onRetry,
  retrying,
  stale,
  title,
  locale: ownLocale,
  messages: ownMessages,
  unstyled,
  className,
  ...rest
}: ApyChartProps) {
  const text = useMessageGroup('chart', defaultChartMessages, ownMessages);
  const locale = useApyRewardsLocale(ownLocale);
  const [tableShown, setTableShown] = useState(false);
  // A figure, not a landmark: a page may hold several charts under one title.
  const titleId = useId();
  const styled = (name: string) => libraryClass(unstyled, name);
  const computedStats = useMemo(() => stats ?? assetApyHistoryStats(points), [stats, points]);
  const band = showRewardBand && series.includes('supply') && series.includes('totalSupply');
  const shown: readonly (ApyChartSeries | 'reward')[] = band ? [...series, 'reward'] : series;
  const state: ApyChartState = error ? 'error' : loading ? 'loading' : points.length === 0 ? 'empty' : 'ready';
  const heading = title ?? text.title;
  const busy = state === 'ready' && updating;
  const staleShown = state === 'ready' && stale;

  let body: ReactNode;
  if (state === 'error') {
    body = (
      <div role="alert" data-slot="error" className={styled('ark-alert')}>
        <Suspense
          fallback={
            <p aria-hidden="true" data-slot="error-title" className={styled('ark-alert__title')}>
              {text.errorTitle}
            </p>
          }
        >
          <ErrorAlert
            error={error}
            title={text.errorTitle}
            messages={ownMessages}
            onRetry={onRetry}
            retrying={retrying}
            unstyled={unstyled}
          />
        </Suspense>
      </div>
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" data-slot="skeleton" className={styled('ark-skeleton ark-chart__skeleton')}>
        <span className={styled('ark-sr')}>{text.loading}</span>
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <p data-slot="empty" className={styled('ark-chart__empty')}>
        {text.empty}
      </p>
    );
  } else {
    body = (
      <>
        {statsRow(computedStats, shown, text, locale, unstyled)}
        <ChartPlot
          points={points}
          series={series}
          shown={shown}
          label={heading}
          messages={text}
          locale={locale}
          unstyled={unstyled}
        >
          {/* Mounted before it speaks, outside any `aria-busy`: a live region inserted with its text, or inside a busy
          one, is not announced by every screen reader. */}
          <span role="status" data-slot="updating" className={styled('ark-chart__updating')}>
            {busy && text.updating}
          </span>
        </ChartPlot>
        <button
          type="button"
          data-slot="table-toggle"
          aria-expanded={tableShown}
          className={styled('ark-button ark-chart__table-toggle')}
          onClick={() => setTableShown(!tableShown)}
        >
          {tableShown ? text.hideTable : text.showTable}
        </button>
        {tableShown && (
          <Suspense fallback={null}>
            <PointsTable
              points={points}
              series={shown}
              caption={heading}
              messages={text}
              locale={locale}
              unstyled={unstyled}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      data-slot="chart"
      data-state={state}
      data-updating={busy || undefined}
      data-stale={staleShown || undefined}
      className={cx(styled('ark-chart'), className)}
      {...rest}
    >
      <div data-slot="header" className={styled('ark-chart__header')}>
        <h2 id={titleId} data-slot="title" className={styled('ark-chart__title')}>
          {heading}
        </h2>
        {staleShown && (
          <span data-slot="stale" className={styled('ark-stale')}>
            {text.stale}
          </span>
        )}
        {onRangeChange && rangeSwitch(range, onRangeChange, text, unstyled)}
      </div>
      {body}
    </figure>
  );
}
