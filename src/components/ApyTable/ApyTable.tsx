import { type ComponentType, Fragment, lazy, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react';
import { defaultTableMessages } from '../../i18n/tableMessages';
import { useApyRewardsLocale, useMessageGroup } from '../../react/ApyRewardsProvider';
import { cx, libraryClass } from '../shared/classNames';
import { TableToolbarContext } from '../shared/tableToolbar';
import { useFocusHandoff } from '../shared/useFocusHandoff';
import { useHydrated } from '../shared/useHydrated';
import { useNow } from '../shared/useNow';
import { visuallyHidden } from '../shared/VisuallyHidden';
import type { ApyTableProps } from './ApyTableProps';
import type { CellContext } from './cells';
import type { ErrorAlertProps } from './ErrorAlert';
import { headerRow } from './HeaderRow';
import { loadMean } from './meanLoader';
import { pagerView } from './pagerView';
import { RowView, skeletonRows, VirtualFallback } from './RowView';
import { DEFAULT_VIRTUALIZE_THRESHOLD } from './tableDefaults';
import type { ApyTableRow, ApyTableState } from './types';
import { useApyTableModel } from './useApyTableModel';
import { usePressAnnouncement } from './usePressAnnouncement';
import { useScrollBox } from './useScrollBox';

export type { ApyTableProps } from './ApyTableProps';
export { nextSort } from './columns';
export type * from './types';

const unstyledVirtualScroll = { maxHeight: 'var(--ark-table-height, 480px)', overflow: 'auto' } as const;

// The virtualizer (@tanstack/react-virtual) is a chunk of its own, loaded by the first table that needs it. Every
// chunk below may fail to load (offline, a redeploy that removed it); the table stays instead of throwing to the app's
// error boundary. Browsers keep a failed import for the page's life, so what stands in stays until a reload. Here,
// every row, unvirtualized.
const VirtualRows = lazy(() => import('./VirtualRows').catch(() => ({ default: VirtualFallback })));
// What an error says (its sentences, their choice, "Try again") is a chunk of its own too, loaded by the first error.
// Where it cannot load (offline, when errors are most likely), the title is all the alert says.
const ErrorAlert = lazy<ComponentType<ErrorAlertProps>>(() =>
  import('./ErrorAlert').catch(() => ({ default: ({ title }) => title })),
);
// So is the pager's behaviour; until it is in, and for good where it cannot load, the pager shows with both buttons
// disabled.
const Pagination = lazy(() => import('./Pagination').catch(() => new Promise<never>(() => {})));
// And the 7-day mean's, loaded by the first table with its column.
const MeanTable = lazy(() => loadMean().then(() => ({ default: TableView })));

const emptyRows: readonly ApyTableRow[] = [];

/**
 * Lending-market APYs, one row per market: token, chain, supply, total supply (with its reward part), borrow, trend
 * and freshness. Presentational, built on `useApyTableModel`; a wide table or stacked cells by container width.
 */
export function ApyTable<Row extends ApyTableRow = ApyTableRow>(productProps: ApyTableProps<Row>) {
  // Sound widening TypeScript cannot see: `cell`, `sortValue` and `getRowHref` only ever receive the product's rows.
  const props = productProps as unknown as ApyTableProps;
  // Only a table with the 7-day mean waits, for the mean's chunk, in its loading state: every other table has no
  // boundary, so its server HTML holds none.
  return props.columns?.includes('mean7d') ? (
    <Suspense fallback={<TableView {...props} rows={undefined} loading />}>
      <MeanTable {...props} />
    </Suspense>
  ) : (
    <TableView {...props} />
  );
}

function TableView(props: ApyTableProps) {
  const {
    rows = emptyRows,
    columns,
    getRowHref,
    loading = false,
    error,
    onRetry,
    sort,
    defaultSort,
    onSortChange,
    manualSorting,
    sortableColumns,
    page = 0,
    pageCount = null,
    hasNextPage = false,
    onPageChange,
    tokenLabels,
    tokenIcon,
    history,
    trendHours,
    now,
    staleAfterMs,
    timeDisplay = 'relative',
    locale: ownLocale,
    messages: ownMessages,
    layout = 'auto',
    virtualizeThreshold = DEFAULT_VIRTUALIZE_THRESHOLD,
    caption,
    toolbar,
    filterKey,
    emptyMessage,
    skeletonRows: skeletonRowCount = 5,
    unstyled,
    className,
    ...rest
  } = props;
  const id = useId();
  const titleId = `${id}title`;
  const hintId = `${id}hint`;
  const nowMs = useNow(now);
  const hydrated = useHydrated();
  const text = useMessageGroup('table', defaultTableMessages, ownMessages);
  const locale = useApyRewardsLocale(ownLocale);
  // The model's options are the table's own props of those names.
  const model = useApyTableModel({ ...props, rows, messages: text, locale, nowMs });
  const hasError = error !== undefined && error !== null && error !== false;
  // True while the virtualized body's chunk loads (its fallback reports it), for `aria-busy`.
  const [chunkLoading, setChunkLoading] = useState(false);
  const scrollBox = useScrollBox(layout);
  const alertRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // Whichever of the alert and the table leaves with the focus hands it to the other one.
  const alertFocusRef = useFocusHandoff(() => scrollBox.scrollRef.current, alertRef);
  const scrollFocusRef = useFocusHandoff(() => retryRef.current ?? alertRef.current, scrollBox.ref);
  // A "Try again" that goes while the alert stays (a retry that failed for good) hands its focus to the alert.
  const retryFocusRef = useFocusHandoff(() => alertRef.current, retryRef);
  const context = useMemo<CellContext>(
    () => ({
      messages: text,
      unstyled,
      hintId,
      trendHours: model.trendHours,
      staleMinutes: model.staleMinutes,
      locale: model.locale,
      timeDisplay,
      tokenIcon,
      hydrated,
    }),
    [text, unstyled, hintId, model.trendHours, model.staleMinutes, model.locale, timeDisplay, tokenIcon, hydrated],
  );

  const virtualize = rows.length > virtualizeThreshold;
  const state: ApyTableState = hasError
    ? 'error'
    : rows.length === 0 && loading
      ? 'loading'
      : rows.length === 0
        ? 'empty'
        : 'ready';
  const showTable = !(hasError && rows.length === 0);
  // `aria-sort` is read only where a header is reached: the order a header press gave is announced too, and so is the
  // page a pager press turned to.
  const announcement = usePressAnnouncement({
    ...model,
    cleared: state === 'loading' || !showTable,
    // A press whose read failed (the alert replaced the rows) is not said: the alert speaks, and the press is said
    // once a retry shows it. Rows kept beside an alert (a failed refresh) still show what a press did.
    settled: !loading && showTable && state !== 'loading',
    page,
    pageCount,
    rows,
    emptyText: typeof emptyMessage === 'string' && emptyMessage ? emptyMessage : text.empty,
    messages: text,
    filterKey,
  });

  // A filter in the toolbar speaks the table's language too, unless given its own.
  const inToolbar = useMemo(
    () => ({ press: announcement.press, messages: ownMessages }),
    [announcement.press, ownMessages],
  );
  const styled = (name: string) => libraryClass(unstyled, name);
  const pager = onPageChange && {
    page,
    pageCount,
    hasNextPage,
    onPageChange: (target: number) => {
      announcement.press({ kind: 'page', page: target });
      onPageChange(target);
    },
    messages: text,
    locale: model.locale,
    unstyled,
  };

  let body: ReactNode;
  if (state === 'loading') {
    body = skeletonRows(skeletonRowCount, model.columns, unstyled);
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="empty-row">
        <td colSpan={model.columns.length} data-slot="empty" className={styled('ark-empty')}>
          {emptyMessage ?? text.empty}
        </td>
      </tr>
    );
  } else if (virtualize) {
    body = (
      <Suspense
        fallback={
          <VirtualFallback items={model.rows} columns={model.columns} context={context} onLoading={setChunkLoading} />
        }
      >
        <VirtualRows items={model.rows} columns={model.columns} context={context} scrollRef={scrollBox.scrollRef} />
      </Suspense>
    );
  } else {
    body = model.rows.map((item) => <RowView key={item.key} item={item} columns={model.columns} context={context} />);
  }

  return (
    <div
      data-slot="apy-table"
      {...rest}
      data-state={state}
      data-layout={layout}
      data-virtualized={virtualize || undefined}
      className={cx(styled('ark-table'), className)}
    >
      <div data-slot="toolbar" className={styled('ark-table__bar')}>
        <div data-slot="title" id={titleId} className={styled('ark-table__title')}>
          {caption ?? text.caption}
        </div>
        <TableToolbarContext.Provider value={inToolbar}>{toolbar}</TableToolbarContext.Provider>
      </div>
      {hasError && (
        // The box is here, so focus can reach it at once; its words come with their chunk. Until then the title shows
        // hidden from assistive technology, so the alert is spoken once, with its sentence.
        <div ref={alertFocusRef} role="alert" tabIndex={-1} data-slot="error" className={styled('ark-alert')}>
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
              retrying={loading}
              unstyled={unstyled}
              retryRef={retryFocusRef}
            />
          </Suspense>
        </div>
      )}
      {/* Mounted before it speaks: a live region inserted with its text is not announced by every screen reader. */}
      <div role="status" data-slot="status">
        {state === 'loading' ? (
          visuallyHidden(text.loading, unstyled)
        ) : (
          <Fragment key={announcement.said.round}>
            {announcement.said.text && visuallyHidden(announcement.said.text, unstyled)}
          </Fragment>
        )}
      </div>
      {showTable && (
        <section
          ref={scrollFocusRef}
          aria-labelledby={titleId}
          // A box that scrolls must be reachable by keyboard (WCAG 2.1.1); one that does not is no stop, but takes the
          // focus handed to it.
          tabIndex={scrollBox.scrolls ? 0 : -1}
          // The rows are what loads; the toolbar and the status line stay outside, where a screen reader speaks.
          aria-busy={loading || (virtualize && chunkLoading) || undefined}
          data-slot="scroll"
          data-scroll-x={scrollBox.scrollsSideways || undefined}
          data-stack={layout === 'table' ? undefined : ''}
          className={styled('ark-table__scroll')}
          // The window needs a bounded scroll box; without the library's CSS it would render every row at once.
          style={virtualize && unstyled ? unstyledVirtualScroll : undefined}
        >
          <table
            aria-labelledby={titleId}
            aria-rowcount={virtualize ? rows.length + 1 : undefined}
            data-slot="table"
            className={styled('ark-table__table')}
          >
            <thead data-slot="header" className={styled('ark-table__head')}>
              {headerRow(
                {
                  ...model,
                  toggleSort: (column) => {
                    announcement.press({ kind: 'sort', column });
                    model.toggleSort(column);
                  },
                },
                rows.length > 0,
                virtualize,
                unstyled,
              )}
            </thead>
            <tbody data-slot="body">{body}</tbody>
          </table>
        </section>
      )}
      {showTable && rows.length > 0 && (
        // One description for every explorer link (`aria-describedby`), instead of hidden text in each of them.
        <span id={hintId} hidden>
          {text.explorerHint}
        </span>
      )}
      {pager && (
        <Suspense fallback={pagerView(pager)}>
          <Pagination {...pager} />
        </Suspense>
      )}
    </div>
  );
}
