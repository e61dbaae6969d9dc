import {
  type AssetApyColumn,
  type AssetApyRow,
  type AssetApysParams,
  fetchAssetApysComparing,
  newestFirst,
} from '../core/assetApys';
import { fetchAssetApysSpan } from '../core/assetApysPage';
import type { ApyRewardsConfig } from '../core/config';
import type { ResponseValidationError } from '../core/errors';
import { compareTimestamps } from '../core/latest';
import type { OrderBy } from '../core/postgrest';
import { tooManyRowsError } from '../core/tooManyRows';
import { mergeAssetApysById } from './latestWindow';

/** Rows one window read may take; far above a window of ~30 markets an hour over days, yet never a silent cut. */
export const MAX_WINDOW_ROWS = 50_000;
/** Rows asked per request: Supabase's default `db-max-rows`, so the first answer carries the count and no more. */
const FIRST_PART_ROWS = 1000;
/**
 * Held ids an incremental read names as known (`id=not.in.(…)`): about 4 KB of URL, well inside the gateway's 8 KB
 * request line.
 */
export const MAX_EXCLUDED_IDS = 500;

/**
 * How long before the last read an incremental read asks again (two cadences, at least 15 minutes): a row whose
 * transaction committed within that time after its stamp is read at the next refresh.
 */
export function commitOverlapMs(cadenceMs: number): number {
  return Math.max(15 * 60_000, cadenceMs * 2);
}

/** Oldest first: rows written during a read land after the rows already paged, so no page shifts. */
const oldestFirst: readonly OrderBy<AssetApyColumn>[] = [
  { column: 'created_at', ascending: true },
  { column: 'id', ascending: true },
];

/** Filters of a window read besides time: the chain, and any others (e.g. one market's `ctoken_address`). */
export interface WindowReadScope {
  chainId?: string | undefined;
  filter?: Omit<NonNullable<AssetApysParams['filter']>, 'created_at' | 'id'> | undefined;
}

function tooLarge(config: ApyRewardsConfig, total: number): ResponseValidationError {
  return tooManyRowsError(
    config.apyUrl,
    `The APY window holds ${total} rows; one read takes at most ${MAX_WINDOW_ROWS}.`,
    `${total} rows match; choose fewer hours or one chain`,
  );
}

/**
 * Reads every row from `from` (`created_at=gte.…`), oldest first, paging with `Range` while the gateway caps
 * responses. The first request carries an exact count: a window above `MAX_WINDOW_ROWS` fails right there with a
 * `ResponseValidationError` (see `isTooManyRows`), or with `narrowTo` the window is read from that later time
 * instead (one more request; it fails when that still does not fit).
 */
export async function readAssetApysSince(
  config: ApyRewardsConfig,
  params: WindowReadScope & { from: string; narrowTo?: string | undefined },
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const read = async (from: string, last: boolean): Promise<AssetApyRow[] | null> => {
    const query = {
      chainId: params.chainId,
      filter: { ...params.filter, created_at: { gte: from } },
      order: oldestFirst,
      count: 'exact' as const,
    };
    const first = await fetchAssetApysComparing(
      config,
      { ...query, range: { from: 0, to: FIRST_PART_ROWS - 1 } },
      { signal },
    );
    const total = first.total ?? first.rows.length;
    if (total > MAX_WINDOW_ROWS) {
      if (last) throw tooLarge(config, total);
      return null;
    }
    if (first.range === null || first.rows.length >= total) return first.rows;
    const rest = await fetchAssetApysSpan(
      fetchAssetApysComparing,
      config,
      { ...query, range: { from: first.range.to + 1, to: MAX_WINDOW_ROWS - 1 } },
      { signal },
    );
    return [...first.rows, ...rest.rows];
  };
  const narrowTo = params.narrowTo;
  const whole = await read(params.from, narrowTo === undefined || compareTimestamps(narrowTo, params.from) <= 0);
  return whole ?? ((await read(narrowTo as string, true)) as AssetApyRow[]);
}

/** What an incremental read needs: the rows held (newest first) and from when rows might still be missing. */
export interface IncrementReadParams extends WindowReadScope {
  /** The rows held from the earlier reads with the same scope, newest first. */
  held: readonly AssetApyRow[];
  /**
   * Service-clock time (epoch ms) from which a row may have committed since the last read: rows stamped after it are
   * asked again unless held. The last read's time less the longest commit delay to survive (e.g. a cadence).
   */
  sinceMs: number;
}

/**
 * Where an incremental read starts (`created_at=gt.after`) and the held ids of that span it names as known: after
 * `sinceMs`, or after the newest held row when that is older; at most `MAX_EXCLUDED_IDS` ids, the span starting at
 * the last of them past that. `held` is newest first.
 */
export function unheldSpan(
  held: readonly Pick<AssetApyRow, 'id' | 'created_at'>[],
  sinceMs: number,
): { after: string; known: number[] } {
  const newest = held[0]?.created_at;
  const since = new Date(sinceMs).toISOString();
  let after = newest === undefined || compareTimestamps(since, newest) < 0 ? since : newest;
  const known: number[] = [];
  for (const row of held) {
    if (compareTimestamps(row.created_at, after) <= 0) break;
    if (known.length === MAX_EXCLUDED_IDS) {
      after = row.created_at;
      break;
    }
    known.push(row.id);
  }
  return { after, known };
}

/**
 * The rows stamped after `sinceMs` (or after the newest held, when older) that `held` lacks, in one request: held
 * rows of that span are named by id (`id=not.in.(…)`) so only unseen rows come back, whether they are new or
 * committed late below the newest held one. At most `MAX_EXCLUDED_IDS` ids are named: past that, the span starts at
 * the last of them.
 */
export async function readUnheldAssetApys(
  config: ApyRewardsConfig,
  params: IncrementReadParams,
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const { after, known } = unheldSpan(params.held, params.sinceMs);
  const { rows } = await fetchAssetApysSpan(
    fetchAssetApysComparing,
    config,
    {
      chainId: params.chainId,
      filter: {
        ...params.filter,
        created_at: { gt: after },
        ...(known.length > 0 ? { id: { not: { in: known } } } : {}),
      },
      order: oldestFirst,
      range: { from: 0, to: MAX_WINDOW_ROWS - 1 },
      // The count ends the read with its first answer; without it a short answer needs an empty one to end.
      count: 'exact',
    },
    { signal },
  );
  return rows;
}

/**
 * One incremental read: the rows `held` lacks (`readUnheldAssetApys`) merged in by id, newest first. `null` when the
 * answer contradicts what is held (a held id with other content): read the whole window again.
 */
export async function readAssetApysIncrement(
  config: ApyRewardsConfig,
  params: IncrementReadParams,
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[] | null> {
  return mergeAssetApysById(params.held, await readUnheldAssetApys(config, params, signal));
}

/** Rows the read of the newest rows takes: every market's last batch many times over, in one answer. */
const NEWEST_ROWS = 1000;

/**
 * The newest rows of the scope, newest first, in one bounded request: what is left to show when the window holds no
 * row (the writer down for longer than the lookback).
 */
export async function readNewestAssetApys(
  config: ApyRewardsConfig,
  scope: WindowReadScope,
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const { rows } = await fetchAssetApysComparing(
    config,
    {
      chainId: scope.chainId,
      filter: scope.filter,
      order: newestFirst,
      range: { from: 0, to: NEWEST_ROWS - 1 },
    },
    { signal },
  );
  return rows;
}
