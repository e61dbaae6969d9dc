import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import type { TablePress } from '../shared/tablePress';
import { useAnnouncer } from '../shared/useAnnouncer';
import type { ResolvedColumn } from './columns';
import { integerFormat, pagePosition } from './Pagination';
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
  rowCount: number;
  messages: ApyTableMessages;
  locale: string | undefined;
}

/**
 * What the table's status region says after a press: said once, when the rows are in, and only if the table shows
 * what was asked (a product may ignore a press, or a chain change may overtake it). The same words after a later
 * press are spoken again; the loading message clears them, so a reload for another reason does not bring them back.
 */
export function usePressAnnouncement(shown: TableShown) {
  const pending = useRef<TablePress | null>(null);
  const { said, say, clear } = useAnnouncer();
  useLayoutEffect(() => {
    if (shown.cleared) {
      clear();
      return;
    }
    const press = pending.current;
    if (press === null || !shown.settled) return;
    pending.current = null;
    const { sort, messages } = shown;
    let text = '';
    if (press.kind === 'filter') {
      text = shown.rowCount
        ? messages.rowsShown(integerFormat(shown.locale).format(shown.rowCount), shown.rowCount)
        : messages.empty;
    } else if (press.kind === 'page') {
      if (shown.page === press.page) text = pagePosition(messages, shown.locale, shown.page, shown.pageCount);
    } else if (sort?.column === press.column) {
      const label = shown.columns.find((column) => column.id === sort.column)?.label;
      if (label) text = messages.sorted(label, sort.direction);
    }
    if (text) say(text);
  });
  // Stable: it is the toolbar's context value.
  const press = useCallback((next: TablePress) => {
    pending.current = next;
  }, []);
  return { said, press };
}
