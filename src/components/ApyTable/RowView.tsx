import { memo } from 'react';
import { libraryClass } from '../shared/classNames';
import { type CellContext, cellContent, isEmptyCell } from './cells';
import type { ResolvedColumn } from './columns';
import type { ApyTableModelRow } from './modelRow';

/** Estimated height of a body row, in px (the virtualizer's estimate, and the skeleton's while it loads). */
export const ROW_HEIGHT_ESTIMATE = 61;

interface RowViewProps {
  item: ApyTableModelRow;
  columns: readonly ResolvedColumn[];
  context: CellContext;
  rowIndex?: number;
  virtualIndex?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
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
