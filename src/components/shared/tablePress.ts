import { createContext } from 'react';

/**
 * A press the table says the outcome of once its rows are in: a header (the column it sorts by), the pager (the page
 * it turns to), or a filter in the table's toolbar (the rows it leaves).
 */
export type TablePress = { kind: 'sort'; column: string } | { kind: 'page'; page: number } | { kind: 'filter' };

/** The table's press recorder, for controls placed in its toolbar; `null` outside a table. */
export const TablePressContext = createContext<((press: TablePress) => void) | null>(null);
