// Loaded with `React.lazy` only when a table has more rows than its `virtualizeThreshold`, so that
// @tanstack/react-virtual stays out of the bundle of every app that never virtualizes.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { ApyTableRow } from './ApyTable';
import { ROW_HEIGHT_ESTIMATE, type RowContext, RowView, rowKey, SpacerRow } from './RowView';

/** Props of the virtualized body. */
export interface VirtualRowsProps {
  rows: readonly ApyTableRow[];
  context: RowContext;
  columns: number;
  scrollRef: RefObject<HTMLElement | null>;
}

/** The window of rows in view plus spacer rows for the rest; `aria-rowindex` keeps each row's place in the table. */
export default function VirtualRows({ rows, context, columns, scrollRef }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    // Without layout (jsdom, hidden containers) rows measure 0, which would pull every row into the window.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT_ESTIMATE,
    overscan: 8,
    useFlushSync: false,
    getItemKey: (index) => {
      const row = rows[index];
      return row ? rowKey(row) : index;
    },
    // A first window before layout is measured (and for server rendering).
    initialRect: { width: 0, height: 480 },
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <SpacerRow height={paddingTop} columns={columns} />
      {items.map((item) => {
        const row = rows[item.index];
        return (
          row && (
            <RowView
              key={item.key}
              row={row}
              context={context}
              rowIndex={item.index + 2}
              measureRef={virtualizer.measureElement}
              virtualIndex={item.index}
            />
          )
        );
      })}
      <SpacerRow height={paddingBottom} columns={columns} />
    </>
  );
}
