import { memo } from 'react';
import { chainById, explorerAddressUrl } from '../../core/chains';
import { assetKey } from '../../core/latest';
import { APY_PLACEHOLDER, formatApy } from '../../format/formatApy';
import { formatRelativeTime, toEpochMs } from '../../format/formatRelativeTime';
import { shortenAddress } from '../../format/shortenAddress';
import { libraryClass } from '../shared/classNames';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { ApyTableRow } from './ApyTable';
import { rewardApy } from './rewardApy';
import { Sparkline } from './Sparkline';
import { knownTokenSymbol } from './tokenSymbols';

/** What every row of one table shares; one object, so a memoized row compares it in one step. */
export interface RowContext {
  nowMs: number;
  staleAfterMs: number;
  locale: string | undefined;
  unstyled: boolean | undefined;
  /** `tokenLabels` with lowercase keys. */
  labels: Readonly<Record<string, string>> | undefined;
  history: ReadonlyMap<string, readonly ApyTableRow[]> | undefined;
  /** Id of the table's one "opens in a new tab" description, shared by every explorer link. */
  hintId: string;
  dates: Intl.DateTimeFormat;
}

/** Estimated height of a body row, in px (the virtualizer's estimate, and the skeleton's while it loads). */
export const ROW_HEIGHT_ESTIMATE = 61;

/** React key of a row: its id, else market and time. */
export function rowKey(row: ApyTableRow): string | number {
  return row.id ?? `${assetKey(row)}@${row.created_at}`;
}

/** The row's token label: `tokenLabels` first, then the built-in symbols. */
export function tokenLabel(row: ApyTableRow, labels: RowContext['labels']): string | undefined {
  const address = row.underlying_address.toLowerCase();
  return labels?.[address] ?? knownTokenSymbol(row.chain_id, address);
}

/** A finite number from a decimal string, else `null`. */
export function toNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function explorerUrl(chainId: string, address: string): string | undefined {
  try {
    return explorerAddressUrl(chainId, address);
  } catch {
    return undefined;
  }
}

interface RowViewProps {
  row: ApyTableRow;
  context: RowContext;
  rowIndex?: number;
  virtualIndex?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
}

// Memoized: sorting reorders rows without re-rendering them, and hover is pure CSS.
export const RowView = memo(function RowView({ row, context, rowIndex, virtualIndex, measureRef }: RowViewProps) {
  const { nowMs, locale, unstyled } = context;
  const address = row.underlying_address;
  const label = tokenLabel(row, context.labels);
  // viem caches checksums, so re-rendering a row does not hash its address again.
  const href = explorerUrl(row.chain_id, address);
  const chain = chainById(row.chain_id);
  const updatedMs = toEpochMs(row.created_at);
  const stale = nowMs - updatedMs > context.staleAfterMs;
  const total = formatApy(row.totalSupplyApy, { locale });
  const reward = rewardApy(row.totalSupplyApy, row.supplyApy);
  const cellClass = libraryClass(unstyled, 'ark-cell');
  const numClass = libraryClass(unstyled, 'ark-cell ark-num');
  const apyCell = (column: string, value: string | null) => {
    const text = formatApy(value, { locale });
    return text === APY_PLACEHOLDER ? (
      <td data-slot="cell" data-column={column} data-empty="" className={numClass}>
        <Missing label="No data" unstyled={unstyled} />
      </td>
    ) : (
      <td data-slot="cell" data-column={column} className={numClass}>
        {text}
      </td>
    );
  };
  const short = shortenAddress(address);
  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      data-slot="row"
      data-stale={stale || undefined}
      className={libraryClass(unstyled, 'ark-row')}
    >
      <th scope="row" data-slot="cell" data-column="token" className={libraryClass(unstyled, 'ark-cell ark-market')}>
        <span aria-hidden="true" data-slot="token-icon" className={libraryClass(unstyled, 'ark-icon')}>
          {(label ?? '?').charAt(0).toUpperCase()}
        </span>
        {label !== undefined && (
          <span data-slot="token-symbol" className={libraryClass(unstyled, 'ark-symbol')}>
            {label}
          </span>
        )}
        {label !== undefined && '\n'}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            title={address}
            aria-describedby={context.hintId}
            data-slot="explorer-link"
            className={libraryClass(unstyled, 'ark-address')}
          >
            {short}
          </a>
        ) : (
          <span title={address} data-slot="address" className={libraryClass(unstyled, 'ark-address')}>
            {short}
          </span>
        )}
      </th>
      <td data-slot="cell" data-column="chain" className={cellClass}>
        <span
          data-slot="chain"
          data-chain={chain?.name ?? `chain-${row.chain_id}`}
          className={libraryClass(unstyled, 'ark-chain')}
        >
          {chain?.label ?? `Chain ${row.chain_id}`}
        </span>
      </td>
      {apyCell('supplyApy', row.supplyApy)}
      {total === APY_PLACEHOLDER ? (
        apyCell('totalSupplyApy', null)
      ) : (
        <td
          data-slot="cell"
          data-column="totalSupplyApy"
          className={libraryClass(unstyled, 'ark-cell ark-num ark-total')}
        >
          {reward === null ? total : `${total}\n`}
          {reward !== null && (
            <span data-slot="reward" className={libraryClass(unstyled, 'ark-reward')}>
              {`${formatApy(reward, { locale, signDisplay: 'always' })} rewards`}
            </span>
          )}
        </td>
      )}
      {apyCell('borrowApy', row.borrowApy)}
      {context.history && (
        <td data-slot="cell" data-column="trend" className={cellClass}>
          <TrendCell series={context.history.get(assetKey(row))} locale={locale} unstyled={unstyled} />
        </td>
      )}
      <td data-slot="cell" data-column="updated" className={numClass}>
        <time
          dateTime={row.created_at}
          title={Number.isFinite(updatedMs) ? context.dates.format(updatedMs) : undefined}
          data-slot="updated"
        >
          {formatRelativeTime(updatedMs, { now: nowMs, locale })}
        </time>
        {stale && (
          <span
            data-slot="stale"
            className={libraryClass(unstyled, 'ark-stale')}
            title="No snapshot for over two hours"
          >
            Stale
          </span>
        )}
      </td>
    </tr>
  );
});

/** A dash for sighted users, words for assistive technology. */
function Missing({ label, unstyled }: { label: string; unstyled: boolean | undefined }) {
  return (
    <>
      <span aria-hidden="true">{APY_PLACEHOLDER}</span>
      <VisuallyHidden unstyled={unstyled}>{label}</VisuallyHidden>
    </>
  );
}

function TrendCell({
  series = [],
  locale,
  unstyled,
}: {
  series: readonly ApyTableRow[] | undefined;
  locale: string | undefined;
  unstyled: boolean | undefined;
}) {
  const values = series.map((row) => toNumber(row.totalSupplyApy));
  const known = series.filter((_, index) => values[index] !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || known.length < 2) {
    return (
      <span data-slot="sparkline" data-empty="">
        <Missing label="No trend data" unstyled={unstyled} />
      </span>
    );
  }
  const label = `Total supply APY trend over ${known.length} snapshots: from ${formatApy(first.totalSupplyApy, { locale })} to ${formatApy(last.totalSupplyApy, { locale })}`;
  return <Sparkline values={values} label={label} unstyled={unstyled} />;
}

/** An empty row keeping the scroll height of the rows that are not rendered. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is empty, only there to keep the scroll height
    <tr aria-hidden="true" data-slot="spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;
}
