import type { AssetApysRead } from './assetApyRows';
import type { AssetApysResult } from './assetApys';
import { ResponseValidationError } from './errors';
import { parseContentRangeParts } from './postgrest';

/**
 * Why a response does not match its `Content-Range` or the `Range` asked, with the values that show it: what
 * `returnedRows` returns instead of rows, worded by `contentRangeIssue`.
 */
export type RangeMismatch =
  | [kind: 'unreadable', header: string]
  | [kind: 'announced', header: string | null, announced: number, held: number]
  | [kind: 'ignored', held: number, from: number, to: number]
  | [kind: 'missing', from: number, exactTotal: number]
  | [kind: 'skipped', start: number, from: number]
  | [kind: 'ended', end: number, from: number];

/**
 * The rows and span of an answer that is not plain (see `plainAnswer` in assetApyRows): a lazy chunk, loaded only
 * for a server that ignored `Range`, an estimated count below the rows served, or an answer that breaks the contract,
 * which it refuses with a `ResponseValidationError` worded by `contentRangeIssue`.
 */
export function unusualAnswer<Row>(
  rows: Row[],
  header: string | null,
  read: Pick<AssetApysRead, 'url' | 'range' | 'count'>,
): AssetApysResult<Row> {
  const returned = returnedRows(rows, header, read);
  if (!Array.isArray(returned)) return returned;
  throw new ResponseValidationError('The response does not match its Content-Range.', {
    url: read.url,
    issues: [{ path: 'Content-Range', message: contentRangeIssue(returned) }],
  });
}

/**
 * The rows and span a response really carries. `Content-Range` must be readable and agree with the body and its
 * total; rows beyond the requested span (a server that ignored `Range`) are cut away when `Content-Range` says where
 * they start, and refused otherwise. Without the header (not exposed by CORS) the rows start where they were asked.
 * A refusal is returned as a `RangeMismatch`.
 */
export function returnedRows<Row>(
  rows: Row[],
  header: string | null,
  params: Pick<AssetApysRead, 'range' | 'count'>,
): AssetApysResult<Row> | RangeMismatch {
  const requested = params.range;
  let contentRange = parseContentRangeParts(header);
  if (contentRange?.range && contentRange.total !== null && contentRange.range.to >= contentRange.total) {
    // An estimated or planned count may be lower than the rows really served: then the span is the lower bound.
    const estimate = params.count === 'estimated' || params.count === 'planned';
    contentRange = estimate ? { range: contentRange.range, total: contentRange.range.to + 1 } : null;
  }
  if (header !== null && contentRange === null) return ['unreadable', header];
  const total = contentRange?.total ?? null;
  const span = contentRange?.range ?? null;
  if (contentRange !== null) {
    const announced = span === null ? 0 : span.to - span.from + 1;
    if (announced !== rows.length) return ['announced', header, announced, rows.length];
  }
  if (requested === undefined) return { rows, range: span, total };
  if (contentRange === null) {
    if (rows.length > requested.to - requested.from + 1) {
      return ['ignored', rows.length, requested.from, requested.to];
    }
    return {
      rows,
      range: rows.length > 0 ? { from: requested.from, to: requested.from + rows.length - 1 } : null,
      total,
    };
  }
  if (span === null) {
    // An exact count says rows exist from the start asked for; an estimate may overshoot the rows there are.
    if (params.count === 'exact' && total !== null && requested.from < total) {
      return ['missing', requested.from, total];
    }
    return { rows, range: null, total };
  }
  if (span.from > requested.from) return ['skipped', span.from, requested.from];
  // The part of the span inside the request: all of it when the server kept to Range, the asked rows when it sent more.
  const to = Math.min(span.to, requested.to);
  if (requested.from > to) return ['ended', to, requested.from];
  return {
    rows: rows.slice(requested.from - span.from, to - span.from + 1),
    range: { from: requested.from, to },
    total,
  };
}

/** The issue's message for a `RangeMismatch`. */
export function contentRangeIssue(mismatch: RangeMismatch): string {
  switch (mismatch[0]) {
    case 'unreadable':
      return `Unreadable or inconsistent Content-Range "${mismatch[1].slice(0, 64)}"`;
    case 'announced':
      return `Content-Range "${mismatch[1]}" announces ${mismatch[2]} rows, the body holds ${mismatch[3]}`;
    case 'ignored':
      return `${mismatch[1]} rows for Range ${mismatch[2]}-${mismatch[3]}: the server ignored Range`;
    case 'missing':
      return `No rows from ${mismatch[1]}, though the exact count is ${mismatch[2]}`;
    case 'skipped':
      return `Rows start at ${mismatch[1]}, ${mismatch[2]} was asked: rows would be skipped`;
    case 'ended':
      return `Rows end at ${mismatch[1]}, ${mismatch[2]} was asked: the server ignored Range`;
  }
}
