import { useCallback, useLayoutEffect, useRef } from 'react';
import { messageNumberFormat } from '../../format/locale';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import type { TablePress } from '../shared/tableToolbar';
import { useAnnouncer } from '../shared/useAnnouncer';
import type { ResolvedColumn } from './columns';
import { pagePosition } from './pagerView';
import type { ApyTableSort } from './types';

/** What the table shows once a press has had its effect, and the words to say it with. */
export interface TableShown {
  /** What was said no longer holds: the loading message is in the status region, or an alert replaced the rows. */
  cleared: boolean;
  /** Rows are in and nothing is loading. */
  settled: boolean;
  sort: ApyTableSort | null | undefined;
  columns: readonly ResolvedColumn[];
  page: number;
  pageCount: number | null;
  /** Rows on screen. */
  rows: readonly unknown[];
  /** What the empty table says (`emptyMessage` when it is text). */
  emptyText: string;
  messages: ApyTableMessages;
  locale: string | undefined;
  /** A filter's choice outside the table: a change is a filter press. */
  filterKey: string | number | undefined;
}

/**
 * What the table's status region says after a press: said once, when the rows are in, and only if the table shows
 * what was asked (a product may ignore a press, or a chain change may overtake it). The same words after a later
 * press are spoken again; the loading message clears them, so a reload for another reason does not bring them back.
 */
export function usePressAnnouncement(shown: TableShown) {
  // A filter waits for rows other than those on screen when it was pressed: a product may filter a deferred value.
  const pending = useRef<{ press: TablePress; rowsBefore: readonly unknown[] } | null>(null);
  const shownRows = useRef(shown.rows);
  const filterKey = useRef(shown.filterKey);
  const { said, say, clear } = useAnnouncer();
  // Stable: it is the toolbar's context value.
  const press = useCallback((next: TablePress) => {
    pending.current = { press: next, rowsBefore: shownRows.current };
  }, []);
  useLayoutEffect(() => {
    // Before the rows on screen are taken as the new ones: the rows it waits to change are those shown before.
    if (!Object.is(filterKey.current, shown.filterKey)) press({ kind: 'filter' });
    filterKey.current = shown.filterKey;
    const rows = shown.rows;
    shownRows.current = rows;
    if (shown.cleared) {
      clear();
      return;
    }
    const waiting = pending.current;
    if (waiting === null || !shown.settled) return;
    const asked = waiting.press;
    if (asked.kind === 'filter' && rows === waiting.rowsBefore) return;
    pending.current = null;
    const { sort, messages } = shown;
    let text = '';
    if (asked.kind === 'filter') {
      text = rows.length
        ? messages.rowsShown(messageNumberFormat(shown.locale).format(rows.length), rows.length)
        : shown.emptyText;
    } else if (asked.kind === 'page') {
      if (shown.page === asked.page) text = pagePosition(messages, shown.locale, shown.page, shown.pageCount);
    } else if (sort?.column === asked.column) {
      const label = shown.columns.find((column) => column.id === sort.column)?.label;
      if (label) text = messages.sorted(label, sort.direction);
    }
    if (text) say(text);
  });
  return { said, press };
}
