import { InvalidParameterError } from './errors';
import { textOf } from './redact';

/** A scalar filter value; strings are sent literally, numbers and booleans as text. */
export type FilterScalar = string | number | boolean;

/** Values of PostgREST's `is` operator. */
export type IsValue = null | boolean | 'null' | 'not_null' | 'true' | 'false' | 'unknown';

/** The operators a column filter may use; several on one column are ANDed. */
export interface FilterOperators {
  eq?: FilterScalar | undefined;
  neq?: FilterScalar | undefined;
  gt?: FilterScalar | undefined;
  gte?: FilterScalar | undefined;
  lt?: FilterScalar | undefined;
  lte?: FilterScalar | undefined;
  /** Pattern; `*` or `%` match any run of characters. */
  like?: string | undefined;
  /** Case-insensitive `like`. */
  ilike?: string | undefined;
  in?: readonly FilterScalar[] | undefined;
  is?: IsValue | undefined;
  /** The same operators, negated with PostgREST's `not.` prefix. */
  not?: Omit<FilterOperators, 'not'> | undefined;
}

/** A plain value means `eq` (`null` means `is.null`), or an operator object. */
export type ColumnFilter = FilterScalar | null | FilterOperators;

/** One `order` entry. */
export interface OrderBy<C extends string = string> {
  column: C;
  /** Default `true`. */
  ascending?: boolean | undefined;
  nulls?: 'first' | 'last' | undefined;
}

/** Zero-based inclusive row span, sent as the `Range` header. */
export interface RowRange {
  from: number;
  to: number;
}

/** PostgREST count modes, sent as `Prefer: count=…`. */
export type CountMode = 'exact' | 'planned' | 'estimated';

/** What a PostgREST read is built from. */
export interface PostgrestQuery {
  columns: readonly string[];
  select?: readonly string[] | undefined;
  filter?: Readonly<Record<string, ColumnFilter | undefined>> | undefined;
  order?: readonly OrderBy[] | undefined;
  range?: RowRange | undefined;
  count?: CountMode | undefined;
}

/** Parsed `Content-Range`: the span returned (null when no row came back) and the total (null when unknown). */
export interface ContentRange {
  range: RowRange | null;
  total: number | null;
}

const countModes = new Set<string>(['exact', 'planned', 'estimated']);

/** Turns one column's filter into the `column=op.value` expressions sent; throws on a filter it cannot send. */
export type FilterBuilder = (column: string, value: ColumnFilter) => string[];

/**
 * Throws `InvalidParameterError` on any bad part of a read but its filter values, which `filterOf` checks as it builds
 * them: columns of `select`, `filter` and `order`, the order entries, the range and the count mode.
 */
export function checkPostgrestQuery(query: PostgrestQuery): void {
  const allowed = new Set(query.columns);
  const { select, filter, order, range, count } = query;
  if (select !== undefined && (!Array.isArray(select) || select.length === 0)) {
    throw new InvalidParameterError('select must be a non-empty list of columns.');
  }
  for (const column of select ?? []) assertColumn(column, allowed, 'select');
  if (filter !== undefined) {
    if (filter === null || typeof filter !== 'object') {
      throw new InvalidParameterError('filter must be an object keyed by column.');
    }
    for (const [column, value] of Object.entries(filter)) {
      if (value !== undefined) assertColumn(column, allowed, 'filter');
    }
  }
  if (order !== undefined) checkOrder(order, allowed);
  if (range !== undefined) checkRange(range);
  if (count !== undefined && !countModes.has(count)) {
    throw new InvalidParameterError(`Unknown count mode "${textOf(count)}".`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? 'Use exact, planned or estimated.'
          : undefined,
    });
  }
}

function assertColumn(column: unknown, allowed: ReadonlySet<string>, where: string): asserts column is string {
  if (typeof column !== 'string' || !allowed.has(column)) {
    throw new InvalidParameterError(`Unknown column "${textOf(column)}" in ${where}.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production' ? columnHint(column, allowed) : undefined,
    });
  }
}

function columnHint(column: unknown, allowed: ReadonlySet<string>): string {
  const near =
    typeof column === 'string' ? [...allowed].find((c) => c.toLowerCase() === column.toLowerCase()) : undefined;
  return near
    ? `Column names are case-sensitive: did you mean "${near}"?`
    : `Known columns: ${[...allowed].join(', ')}.`;
}

/** A filter value as sent; throws `InvalidParameterError` for a value the service cannot store or read. */
export function scalar(column: string, value: FilterScalar): string {
  if (typeof value === 'string') {
    // PostgreSQL text holds neither lone surrogates nor U+0000: the service would refuse the read.
    if (!value.isWellFormed() || value.includes('\0')) {
      throw new InvalidParameterError(
        `Filter value on "${column}" is not text the service can store (a lone surrogate or U+0000).`,
      );
    }
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidParameterError(`Filter value on "${column}" must be finite.`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  throw new InvalidParameterError(`Filter value on "${column}" must be a string, number or boolean.`, {
    details: typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got ${typeof value}.` : undefined,
  });
}

function checkOrder(order: readonly OrderBy[], allowed: ReadonlySet<string>): void {
  if (!Array.isArray(order))
    throw new InvalidParameterError('order must be an array of { column, ascending?, nulls? }.');
  for (const entry of order) {
    if (entry === null || typeof entry !== 'object') {
      throw new InvalidParameterError('order entries must be objects.');
    }
    assertColumn(entry.column, allowed, 'order');
    if (entry.ascending !== undefined && typeof entry.ascending !== 'boolean') {
      throw new InvalidParameterError('order ascending must be true or false.');
    }
    if (entry.nulls !== undefined && entry.nulls !== 'first' && entry.nulls !== 'last') {
      throw new InvalidParameterError(`order nulls must be "first" or "last".`);
    }
  }
}

function checkRange(range: RowRange): void {
  if (range === null || typeof range !== 'object') throw new InvalidParameterError('range must be { from, to }.');
  const { from, to } = range;
  if (!Number.isSafeInteger(from) || from < 0 || !Number.isSafeInteger(to) || to < from) {
    throw new InvalidParameterError('range must have integers 0 <= from <= to.', {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? `Got from=${textOf(from)}, to=${textOf(to)}.`
          : undefined,
    });
  }
}

const contentRangePattern = /^\s*(?:(\d{1,15})-(\d{1,15})|\*)\/(\d{1,15}|\*)\s*$/;

/**
 * Parses `Content-Range` (`0-9/120`, `10-14/*`, `*\/0`); returns `null` for anything else, including a span that does
 * not fit its total (`0-9/5`), and never throws.
 */
export function parseContentRange(value: string | null | undefined): ContentRange | null {
  const parsed = parseContentRangeParts(value);
  if (parsed?.range && parsed.total !== null && parsed.range.to >= parsed.total) return null;
  return parsed;
}

/** `Content-Range` read without checking the span against the total, which an estimated count may undercut. */
export function parseContentRangeParts(value: string | null | undefined): ContentRange | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const match = contentRangePattern.exec(value);
  if (!match) return null;
  const [, fromText, toText, totalText] = match;
  const total = totalText === '*' || totalText === undefined ? null : Number(totalText);
  if (fromText === undefined || toText === undefined) return { range: null, total };
  const from = Number(fromText);
  const to = Number(toText);
  if (to < from) return null;
  return { range: { from, to }, total };
}
