import { memo, useLayoutEffect } from 'react';
import { libraryClass } from '../shared/classNames';
import { type CellContext, cellContent, isEmptyCell } from './cells';
import type { ResolvedColumn } from './columns';
import type { ApyTableModelRow } from './modelRow';

// The body's rows: a loaded one (`RowView`), the skeleton's while loading, and the spacer of a virtualized body.

/** Estimated height of a body row, in px (the virtualizer's estimate, and the spacer's for rows not rendered). */
export const ROW_HEIGHT_ESTIMATE = 61;
/** Height the virtualized body fills where it cannot measure its box (server, jsdom, a hidden box), in px. */
export const UNMEASURED_VIEW_HEIGHT = 480;
/** Rows rendered beyond each end of the window in view. */
export const OVERSCAN_ROWS = 8;

interface RowViewProps {
  item: ApyTableModelRow;
  columns: readonly ResolvedColumn[];
  context: CellContext;
  rowIndex?: number | undefined;
  virtualIndex?: number | undefined;
  measureRef?: ((node: HTMLTableRowElement | null) => void) | undefined;
}

/** The library class of a column's cells (the skeleton uses the same, so both lay out alike). */
export function cellClassName(column: ResolvedColumn, item?: ApyTableModelRow): string {
  const id = column.builtIn;
  if (id === 'token') return 'ark-cell ark-market';
  const total = id === 'totalSupplyApy';
  // `ark-line`: one line of text (a total without its reward too), padded to the two-line cells' height.
  return `ark-cell${column.numeric ? ' ark-num' : ''}${total ? ' ark-total' : ''}${id && id !== 'trend' && !(total && item?.reward) ? ' ark-line' : ''}`;
}

/** One body row of the wide table; the stacked layout restyles the same markup (labels from `data-label`). */
// Memoized: sorting reorders rows without re-rendering them, and hover is pure CSS.
export const RowView = memo(function RowView({
  item,
  columns,
  context,
  rowIndex,
  virtualIndex,
  measureRef,
}: RowViewProps) {
  const { unstyled } = context;
  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      data-slot="row"
      // Set once hydrated: it follows the clock, which differs between the server and the hydrating browser.
      data-stale={(context.hydrated && item.stale) || undefined}
      className={libraryClass(unstyled, 'ark-row')}
    >
      {columns.map((column) => {
        const className = libraryClass(unstyled, cellClassName(column, item));
        const content = cellContent(column, item, context);
        return column.builtIn === 'token' ? (
          <th key={column.id} scope="row" data-slot="cell" data-column="token" className={className}>
            {content}
          </th>
        ) : (
          <td
            key={column.id}
            data-slot="cell"
            data-column={column.id}
            data-label={column.label}
            data-empty={isEmptyCell(column, item) ? '' : undefined}
            className={className}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * Skeleton rows with the loaded table's cells (same columns, same classes), so nothing moves when data arrives. Markup
 * from a plain function, as the cells are.
 */
export function skeletonRows(count: number, columns: readonly ResolvedColumn[], unstyled: boolean | undefined) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable; the status line announces loading
    <tr
      // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
      key={index}
      aria-hidden="true"
      data-slot="skeleton-row"
      className={libraryClass(unstyled, 'ark-row')}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          data-slot="cell"
          data-column={column.id}
          data-label={column.builtIn === 'token' ? undefined : column.label}
          className={libraryClass(unstyled, cellClassName(column))}
        >
          <span data-slot="skeleton" className={libraryClass(unstyled, 'ark-skeleton')} />
        </td>
      ))}
    </tr>
  ));
}

/**
 * Sizes set through the CSSOM, not a `style` attribute: a strict CSP (`style-src` without `'unsafe-inline'`) drops
 * style attributes in server HTML, and these rows are in the server HTML of a virtualized table.
 */
function sizeRef(sizes: Partial<Record<'height' | 'padding' | 'border', string>>) {
  return (element: HTMLElement | null) => {
    if (element) Object.assign(element.style, sizes);
  };
}

/** An empty row keeping the scroll height of the rows that are not rendered. */
export function spacerRow(height: number, columns: number) {
  return height > 0 ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is empty, only there to keep the scroll height
    <tr aria-hidden="true" data-slot="spacer">
      <td colSpan={columns} ref={sizeRef({ height: `${height}px`, padding: '0', border: '0' })} />
    </tr>
  ) : null;
}

/**
 * The virtualized body while its chunk loads, and where it cannot measure (server HTML either way): its first rows
 * (about one screen), as the virtualizer renders them from `UNMEASURED_VIEW_HEIGHT`, and a spacer for the rest, so the
 * scroll height is already the final one. Reports itself for the table's `aria-busy`. Without `onLoading`, where the
 * chunk cannot load (offline, a redeploy): every row.
 */
export function VirtualFallback({
  items,
  columns,
  context,
  onLoading,
}: {
  items: readonly ApyTableModelRow[];
  columns: readonly ResolvedColumn[];
  context: CellContext;
  onLoading?: (loading: boolean) => void;
}) {
  useLayoutEffect(() => {
    onLoading?.(true);
    return () => onLoading?.(false);
  }, [onLoading]);
  const shown = onLoading
    ? Math.min(items.length, Math.ceil(UNMEASURED_VIEW_HEIGHT / ROW_HEIGHT_ESTIMATE) + OVERSCAN_ROWS)
    : items.length;
  return (
    <>
      {items.slice(0, shown).map((item, index) => (
        <RowView
          key={item.key}
          item={item}
          columns={columns}
          context={context}
          rowIndex={index + 2}
          virtualIndex={index}
        />
      ))}
      {spacerRow((items.length - shown) * ROW_HEIGHT_ESTIMATE, columns.length)}
    </>
  );
}
