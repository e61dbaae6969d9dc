// Loaded with `React.lazy` only when a table has more rows than its `virtualizeThreshold`, so that
// @tanstack/react-virtual stays out of the bundle of every app that never virtualizes.
import { defaultRangeExtractor, observeElementRect, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import type { CellContext } from './cells';
import type { ResolvedColumn } from './columns';
import type { ApyTableModelRow } from './modelRow';
import { OVERSCAN_ROWS, ROW_HEIGHT_ESTIMATE, RowView, spacerRow, UNMEASURED_VIEW_HEIGHT } from './RowView';

/** Props of the virtualized body. */
export interface VirtualRowsProps {
  items: readonly ApyTableModelRow[];
  columns: readonly ResolvedColumn[];
  context: CellContext;
  scrollRef: RefObject<HTMLElement | null>;
}

const unmeasuredRect = { width: 0, height: UNMEASURED_VIEW_HEIGHT };

// Without layout (jsdom, a hidden box) the box measures 0 high, which would leave no row at all: the first window
// stays, as rendered before measuring (and on the server).
const observeRect: typeof observeElementRect = (instance, onRect) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : unmeasuredRect));

/** The window of rows in view plus spacer rows for the rest; `aria-rowindex` keeps each row's place in the table. */
export default function VirtualRows({ items, columns, context, scrollRef }: VirtualRowsProps) {
  // The row holding the focus stays rendered when scrolled out of the window (Page Down, End, the wheel): removed,
  // it would drop the focus to the document. Its neighbours stay too, so Tab and Shift+Tab reach the next and the
  // previous row, not the first row of the window.
  const [focusedKey, setFocusedKey] = useState<string | number | null>(null);
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const focusIn = (event: FocusEvent) => {
      const row = (event.target as Element).closest('tr[data-index]');
      setFocusedKey(row ? (items[Number(row.getAttribute('data-index'))]?.key ?? null) : null);
    };
    const focusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
    };
    box.addEventListener('focusin', focusIn);
    box.addEventListener('focusout', focusOut);
    return () => {
      box.removeEventListener('focusin', focusIn);
      box.removeEventListener('focusout', focusOut);
    };
  }, [scrollRef, items]);
  // Looked up once per focus or rows change, not on every scroll frame the range is computed for.
  const focused = useMemo(
    () => (focusedKey === null ? -1 : items.findIndex((item) => item.key === focusedKey)),
    [focusedKey, items],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused < 0) return indexes;
      const kept = [focused - 1, focused, focused + 1].filter((index) => index >= 0 && index < range.count);
      return [...new Set([...indexes, ...kept])].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useVirtualizer({
    rangeExtractor,
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    // Without layout (jsdom, hidden containers) rows measure 0, which would pull every row into the window.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    useFlushSync: false,
    getItemKey: (index) => items[index]?.key ?? index,
    // A first window before layout is measured (and for server rendering): the one `VirtualFallback` renders.
    initialRect: unmeasuredRect,
    observeElementRect: observeRect,
  });
  let end = 0;
  return (
    <>
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index];
        // Spacers keep the scroll height of the rows not rendered: above the window, and between a focused row kept
        // outside it and the window.
        const gap = virtual.start - end;
        end = virtual.end;
        return (
          item && (
            <Fragment key={virtual.key}>
              {spacerRow(gap, columns.length)}
              <RowView
                item={item}
                columns={columns}
                context={context}
                rowIndex={virtual.index + 2}
                measureRef={virtualizer.measureElement}
                virtualIndex={virtual.index}
              />
            </Fragment>
          )
        );
      })}
      {spacerRow(virtualizer.getTotalSize() - end, columns.length)}
    </>
  );
}
