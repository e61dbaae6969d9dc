// Loaded with `React.lazy` only when a table has more rows than its `virtualizeThreshold`, so that
// @tanstack/react-virtual stays out of the bundle of every app that never virtualizes.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { CellContext } from './cells';
import type { ResolvedColumn } from './columns';
import type { ApyTableModelRow } from './modelRow';
import { ROW_HEIGHT_ESTIMATE, RowView, spacerRow } from './RowView';

/** Props of the virtualized body. */
export interface VirtualRowsProps {
  items: readonly ApyTableModelRow[];
  columns: readonly ResolvedColumn[];
  context: CellContext;
  scrollRef: RefObject<HTMLElement | null>;
}

/** The window of rows in view plus spacer rows for the rest; `aria-rowindex` keeps each row's place in the table. */
export default function VirtualRows({ items, columns, context, scrollRef }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    // Without layout (jsdom, hidden containers) rows measure 0, which would pull every row into the window.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT_ESTIMATE,
    overscan: 8,
    useFlushSync: false,
    getItemKey: (index) => items[index]?.key ?? index,
    // A first window before layout is measured (and for server rendering).
    initialRect: { width: 0, height: 480 },
  });
  const window = virtualizer.getVirtualItems();
  const paddingTop = window[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (window.at(-1)?.end ?? 0);
  return (
    <>
      {spacerRow(paddingTop, columns.length)}
      {window.map((virtual) => {
        const item = items[virtual.index];
        return (
          item && (
            <RowView
              key={virtual.key}
              item={item}
              columns={columns}
              context={context}
              rowIndex={virtual.index + 2}
              measureRef={virtualizer.measureElement}
              virtualIndex={virtual.index}
            />
          )
        );
      })}
      {spacerRow(paddingBottom, columns.length)}
    </>
  );
}
