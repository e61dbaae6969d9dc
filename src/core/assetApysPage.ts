import {
  type AssetApyColumn,
  type AssetApyRowOf,
  type AssetApysParams,
  type AssetApysReader,
  type AssetApysResult,
  type FetchOptions,
  fetchAssetApysFiltering,
} from './assetApys';
import type { ApyRewardsConfig } from './config';
import { RangeNotSatisfiableError } from './errors';
import type { RowRange } from './postgrest';

type Select = readonly AssetApyColumn[] | undefined;

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
