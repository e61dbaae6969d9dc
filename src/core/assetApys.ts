import type { ApyRewardsConfig } from './config';
import { InvalidParameterError, ResponseValidationError } from './errors';
import { request } from './http';
import { loadExplainer } from './lazyChunk';
import {
  buildPostgrestRead,
  type ColumnFilter,
  type CountMode,
  comparisonFilter,
  type FilterBuilder,
  type FilterScalar,
  type OrderBy,
  parseContentRangeParts,
  type RowRange,
} from './postgrest';
import { filterExpressions } from './postgrestFilter';
import { textOf } from './redact';
import type { AssetApyRow } from './schemas';
import { isApyValue, isChainIdText, isChecksumValidAddress, isIsoInstant, isRowId } from './wireFields';

export type { AssetApyRow } from './schemas';

/** Table name under the REST root. */
export const ASSET_APY_TABLE = 'asset-total-apy';

/**
 * Longest read URL sent. The gateway in front of PostgREST (nginx) refuses a request line over 8 KB with 414 "URI too
 * long", which a few hundred addresses in an `in` filter reach.
 */
export const MAX_READ_URL_LENGTH = 8000;

/** Every column of `asset-total-apy`, case-sensitive. */
export const assetApyColumns = [
  'id',
  'created_at',
  'chain_id',
  'underlying_address',
  'ctoken_address',
  'totalSupplyApy',
  'supplyApy',
  'borrowApy',
] as const;

/** A column name of `asset-total-apy`. */
export type AssetApyColumn = (typeof assetApyColumns)[number];

/** Newest snapshot first; `id` breaks ties between rows of the same hour, so pages never overlap. */
export const newestFirst: readonly OrderBy<AssetApyColumn>[] = [
  { column: 'created_at', ascending: false },
  { column: 'id', ascending: false },
];

/** The row type narrowed by a `select` list. */
export type AssetApyRowOf<S extends readonly AssetApyColumn[] | undefined> = S extends readonly AssetApyColumn[]
  ? Pick<AssetApyRow, S[number]>
  : AssetApyRow;

/** Parameters of `fetchAssetApys`. */
export interface AssetApysParams<
  S extends readonly AssetApyColumn[] | undefined = readonly AssetApyColumn[] | undefined,
> {
  /** Columns to return; narrows the row type. Omitted → all columns. */
  select?: S | undefined;
  /** Shorthand for `filter: { chain_id: String(chainId) }`. */
  chainId?: number | string | undefined;
  /** Per-column filters; a plain value means `eq`. */
  filter?: Partial<Record<AssetApyColumn, ColumnFilter>> | undefined;
  order?: readonly OrderBy<AssetApyColumn>[] | undefined;
  /** Zero-based inclusive span, sent as the `Range` header. */
  range?: RowRange | undefined;
  /** Sent as `Prefer: count=…`; `total` is read from `Content-Range`. */
  count?: CountMode | undefined;
  /** Only rows with `id` up to this one (`id=lte.…`): anchors a walk through pages while the table grows. */
  maxId?: number | undefined;
}

/** Options every fetcher takes. */
export interface FetchOptions {
  signal?: AbortSignal | undefined;
}

/** What `fetchAssetApys` resolves to. */
export interface AssetApysResult<Row = AssetApyRow> {
  rows: Row[];
  /** The span returned: from `Content-Range`, else from the requested `range` and the row count; `null` when neither gives one. */
  range: RowRange | null;
  /** Total matching rows when a count was requested, else `null`. */
  total: number | null;
}

/** Reads rows of `asset-total-apy`. Bad parameters throw `InvalidParameterError` before any request; one attempt, no retry. */
export function fetchAssetApys<const S extends readonly AssetApyColumn[] | undefined = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S> = {},
  options: FetchOptions = {},
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  return readAssetApys(config, params, options, filterExpressions);
}

/** One read of rows, a reader of `fetchAssetApys`'s shape: `fetchAssetApys` itself or `fetchAssetApysComparing`. */
export type AssetApysReader = typeof fetchAssetApys;

