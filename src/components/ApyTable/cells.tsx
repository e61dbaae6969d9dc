import { lazy, type ReactNode, Suspense } from 'react';
import { APY_PLACEHOLDER } from '../../format/formatApy';
import { messageNumberFormat } from '../../format/locale';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import { libraryClass } from '../shared/classNames';
import { visuallyHidden } from '../shared/VisuallyHidden';
import { isApyColumn, type ResolvedColumn } from './columns';
import type { ApyTableModelRow } from './modelRow';

// The drawing is a chunk of its own: the latest view's first paint has no trend yet. Until it is in, and in server
// markup and its hydration (where a waiting boundary would be rendered again on the client), a trend shows as its
// empty image: the same box, name and direction; where the chunk cannot load, for good.
const Sparkline = lazy(() =>
  import('./Sparkline').then(
    (module) => ({ default: module.Sparkline }),
    () => new Promise<never>(() => {}),
  ),
);

/** What every cell of one table shares; one object, so a memoized row compares it in one step. */
export interface CellContext {
  messages: ApyTableMessages;
  unstyled: boolean | undefined;
  /** Id of the table's one "opens in a new tab" description, shared by every explorer link. */
  hintId: string;
  trendHours: number;
  staleMinutes: number;
  /** The table's locale, for the numbers inside messages. */
  locale: string | undefined;
  /** `absolute`: the date and time shown, the relative time as its title (history views). */
  timeDisplay: 'relative' | 'absolute';
  tokenIcon: ((row: ApyTableModelRow['row']) => ReactNode) | undefined;
  /** False while server markup hydrates: the server's clock and time zone made its times, which stay until then. */
  hydrated: boolean;
}

/** A dash for sighted users, words for assistive technology. */
export function missing(label: string, unstyled: boolean | undefined) {
  return (
    <>
      <span aria-hidden="true">{APY_PLACEHOLDER}</span>
      {visuallyHidden(label, unstyled)}
    </>
  );
}

