import type { AssetApyColumn, AssetApysResult } from './assetApys';
import type { ApyRewardsConfig } from './config';
import type { RangeMismatch } from './contentRangeIssue';
import { ResponseValidationError } from './errors';
import { request } from './http';
import { loadExplainer } from './lazyChunk';
import { type CountMode, parseContentRangeParts, type RowRange } from './postgrest';
import type { AssetApyRow } from './schemas';
import { isApyValue, isChainIdText, isChecksumValidAddress, isIsoInstant, isRowId } from './wireFields';

/** A read of `asset-total-apy` as sent, and what its answer must match. */
export interface AssetApysRead {
  url: string;
  headers: Record<string, string>;
  /** The columns selected: each row must carry them. */
  columns: readonly AssetApyColumn[];
  /** The one chain the read asks for, if any: rows of another chain are refused. */
  chainId: string | undefined;
  range: RowRange | undefined;
  count: CountMode | undefined;
}

/**
 * Sends one built read and checks its answer: every row of the selected columns (addresses lowercased), of the chain
 * asked for, and within the span `Content-Range` announces. One attempt, no retry.
 */
export async function readAssetApyRows<Row>(
  config: ApyRewardsConfig,
  read: AssetApysRead,
  signal: AbortSignal | undefined,
): Promise<AssetApysResult<Row>> {
  const { url } = read;
  const response = await request(config, { url, headers: read.headers, signal, serviceClock: true });
  const rows = (await validateAssetApyRows(response.data, read.columns, url, config, signal)) as Row[];
  if (read.chainId !== undefined) assertRowsOfChain(rows as { chain_id?: string }[], read.chainId, url);
  const returned = returnedRows(rows, response.headers.get('content-range'), read);
  if (!Array.isArray(returned)) return returned;
  // Worded by a lazy chunk: only a server that breaks the Range contract needs it.
  const wording = await loadExplainer(() => import('./contentRangeIssue'), signal, config.timeoutMs);
  throw new ResponseValidationError('The response does not match its Content-Range.', {
    url,
    issues: [{ path: 'Content-Range', message: wording?.contentRangeIssue(returned) ?? returned.join(' ') }],
  });
}

/** A proxy or cache that answers for another chain must not pass as the chain asked for. */
function assertRowsOfChain(rows: readonly { chain_id?: string | null }[], chainId: string, url: string): void {
  const index = rows.findIndex((row) => row.chain_id !== undefined && row.chain_id !== chainId);
  if (index === -1) return;
  throw new ResponseValidationError('The APY rows do not match the request.', {
    url,
    issues: [{ path: `${index}.chain_id`, message: `Expected "${chainId}", got "${rows[index]?.chain_id}"` }],
  });
}

/**
 * The rows and span a response really carries. `Content-Range` must be readable and agree with the body and its
 * total; rows beyond the requested span (a server that ignored `Range`) are cut away when `Content-Range` says where
 * they start, and refused otherwise. Without the header (not exposed by CORS) the rows start where they were asked.
 * A refusal is returned as a `RangeMismatch`, which `contentRangeIssue` words.
 */
function returnedRows<Row>(
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

const protoKey = '__proto__';

type FieldCheck = (value: unknown) => boolean;

const fieldChecks: Record<AssetApyColumn, FieldCheck> = {
  id: isRowId,
  created_at: isIsoInstant,
  chain_id: isChainIdText,
  underlying_address: isChecksumValidAddress,
  ctoken_address: isChecksumValidAddress,
  totalSupplyApy: isApyValue,
  supplyApy: isApyValue,
  borrowApy: isApyValue,
};

const repeatingColumns: ReadonlySet<string> = new Set([
  'created_at',
  'chain_id',
  'underlying_address',
  'ctoken_address',
]);

/**
 * The fast structural check of a response body as rows of the selected columns: returns the rows (addresses
 * lowercased in place, extra fields kept but `__proto__`), or `null` when anything is off.
 */
export function checkAssetApyRows(data: unknown, columns: readonly AssetApyColumn[]): AssetApyRow[] | null {
  if (!Array.isArray(data)) return null;
  // A batch shares one created_at and the markets repeat every hour: a value of these columns is checked once a body.
  const checks = columns.map((column) => ({
    column,
    check: fieldChecks[column],
    accepted: repeatingColumns.has(column) ? new Set<unknown>() : undefined,
  }));
  for (let i = 0; i < data.length; i++) {
    const row = data[i];
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return null;
    // JSON.parse makes `"__proto__"` an own key; any copy of the row (TanStack's structural sharing) would make it
    // the row's prototype, lending it unchecked fields.
    if (Object.hasOwn(row, protoKey)) delete (row as Record<string, unknown>)[protoKey];
    for (const { column, check, accepted } of checks) {
      const value = (row as Record<string, unknown>)[column];
      if (!accepted?.has(value)) {
        if (!check(value)) return null;
        accepted?.add(value);
      }
      // The columns checked as addresses are the ones lowercased.
      if (check === isChecksumValidAddress) (row as Record<string, unknown>)[column] = (value as string).toLowerCase();
    }
  }
  return data as AssetApyRow[];
}

/**
 * Validates a response body as rows of the selected columns. The structural check runs first; zod is loaded and run
 * only when it fails, to report each issue by row index and field.
 */
export async function validateAssetApyRows(
  data: unknown,
  columns: readonly AssetApyColumn[],
  url: string,
  config: ApyRewardsConfig,
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const rows = checkAssetApyRows(data, columns);
  if (rows !== null) return rows;
  if (!Array.isArray(data)) {
    throw new ResponseValidationError('Expected a JSON array of rows.', {
      url,
      issues: [{ path: '', message: `Got ${data === null ? 'null' : typeof data}` }],
    });
  }
  const schemas = await loadExplainer(() => import('./schemas'), signal, config.timeoutMs);
  if (schemas === null) throw new ResponseValidationError('Invalid values in the APY rows.', { url });
  const result = schemas.checkAssetApyRowsWithSchema(data, columns);
  if (result.success) return result.data;
  const count = result.issues.length;
  throw new ResponseValidationError(`${count} invalid value${count === 1 ? '' : 's'} in the APY rows.`, {
    url,
    issues: result.issues,
  });
}
