import { useLayoutEffect } from 'react';
import { libraryClass } from '../shared/classNames';
import type { ResolvedColumn } from './columns';
import { cellClassName, ROW_HEIGHT_ESTIMATE } from './RowView';

/**
 * Skeleton rows with the loaded table's cells (same columns, same classes), so nothing moves when data arrives. Markup
 * from a plain function, as the cells are.
 */
export function skeletonRows(
  count: number,
  columns: readonly ResolvedColumn[],
  unstyled: boolean | undefined,
  height?: number,
) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable; the status line announces loading
    <tr
      // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
      key={index}
      aria-hidden="true"
      data-slot="skeleton-row"
      className={libraryClass(unstyled, 'ark-row')}
      style={height ? { height } : undefined}
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

/** An empty row keeping the scroll height of the rows that are not rendered. */
export function spacerRow(height: number, columns: number) {
  return height > 0 ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is empty, only there to keep the scroll height
    <tr aria-hidden="true" data-slot="spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;
}

/**
 * Shown while the virtualized body's chunk loads: skeleton rows as tall as real ones plus a spacer for the rest, so
 * the scroll height is already the final one and nothing jumps. Reports itself for the table's `aria-busy`.
 */
export function VirtualFallback({
  count,
  columns,
  unstyled,
  onLoading,
}: {
  count: number;
  columns: readonly ResolvedColumn[];
  unstyled: boolean | undefined;
  onLoading: (loading: boolean) => void;
}) {
  useLayoutEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  const shown = Math.min(count, 8);
  return (
    <>
      {skeletonRows(shown, columns, unstyled, ROW_HEIGHT_ESTIMATE)}
      {spacerRow((count - shown) * ROW_HEIGHT_ESTIMATE, columns.length)}
    </>
  );
}