// Cells are plain functions, not components: no fiber of their own for each of thousands of cells.
function marketCell(item: ApyTableModelRow, context: CellContext) {
  const { unstyled, messages } = context;
  const styled = (name: string) => libraryClass(unstyled, name);
  const label = item.token;
  const name = label ?? item.shortAddress;
  const icon = context.tokenIcon?.(item.row);
  return (
    <>
      {icon !== undefined && icon !== null && icon !== false && (
        <span aria-hidden="true" data-slot="token-icon" className={styled('ark-icon')}>
          {icon}
        </span>
      )}
      {item.href ? (
        <a
          href={item.href}
          aria-label={messages.marketLink(name, item.chain)}
          data-slot="market-link"
          className={styled('ark-symbol ark-market-link')}
        >
          <bdi>{name}</bdi>
        </a>
      ) : (
        label !== undefined && (
          <bdi data-slot="token-symbol" className={styled('ark-symbol')}>
            {label}
          </bdi>
        )
      )}
      {(label !== undefined || item.href) && '\n'}
      {item.explorerUrl ? (
        <a
          href={item.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={item.address}
          // Two markets of one token on two chains show the same short address: the name tells their explorers apart.
          aria-label={messages.explorerLink(item.shortAddress, item.chain)}
          aria-describedby={context.hintId}
          data-slot="explorer-link"
          className={styled('ark-address')}
        >
          {item.shortAddress}
        </a>
      ) : (
        <span title={item.address} data-slot="address" className={styled('ark-address')}>
          {item.shortAddress}
        </span>
      )}
    </>
  );
}

function totalCell(item: ApyTableModelRow, context: CellContext) {
  if (item.totalSupplyApy === null) return missing(context.messages.noData, context.unstyled);
  if (item.reward === null) return item.totalSupplyApy;
  return (
    <>
      {`${item.totalSupplyApy}\n`}
      <span data-slot="reward" className={libraryClass(context.unstyled, 'ark-reward')}>
        {context.messages.rewards(item.reward)}
      </span>
    </>
  );
}

function trendCell(item: ApyTableModelRow, context: CellContext) {
  const trend = item.trend;
  if (!trend) {
    return (
      <span data-slot="sparkline" data-empty="" className={libraryClass(context.unstyled, 'ark-spark')}>
        {missing(context.messages.noTrend, context.unstyled)}
      </span>
    );
  }
  const hours = context.trendHours;
  const label = context.messages.trendLabel(
    trend.from,
    trend.to,
    hours,
    messageNumberFormat(context.locale).format(hours),
  );
  const empty = (
    <svg
      role="img"
      aria-label={label}
      width={72}
      height={24}
      data-slot="sparkline"
      data-trend={trend.trend}
      className={libraryClass(context.unstyled, 'ark-spark')}
    />
  );
  return context.hydrated ? (
    <Suspense fallback={empty}>
      <Sparkline values={trend.values} trend={trend.trend} label={label} unstyled={context.unstyled} />
    </Suspense>
  ) : (
    empty
  );
}

function updatedCell(item: ApyTableModelRow, context: CellContext) {
  // An unreadable `created_at` (a product's own rows) reads as "no data", like a missing APY.
  if (item.updatedRelative === APY_PLACEHOLDER) return missing(context.messages.noData, context.unstyled);
  const absolute = context.timeDisplay === 'absolute' && item.updatedAbsolute !== undefined;
  const { hydrated } = context;
  // A table that never marks rows stale (the history view: `staleAfterMs` Infinity) has no mark to hide.
  const staleMark = item.stale || (!hydrated && context.staleMinutes < Infinity);
  const minutes = context.staleMinutes;
  const numbers = messageNumberFormat(context.locale);
  const staleTitle = staleMark
    ? context.messages.staleTitle(minutes, numbers.format(minutes), numbers.format(minutes / 60))
    : '';
  // New elements once hydrated: React keeps mismatched server text and attributes, so the browser's replace them.
  return (
    <>
      <time
        key={hydrated ? 'time' : 'server-time'}
        dateTime={item.row.created_at}
        title={absolute ? item.updatedRelative : item.updatedAbsolute}
        data-slot="updated"
        suppressHydrationWarning
      >
        {absolute ? item.updatedAbsolute : item.updatedRelative}
      </time>
      {/* The space keeps "5 hr. ago Stale" two words when read out. */}
      {staleMark && ' '}
      {staleMark && (
        <span
          key={hydrated ? 'stale' : 'server-stale'}
          data-slot="stale"
          className={libraryClass(context.unstyled, 'ark-stale')}
          title={staleTitle}
          // While hydrating, every row has the mark, hidden where the server's clock found the row fresh.
          hidden={!item.stale}
          suppressHydrationWarning
        >
          {context.messages.stale}
          {/* The threshold, which `title` gives only to a mouse: a screen reader reads it here. */}
          {visuallyHidden(` (${staleTitle})`, context.unstyled)}
        </span>
      )}
    </>
  );
}

/**
 * A product's text in a `<bdi>`: its direction controls (U+202E) and right-to-left letters reorder only itself, never
 * the text beside it (an address, a figure).
 */
export function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' && content !== '' ? <bdi>{content}</bdi> : content;
}

/** The content of one cell: a built-in column's, or the product column's `cell(row)`. */
export function cellContent(column: ResolvedColumn, item: ApyTableModelRow, context: CellContext): ReactNode {
  switch (column.builtIn) {
    case 'token':
      return marketCell(item, context);
    case 'chain':
      return (
        <bdi data-slot="chain" data-chain={item.chainSlug} className={libraryClass(context.unstyled, 'ark-chain')}>
          {item.chain}
        </bdi>
      );
    case 'supplyApy':
    case 'borrowApy':
      return item[column.builtIn] ?? missing(context.messages.noData, context.unstyled);
    case 'totalSupplyApy':
      return totalCell(item, context);
    case 'trend':
      return trendCell(item, context);
    case 'updated':
      return updatedCell(item, context);
    case 'mean7d':
      return item.mean7d ?? missing(context.messages.noData, context.unstyled);
    default:
      return isolated(column.custom?.cell(item.row));
  }
}

/** Whether a built-in cell shows the missing-value dash (`data-empty`). */
export function isEmptyCell(column: ResolvedColumn, item: ApyTableModelRow): boolean {
  const id = column.builtIn;
  return (isApyColumn(id) && item[id] === null) || (id === 'mean7d' && item.mean7d === null);
}
