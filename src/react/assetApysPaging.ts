import { hashKey, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import type { CountMode } from '../core/postgrest';
import type { AssetApysPage } from '../query/assetApys';
import { placeholderOf } from './queryPassThrough';

/** The key of a page less what tells pages of one read apart (page number, anchor and its total). */
export function readOf(key: QueryKey): string {
  return hashKey(
    key.map((part) => {
      if (part === null || typeof part !== 'object' || Array.isArray(part)) return part;
      const { page: _page, maxId: _maxId, total: _total, ...rest } = part as Record<string, unknown>;
      return rest;
    }),
  );
}

/**
 * Like `keepPreviousData`, but only across pages of the same read: another chain's rows are never kept on screen. A
 * product's own placeholder function gets the same rule.
 */
export function keepPreviousPage<Own>(currentKey: QueryKey, own: Own | undefined) {
  const current = readOf(currentKey);
  return placeholderOf(own ?? keepPreviousData, (previousKey) => readOf(previousKey) === current);
}

/** Where a paged read stands: what `useAssetApys` tells a pager. */
export interface Paging {
  /** Rows matching the read, from the count; `null` before it is known. */
  total: number | null;
  /** Zero-based page the rows shown belong to; `null` before any. */
  rowsPage: number | null;
  pageCount: number | null;
  hasNextPage: boolean;
}

/**
 * The paging state of the page shown (`raw`, possibly the previous page standing in) for `page`, given the read's
 * `total` as far as it is known.
 */
export function pagingOf(
  raw: AssetApysPage<unknown> | undefined,
  total: number | null,
  count: CountMode,
  page: number,
  pageSize: number,
): Omit<Paging, 'total'> {
  const rowCount = raw?.rows.length ?? 0;
  const estimatedPages = total === null ? null : Math.ceil(total / pageSize);
  const rowsPage = raw?.page ?? null;
  const shownPage = rowsPage ?? page;
  // An exact count ends the pages. With an estimate or no count, a full page may have a next one and a short one
  // (read whole) is the last, whatever the estimate said; before any rows the estimate is all there is.
  const exact = count === 'exact' && estimatedPages !== null;
  const shortPage = !exact && raw !== undefined && rowCount < pageSize;
  const hasNextPage = exact
    ? shownPage + 1 < estimatedPages
    : !shortPage && ((estimatedPages !== null && shownPage + 1 < estimatedPages) || rowCount >= pageSize);
  const pageCount =
    estimatedPages === null
      ? null
      : shortPage
        ? shownPage + 1
        : hasNextPage
          ? Math.max(estimatedPages, shownPage + 2)
          : estimatedPages;
  return { rowsPage, pageCount, hasNextPage };
}
