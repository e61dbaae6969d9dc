import { createContext } from 'react';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';

/**
 * A press the table says the outcome of once its rows are in: a header (the column it sorts by), the pager (the page
 * it turns to), or a filter in the table's toolbar or a change of its `filterKey` (the rows it leaves).
 */
export type TablePress = { kind: 'sort'; column: string } | { kind: 'page'; page: number } | { kind: 'filter' };

/** What a table gives the controls placed in its toolbar: its press recorder and its text; `null` outside a table. */
export const TableToolbarContext = createContext<{
  press: (press: TablePress) => void;
  messages: ApyRewardsMessagesInput | undefined;
} | null>(null);
