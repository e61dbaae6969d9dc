/**
 * Why a response does not match its `Content-Range` or the `Range` asked, with the values that show it: what the
 * read of rows returns instead of rows (see `returnedRows`), worded by `contentRangeIssue`.
 */
export type RangeMismatch =
  | [kind: 'unreadable', header: string]
  | [kind: 'announced', header: string | null, announced: number, held: number]
  | [kind: 'ignored', held: number, from: number, to: number]
  | [kind: 'missing', from: number, exactTotal: number]
  | [kind: 'skipped', start: number, from: number]
  | [kind: 'ended', end: number, from: number];

/** The issue's message for a `RangeMismatch`; a lazy chunk, loaded only when a server breaks the Range contract. */
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
