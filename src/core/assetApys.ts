import { type AssetApysRead, readAssetApyRows } from './assetApyRows';
import type { ApyRewardsConfig } from './config';
import { InvalidParameterError } from './errors';
import {
  type ColumnFilter,
  type CountMode,
  checkPostgrestQuery,
  type FilterBuilder,
  type FilterScalar,
  type OrderBy,
  type RowRange,
} from './postgrest';
import { filterExpressions } from './postgrestFilter';
import { textOf } from './redact';
import type { AssetApyRow } from './schemas';

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

/** One read of rows, a reader of `fetchAssetApys`'s shape: `fetchAssetApys` itself or the library's own readers. */
export type AssetApysReader = typeof fetchAssetApys;

/**
 * `fetchAssetApys` for the library's own reads (latest window, newest batch, history): they send a chain, plain
 * values, comparisons and `id=not.in.(held ids)` built from values already checked, so the read is assembled without
 * the parameter checks and the filter grammar a product's own reads need. Only `chainId` comes from a product and is
 * checked.
 */
export async function fetchAssetApysComparing<const S extends readonly AssetApyColumn[] | undefined = undefined>(
  config: ApyRewardsConfig,
  params: Omit<AssetApysParams<S>, 'maxId'> = {},
  options: FetchOptions = {},
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  const chainId = params.chainId === undefined ? undefined : chainIdParam(params.chainId);
  const filter = chainId === undefined ? params.filter : { ...params.filter, chain_id: chainId };
  return readAssetApyRows(config, assetApysRead(config, { ...params, filter }, ownFilter, chainId), options.signal);
}

/** Operators of the library's own reads. */
const ownOperators = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'not']);

/** The filters of the library's own reads: a plain value (`eq`, or `is.null`), comparisons and `not.in`. */
const ownFilter: FilterBuilder = (column, value) =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).map(([op, operand]) => {
        if (!ownOperators.has(op)) throw new InvalidParameterError(`Unknown filter operator "${op}" on "${column}".`);
        return `${op}.${op === 'not' ? `in.(${(operand as { in: readonly number[] }).in})` : operand}`;
      })
    : [value === null ? 'is.null' : `eq.${value}`];

/** A chain id as the table's text; throws `InvalidParameterError` for anything but a positive integer. */
export function chainIdParam(value: unknown): string {
  const chainId = textOf(value);
  // No leading zero: `chain_id` is text, so "08453" would match no row rather than fail.
  if (!/^[1-9]\d{0,11}$/.test(chainId)) {
    throw new InvalidParameterError(`chainId must be a positive integer, got "${chainId.slice(0, 40)}".`);
  }
  return chainId;
}

/**
 * One read as sent, from parameters already checked (or the library's own), each filter through `filterOf`: the one
 * assembly of every read.
 */
function assetApysRead(
  config: ApyRewardsConfig,
  params: Omit<AssetApysParams<readonly AssetApyColumn[] | undefined>, 'maxId'>,
  filterOf: FilterBuilder,
  chainId: string | undefined,
): AssetApysRead {
  const { select, range, count } = params;
  const searchParams = new URLSearchParams({ select: select?.join(',') ?? '*' });
  for (const [column, value] of Object.entries(params.filter ?? {})) {
    if (value !== undefined) for (const expression of filterOf(column, value)) searchParams.append(column, expression);
  }
  if (params.order?.length) {
    const order = params.order.map(
      ({ column, ascending, nulls }) =>
        `${column}.${ascending === false ? 'desc' : 'asc'}${nulls ? `.nulls${nulls}` : ''}`,
    );
    searchParams.set('order', order.join(','));
  }
  const headers: Record<string, string> = { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` };
  if (range) {
    headers.Range = `${range.from}-${range.to}`;
    headers['Range-Unit'] = 'items';
  }
  if (count) headers.Prefer = `count=${count}`;
  const url = `${config.apyUrl}/${ASSET_APY_TABLE}?${searchParams}`;
  return { url, headers, columns: select ?? assetApyColumns, chainId, range, count };
}

/** Checks and sends a product's read, each filter through `filterOf`. */
export async function readAssetApys<const S extends readonly AssetApyColumn[] | undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S>,
  options: FetchOptions,
  filterOf: FilterBuilder,
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  return readAssetApyRows(config, assetApysRequest(config, params, filterOf), options?.signal);
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

/** The exact URL and headers `fetchAssetApys` would send; throws on bad parameters. */
export function buildAssetApysRequest(
  config: ApyRewardsConfig,
  params: AssetApysParams<readonly AssetApyColumn[] | undefined>,
): { url: string; headers: Record<string, string>; columns: readonly AssetApyColumn[] } {
  const { url, headers, columns } = assetApysRequest(config, params, filterExpressions);
  return { url, headers, columns };
}

/** A product's read checked (`InvalidParameterError` on anything bad), then assembled as the library's own reads are. */
function assetApysRequest(
  config: ApyRewardsConfig,
  params: AssetApysParams<readonly AssetApyColumn[] | undefined>,
  filterOf: FilterBuilder,
): AssetApysRead {
  if (params === null || typeof params !== 'object') {
    throw new InvalidParameterError('fetchAssetApys params must be an object.');
  }
  checkPostgrestQuery({ columns: assetApyColumns, ...params });
  const filter: Record<string, ColumnFilter | undefined> = { ...params.filter };
  // The service stores addresses in lowercase hex: a checksummed filter value would match no row.
  for (const column of ['underlying_address', 'ctoken_address']) {
    if (filter[column] !== undefined) filter[column] = lowercased(filter[column]) as ColumnFilter;
  }
  if (params.chainId !== undefined) filter.chain_id = mergeEq(filter.chain_id, chainIdParam(params.chainId));
  if (params.maxId !== undefined && (!Number.isSafeInteger(params.maxId) || params.maxId < 0)) {
    throw new InvalidParameterError('maxId must be a non-negative integer.', {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? `Got ${textOf(params.maxId)}.`
          : undefined,
    });
  }
  const select = params.select && [...new Set(params.select)];
  const read = assetApysRead(config, { ...params, select, filter }, filterOf, requestedChain(params));
  // The anchor goes last, after `order`.
  if (params.maxId !== undefined) read.url += `&id=lte.${params.maxId}`;
  if (read.url.length > MAX_READ_URL_LENGTH) {
    throw new InvalidParameterError('The read is too long for the service: split a long filter into several reads.', {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? `The URL has ${read.url.length} characters; the gateway refuses more than about ${MAX_READ_URL_LENGTH} (414).`
          : undefined,
    });
  }
  return read;
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
