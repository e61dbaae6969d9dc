import type { AssetApyColumn, AssetApysResult } from './assetApys';
import type { ApyRewardsConfig } from './config';
import { NetworkError, ResponseValidationError } from './errors';
import { request } from './http';
import { loadExplainer } from './lazyChunk';
import { type CountMode, parseContentRange, type RowRange } from './postgrest';
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
  // Rows of another chain (a proxy or cache that answers for another one) must not pass as the chain asked for.
  const only = read.chainId !== undefined && read.columns.includes('chain_id') ? { chain_id: read.chainId } : undefined;
  const rows = (await validateAssetApyRows(response.data, read.columns, url, config, signal, only)) as Row[];
  const header = response.headers.get('content-range');
  const plain = plainAnswer(rows, header, read);
  if (plain !== undefined) return plain;
  // Any other answer is decided by a lazy chunk. Without it the rows cannot be placed: a failure to read, retried.
  const contract = await loadExplainer(() => import('./contentRangeIssue'), signal, config.timeoutMs);
  if (contract === null) throw new NetworkError(url);
  return contract.unusualAnswer(rows, header, read);
}

/**
 * The rows and span of an answer that keeps to the Range contract as PostgREST does: `Content-Range` readable, within
 * its total and announcing the rows of the body, which start where they were asked and end within the ask (or no
 * header, as CORS may hide it, and no more rows than asked); no rows only where an exact count has none. `undefined`
 * for anything else, which `unusualAnswer` (a lazy chunk) decides.
 */
function plainAnswer<Row>(
  rows: Row[],
  header: string | null,
  { range: asked, count }: Pick<AssetApysRead, 'range' | 'count'>,
): AssetApysResult<Row> | undefined {
  const parsed = parseContentRange(header);
  if (header !== null && parsed === null) return undefined;
  const total = parsed?.total ?? null;
  let span = parsed?.range ?? null;
  if (parsed !== null) {
    if ((span === null ? 0 : span.to - span.from + 1) !== rows.length) return undefined;
  } else if (asked !== undefined && rows.length > 0) {
    span = { from: asked.from, to: asked.from + rows.length - 1 };
  }
  if (
    asked !== undefined &&
    (span === null
      ? count === 'exact' && total !== null && asked.from < total
      : span.from !== asked.from || span.to > asked.to)
  ) {
    return undefined;
  }
  return { rows, range: span, total };
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

/** Values some columns must hold in every row: the chain or market a read asked for (addresses lowercase). */
export type RowsAskedFor = Readonly<Partial<Record<'chain_id' | 'ctoken_address', string>>>;

/**
 * Validates a response body as rows of the selected columns, each holding the values of `only`. The structural check
 * runs first; zod and the wording of a refusal are loaded only when it fails, to report each issue by row index and
 * field.
 */
export async function validateAssetApyRows(
  data: unknown,
  columns: readonly AssetApyColumn[],
  url: string,
  config: ApyRewardsConfig,
  signal: AbortSignal | undefined,
  only: RowsAskedFor = {},
): Promise<AssetApyRow[]> {
  const rows = checkAssetApyRows(data, columns);
  const asked = Object.entries(only);
  // Column by column: a read that asks for no values walks no row again.
  if (rows && asked.every(([column, value]) => rows.every((row) => row[column as keyof AssetApyRow] === value)))
    return rows;
  const report = await loadExplainer(() => import('./assetApyRowsReport'), signal, config.timeoutMs);
  const refusal = report?.assetApyRowsReport(data, columns, asked);
  if (Array.isArray(refusal)) return refusal;
  throw new ResponseValidationError(refusal?.shortMessage ?? 'Invalid values in the APY rows.', {
    url,
    issues: refusal?.issues,
  });
}
