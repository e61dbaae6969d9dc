import type { ReactNode } from 'react';

/** The fields of an `asset-total-apy` row the table reads (`AssetApyRow` fits); APYs are percent decimal strings. */
export interface ApyTableRow {
  id?: number | undefined;
  created_at: string;
  chain_id: string;
  underlying_address: string;
  ctoken_address: string;
  totalSupplyApy: string | null;
  supplyApy: string | null;
  borrowApy: string | null;
}

/** Stable ids of the built-in columns, in their default order. */
export type ApyTableColumnId =
  | 'token'
  | 'chain'
  | 'supplyApy'
  | 'totalSupplyApy'
  | 'borrowApy'
  | 'trend'
  | 'updated'
  /** The 7-day mean total supply APY (asked for in `columns`; needs 7 days of `history`). */
  | 'mean7d';

/** Columns the table can sort by (every built-in column but the trend, or a custom column's id). */
export type ApyTableSortColumn = Exclude<ApyTableColumnId, 'trend'> | (string & {});

/** Sort direction, named as in `aria-sort`. */
export type ApyTableSortDirection = 'ascending' | 'descending';

/** A column and a direction. */
export interface ApyTableSort {
  column: ApyTableSortColumn;
  direction: ApyTableSortDirection;
}

/** Values of the root's `data-state`. */
export type ApyTableState = 'loading' | 'error' | 'empty' | 'ready';

/** Values of the root's `data-layout`: `auto` follows the container's width. */
export type ApyTableLayout = 'auto' | 'table' | 'stacked';

/** Direction of a market's total supply APY over the trend span. */
export type ApyTableTrend = 'up' | 'down' | 'flat';

/**
 * A product's own column: header, cell content per row, optional sort value and alignment. `Row` is the product's
 * row type (the table hands each row over as given), so its own fields are typed in `cell` and `sortValue`.
 */
export interface ApyTableColumn<Row extends ApyTableRow = ApyTableRow> {
  /** Unique among the table's columns; also the `data-column` of its cells. */
  id: string;
  /** Header content (also the label of the cell in the stacked layout when it is a string). */
  header: ReactNode;
  /**
   * The header as text, for a `header` that is not a string (an icon, a tooltip): the name of the column header and
   * its sort button, and the label of each cell in the stacked layout. Default: `header` when it is a string.
   */
  label?: string | undefined;
  /** Content of the cell of one row. */
  cell: (row: Row) => ReactNode;
  /**
   * Makes the column sortable client-side; `null`, `undefined` or `NaN` sort as missing, last; decimal text in its
   * exact numeric order.
   */
  sortValue?: ((row: Row) => number | string | null | undefined) | undefined;
  /** Default `'start'`. */
  align?: 'start' | 'end' | undefined;
}
