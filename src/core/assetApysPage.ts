import {
  ASSET_APY_TABLE,
  type AssetApyColumn,
  type AssetApyRowOf,
  type AssetApysParams,
  type AssetApysReader,
  type AssetApysResult,
  type FetchOptions,
  readAssetApys,
} from './assetApys';
import type { ApyRewardsConfig } from './config';
import { NetworkError, RangeNotSatisfiableError } from './errors';
import type { FilterBuilder, RowRange } from './postgrest';
import { sanitizedCause } from './redact';

type Select = readonly AssetApyColumn[] | undefined;

/**
 * `fetchAssetApys` for the paged and infinite hooks. Without `filter` the only column filtered is the chain, from
 * `chainId` (checked by `chainIdParam`); a product's own `filter` first loads the full grammar (`filterExpressions`, a
 * lazy chunk), so an app whose hooks never filter does not ship it. A chunk that cannot load fails as the network does
 * (retried), before any request. It lives here, not beside `fetchAssetApys` (which imports the grammar statically), so
 * no module imports the grammar both ways and every bundler splits it off.
 */
export async function fetchAssetApysFiltering<const S extends readonly AssetApyColumn[] | undefined = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S> = {},
  options: FetchOptions = {},
): Promise<AssetApysResult<AssetApyRowOf<S>>> {
  const filterOf: FilterBuilder =
    params?.filter === undefined
      ? (_column, chainId) => [`eq.${chainId}`]
      : await import('./postgrestFilter').then(
          (grammar) => grammar.filterExpressions,
          (cause: unknown) => {
            throw new NetworkError(`${config.apyUrl}/${ASSET_APY_TABLE}`, {
              cause: sanitizedCause(cause, config.anonKey),
            });
          },
        );
  return readAssetApys(config, params, options, filterOf);
}

/** Requests one span may take when the gateway returns fewer rows than asked; each one returns at least one row. */
const MAX_PARTS = 100;

/**
 * Reads the span `range` whole. Supabase caps every response at `db-max-rows`, so a span may come back short: the
 * rest is asked from the row after the returned span, until the span is full or the rows end (an empty answer, a
 * 416 after the first part, or the exact total). An estimated count never ends the span early. `grew`: the total
 * changed between parts, so the parts may come from different states of the table.
 */
export async function fetchAssetApysSpan<const S extends Select = undefined>(
  read: AssetApysReader,
  config: ApyRewardsConfig,
  params: AssetApysParams<S> & { range: RowRange },
  options: FetchOptions = {},
): Promise<AssetApysResult<AssetApyRowOf<S>> & { grew: boolean }> {
  const { from, to } = params.range;
  const rows: AssetApyRowOf<S>[] = [];
  let total: number | null = null;
  let grew = false;
  let next = from;
  for (let part = 0; part < MAX_PARTS && next <= to; part++) {
    let result: AssetApysResult<AssetApyRowOf<S>>;
    try {
      result = await read(config, { ...params, range: { from: next, to } }, options);
    } catch (error) {
      // Past the end after a first part: the rows ended (an estimated count may have promised more).
      if (part > 0 && error instanceof RangeNotSatisfiableError) break;
      throw error;
    }
    grew ||= part > 0 && result.total !== total;
    total = result.total;
    if (result.range === null || result.rows.length === 0) break;
    rows.push(...result.rows);
    next = result.range.to + 1;
    if (params.count === 'exact' && total !== null && next >= total) break;
  }
  return { rows, range: rows.length > 0 ? { from, to: from + rows.length - 1 } : null, total, grew };
}

/**
 * The highest row id matching the read's filters (`null` when none does) and, with `exactCount`, how many rows match.
 * The table is append-only with growing ids, so reading pages with `maxId` set to it keeps a batch written meanwhile
 * from shifting them, and two reads that count the same total saw the same rows.
 */
export async function fetchAssetApysAnchor(
  config: ApyRewardsConfig,
  params: Pick<AssetApysParams, 'chainId' | 'filter'>,
  exactCount: boolean,
  options: FetchOptions = {},
): Promise<{ maxId: number | null; total: number | null }> {
  const { rows, total } = await fetchAssetApysFiltering(
    config,
    {
      chainId: params.chainId,
      filter: params.filter,
      select: ['id'],
      order: [{ column: 'id', ascending: false }],
      range: { from: 0, to: 0 },
      count: exactCount ? 'exact' : undefined,
    },
    options,
  );
  return { maxId: rows[0]?.id ?? null, total };
}
