import type { ReactNode } from 'react';
import { chainLabel } from '../../core/chainRegistry';
import { InvalidParameterError } from '../../core/errors';
import { isPlainDecimal } from '../../core/wireFields';
import { apyNumber } from '../../format/formatApy';
import { toEpochMs } from '../../format/formatRelativeTime';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import { compareApyTie } from './exactApy';
import type { ApyTableModelRow, ModelRow } from './modelRow';
import { type TokenLabels, tokenLabel } from './rowValues';
import type { ApyTableColumn, ApyTableColumnId, ApyTableRow, ApyTableSort, ApyTableSortColumn } from './types';

/** A built-in or custom column as the views render it. */
export interface ResolvedColumn {
  id: string;
  /** The built-in column this is, else `undefined` (a product's column). */
  builtIn: ApyTableColumnId | undefined;
  header: ReactNode;
  /** Plain-text name (the stacked layout's cell label), when the header is text. */
  label: string | undefined;
  numeric: boolean;
  sortValue:
    | ((row: ApyTableRow, labels: TokenLabels, item: ApyTableModelRow) => number | string | null | undefined)
    | undefined;
  custom: ApyTableColumn | undefined;
}

const builtInSortValues: Record<ApyTableColumnId, ResolvedColumn['sortValue']> = {
  token: (row, labels) => tokenLabel(row, labels) ?? row.underlying_address.toLowerCase(),
  chain: (row) => chainLabel(row.chain_id),
  supplyApy: (row) => apyNumber(row.supplyApy),
  totalSupplyApy: (row) => apyNumber(row.totalSupplyApy),
  borrowApy: (row) => apyNumber(row.borrowApy),
  trend: undefined,
  // The exact mean, so two means that show the same figure still sort in their true order.
  mean7d: (_row, _labels, item) => (item as ModelRow).exactMean7d,
  updated: (row) => {
    const updated = toEpochMs(row.created_at);
    return Number.isFinite(updated) ? updated : null;
  },
};

const apyColumns = new Set<string>(['supplyApy', 'totalSupplyApy', 'borrowApy']);
const numericColumns = new Set<string>([...apyColumns, 'updated', 'mean7d']);

/** Whether a built-in column shows an APY (a formatted figure, or the missing-value dash). */
export function isApyColumn(id: string | undefined): id is 'supplyApy' | 'totalSupplyApy' | 'borrowApy' {
  return id !== undefined && apyColumns.has(id);
}

/** A `columns` entry's id: a built-in id as given, or a product column's `id`. */
export function columnId(column: ApyTableColumnId | ApyTableColumn): string {
  return typeof column === 'string' ? column : column.id;
}

/** The columns to render, from the `columns` prop (built-in ids or product columns) and the table's messages. */
export function resolveColumns(
  columns: readonly (ApyTableColumnId | ApyTableColumn)[],
  messages: ApyTableMessages,
): ResolvedColumn[] {
  const ids = new Set<string>();
  if (columns.length === 0) throw new InvalidParameterError('A table needs at least one column.');
  return columns.map((column) => {
    const id = columnId(column);
    // Ids key the cells and name the sort: a second column with one would take the first one's sort and state.
    if (ids.has(id)) throw new InvalidParameterError(`Two table columns have the id "${String(id).slice(0, 40)}".`);
    ids.add(id);
    if (typeof column === 'string') {
      // An unknown id would render a column without header or cells.
      if (!Object.hasOwn(builtInSortValues, column)) {
        throw new InvalidParameterError(`"${String(column).slice(0, 40)}" is not a built-in table column id.`);
      }
      // The message keys are the ids after `column`: `columnSupplyApy`.
      const label = messages[`column${column[0]?.toUpperCase()}${column.slice(1)}` as keyof ApyTableMessages] as string;
      return {
        id: column,
        builtIn: column,
        header: label,
        label,
        numeric: numericColumns.has(column),
        sortValue: builtInSortValues[column],
        custom: undefined,
      };
    }
    const { sortValue } = column;
    return {
      id: column.id,
      builtIn: undefined,
      header: column.header,
      label: column.label ?? (typeof column.header === 'string' ? column.header : undefined),
      numeric: column.align === 'end',
      sortValue: sortValue && ((row: ApyTableRow) => sortValue(row)),
      custom: column,
    };
  });
}

/** The next sort after activating a column header: toggles the active column, else starts high-to-low for numbers. */
export function nextSort(current: ApyTableSort | null, column: ApyTableSortColumn, numeric?: boolean): ApyTableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const descendingFirst = numeric ?? numericColumns.has(column);
  return { column, direction: descendingFirst ? 'descending' : 'ascending' };
}

/** Rows ordered by one column; values computed once per row, missing ones last in both directions. */
export function sortRows<Item extends ApyTableModelRow>(
  items: readonly Item[],
  sort: ApyTableSort | null,
  column: ResolvedColumn | undefined,
  locale: string | undefined,
  labels: TokenLabels,
): readonly Item[] {
  const value = column?.sortValue;
  if (!sort || !value) return items;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const builtIn = column?.builtIn;
  const apyKey = isApyColumn(builtIn) ? builtIn : undefined;
  // NaN or undefined (a product's lookup that missed) sorts as missing, not as a number or the word "undefined".
  const valued = items.map((item) => ({ item, value: nanAsMissing(value(item.row, labels, item)) }));
  // Decimal text (an amount as the service sends it) in its exact order, not as words ("1.25" < "1.5"), when every
  // text of the column is one: one order for the whole column, never words against numbers.
  const decimals = valued.every(({ value: v }) => typeof v !== 'string' || isPlainDecimal(v));
  return valued
    .sort(({ value: left, item: a }, { value: right, item: b }) => {
      if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
      if (typeof left === 'number' && typeof right === 'number') {
        return (left - right || (apyKey ? compareApyTie(a.row[apyKey], b.row[apyKey]) : 0)) * sign;
      }
      const [x, y] = [String(left), String(right)];
      return (decimals && isPlainDecimal(x) && isPlainDecimal(y) ? compareApyTie(x, y) : collator.compare(x, y)) * sign;
    })
    .map(({ item }) => item);
}

function nanAsMissing(value: number | string | null | undefined): number | string | null {
  return value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;
}