/**
 * `fetchAssetApys` for the library's own reads, whose filters are plain values and comparisons (`comparisonFilter`):
 * the hooks and the table use it, so the full operator grammar stays out of an app that never filters by hand.
 */
export function fetchAssetApysComparing<const S extends readonly AssetApyColumn[] | undefined = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S> = {},
  options: FetchOptions = {},
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  return readAssetApys(config, params, options, comparisonFilter);
}

async function readAssetApys<const S extends readonly AssetApyColumn[] | undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S>,
  options: FetchOptions,
  filterOf: FilterBuilder,
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  const { url, headers, columns } = assetApysRequest(config, params, filterOf);
  const response = await request(config, { url, headers, signal: options?.signal, serviceClock: true });
  const rows = (await validateAssetApyRows(response.data, columns, url, config, options?.signal)) as AssetApyRowOf<S>[];
  const chain = requestedChain(params);
  if (chain !== undefined) assertRowsOfChain(rows, chain, url);
  return returnedRows(rows, response.headers.get('content-range'), params, url);
}

/** The one chain a read asks for (`chainId`, or `filter.chain_id` as a plain value or `eq`), else `undefined`. */
function requestedChain(params: Pick<AssetApysParams, 'chainId' | 'filter'>): string | undefined {
  if (params.chainId !== undefined) return textOf(params.chainId);
  const eq = eqValue(params.filter?.chain_id);
  return typeof eq === 'string' || typeof eq === 'number' ? String(eq) : undefined;
}

/** What a column filter asks the column to equal: a plain value, or an operator object's `eq` (none for an array). */
function eqValue(filter: ColumnFilter | undefined): FilterScalar | null | undefined {
  if (Array.isArray(filter)) return undefined;
  return filter !== null && typeof filter === 'object' ? filter.eq : filter;
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
 */
function returnedRows<Row>(
  rows: Row[],
  header: string | null,
  params: Pick<AssetApysParams, 'range' | 'count'>,
  url: string,
): AssetApysResult<Row> {
  const requested = params.range;
  let contentRange = parseContentRangeParts(header);
  if (contentRange?.range && contentRange.total !== null && contentRange.range.to >= contentRange.total) {
    // An estimated or planned count may be lower than the rows really served: then the span is the lower bound.
    const estimate = params.count === 'estimated' || params.count === 'planned';
    contentRange = estimate ? { range: contentRange.range, total: contentRange.range.to + 1 } : null;
  }
  const refuse = (message: string) =>
    new ResponseValidationError('The response does not match its Content-Range.', {
      url,
      issues: [{ path: 'Content-Range', message }],
    });
  if (header !== null && contentRange === null) {
    throw refuse(`Unreadable or inconsistent Content-Range "${header.slice(0, 64)}"`);
  }
  const total = contentRange?.total ?? null;
  const span = contentRange?.range ?? null;
  if (contentRange !== null) {
    const announced = span === null ? 0 : span.to - span.from + 1;
    if (announced !== rows.length) {
      throw refuse(`Content-Range "${header}" announces ${announced} rows, the body holds ${rows.length}`);
    }
  }
  if (requested === undefined) return { rows, range: span, total };
  if (contentRange === null) {
    if (rows.length > requested.to - requested.from + 1) {
      throw refuse(`${rows.length} rows for Range ${requested.from}-${requested.to}: the server ignored Range`);
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
      throw refuse(`No rows from ${requested.from}, though the exact count is ${total}`);
    }
    return { rows, range: null, total };
  }
  if (span.from > requested.from) {
    throw refuse(`Rows start at ${span.from}, ${requested.from} was asked: rows would be skipped`);
  }
  // The part of the span inside the request: all of it when the server kept to Range, the asked rows when it sent more.
  const to = Math.min(span.to, requested.to);
  if (requested.from > to) throw refuse(`Rows end at ${to}, ${requested.from} was asked: the server ignored Range`);
  return {
    rows: rows.slice(requested.from - span.from, to - span.from + 1),
    range: { from: requested.from, to },
    total,
  };
}

/** The exact URL and headers `fetchAssetApys` would send; throws on bad parameters. */
export function buildAssetApysRequest(
  config: ApyRewardsConfig,
  params: AssetApysParams<readonly AssetApyColumn[] | undefined>,
): { url: string; headers: Record<string, string>; columns: readonly AssetApyColumn[] } {
  return assetApysRequest(config, params, filterExpressions);
}

function assetApysRequest(
  config: ApyRewardsConfig,
  params: AssetApysParams<readonly AssetApyColumn[] | undefined>,
  filterOf: FilterBuilder,
): { url: string; headers: Record<string, string>; columns: readonly AssetApyColumn[] } {
  if (params === null || typeof params !== 'object') {
    throw new InvalidParameterError('fetchAssetApys params must be an object.');
  }
  const filter: Record<string, ColumnFilter | undefined> = { ...params.filter };
  // The service stores addresses in lowercase hex: a checksummed filter value would match no row.
  for (const column of ['underlying_address', 'ctoken_address']) {
    if (filter[column] !== undefined) filter[column] = lowercased(filter[column]) as ColumnFilter;
  }
  if (params.chainId !== undefined) {
    const chainId = textOf(params.chainId);
    // No leading zero: `chain_id` is text, so "08453" would match no row rather than fail.
    if (!/^[1-9]\d{0,11}$/.test(chainId)) {
      throw new InvalidParameterError(`chainId must be a positive integer, got "${chainId.slice(0, 40)}".`);
    }
    filter.chain_id = mergeEq(filter.chain_id, chainId);
  }
  const { searchParams, headers } = buildPostgrestRead(
    {
      columns: assetApyColumns,
      select: params.select,
      filter,
      order: params.order,
      range: params.range,
      count: params.count,
    },
    filterOf,
  );
  if (params.maxId !== undefined) {
    if (!Number.isSafeInteger(params.maxId) || params.maxId < 0) {
      throw new InvalidParameterError('maxId must be a non-negative integer.', {
        details:
          typeof process === 'object' && process.env.NODE_ENV !== 'production'
            ? `Got ${textOf(params.maxId)}.`
            : undefined,
      });
    }
    searchParams.append('id', `lte.${params.maxId}`);
  }
  const url = `${config.apyUrl}/${ASSET_APY_TABLE}?${searchParams.toString()}`;
  if (url.length > MAX_READ_URL_LENGTH) {
    throw new InvalidParameterError('The read is too long for the service: split a long filter into several reads.', {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? `The URL has ${url.length} characters; the gateway refuses more than about ${MAX_READ_URL_LENGTH} (414).`
          : undefined,
    });
  }
  return {
    url,
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, ...headers },
    columns: params.select ?? assetApyColumns,
  };
}

/** A filter nests at most `{ not: { in: [...] } }`: deeper is a loop (`o.not = o`) or a mistake. */
function lowercased(value: unknown, depth = 0): unknown {
  if (depth > 3) throw new InvalidParameterError('An address filter is nested too deeply.');
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.map((item) => lowercased(item, depth + 1));
  return value !== null && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lowercased(item, depth + 1)]))
    : value;
}

function mergeEq(existing: ColumnFilter | undefined, value: string): ColumnFilter {
  if (existing === undefined) return value;
  const existingEq = eqValue(existing);
  // An operator object without `eq` takes the chain as its `eq`; one that has it (or a plain value) must agree.
  if (existingEq === undefined && existing !== null && typeof existing === 'object' && !Array.isArray(existing)) {
    return { ...existing, eq: value };
  }
  if (existingEq !== undefined && String(existingEq) === value) return existing;
  throw new InvalidParameterError('chainId conflicts with filter.chain_id.', {
    details:
      typeof process === 'object' && process.env.NODE_ENV !== 'production'
        ? `chainId=${value}, filter.chain_id=${textOf(existingEq)}.`
        : undefined,
  });
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
async function validateAssetApyRows(
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
