import { validateAssetApyRows } from './assetApyRows';
import { ASSET_APY_TABLE, type AssetApyColumn, type AssetApyRow, chainIdParam, type FetchOptions } from './assetApys';
import type { ApyRewardsConfig } from './config';
import { addDecimals, compareDecimals, type Decimal, divideDecimal, parseDecimal, subtractDecimals } from './decimal';
import { formatDecimal } from './decimalText';

export { MEAN_FRACTION_DIGITS } from './decimal';

import { InvalidAddressError, InvalidParameterError } from './errors';
import { request } from './http';
import { parseContentRangeParts } from './postgrest';
import { textOf } from './redact';
import { tooManyRowsError } from './tooManyRows';
import { isChecksumValidAddress } from './wireFields';

/** The spans a market's history covers. */
export const assetApyHistoryRanges = ['24h', '7d', '30d'] as const;
/** One of `assetApyHistoryRanges`. */
export type AssetApyHistoryRange = (typeof assetApyHistoryRanges)[number];

const HOUR_MS = 3_600_000;
const rangeMs: Readonly<Record<AssetApyHistoryRange, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 168 * HOUR_MS,
  '30d': 720 * HOUR_MS,
};

/** The columns a history read selects: the market's own, so an answer for another market cannot pass as its. */
export const assetApyHistoryColumns = [
  'id',
  'chain_id',
  'ctoken_address',
  'created_at',
  'totalSupplyApy',
  'supplyApy',
  'borrowApy',
] as const satisfies readonly AssetApyColumn[];

/** One row of a market's history: what its points are made of. */
export type AssetApyHistoryRow = Pick<AssetApyRow, 'id' | 'created_at' | 'totalSupplyApy' | 'supplyApy' | 'borrowApy'>;
/** One row of a market's history as read, with the market it is of. */
export type AssetApyHistoryReadRow = Pick<AssetApyRow, (typeof assetApyHistoryColumns)[number]>;

/** Rows one history read may take: 30 days of hourly rows is 720; a writer every minute would still fit a day. */
export const MAX_HISTORY_ROWS = 50_000;

/** Which market and span `fetchAssetApyHistory` reads. */
export interface AssetApyHistoryParams {
  /** Any numeric chain id (`34443`, `"8453"`). */
  chainId: number | string;
  /** The market's receipt token (any case). */
  ctokenAddress: string;
  /** Default `'7d'`. */
  range?: AssetApyHistoryRange | undefined;
}

/** Validated history parameters: chain id as the table's text, address lowercase. */
export interface AssetApyHistoryTarget {
  chainId: string;
  ctokenAddress: string;
  range: AssetApyHistoryRange;
  /** The span in ms. */
  rangeMs: number;
}

/** Checks the parameters before any request: a bad chain id or range is an `InvalidParameterError`, a bad address an `InvalidAddressError`. */
export function assetApyHistoryTarget(params: AssetApyHistoryParams): AssetApyHistoryTarget {
  if (params === null || typeof params !== 'object') {
    throw new InvalidParameterError('The history parameters must be an object.');
  }
  const range = params.range ?? '7d';
  if (!(assetApyHistoryRanges as readonly unknown[]).includes(range)) {
    throw new InvalidParameterError(`range must be one of ${assetApyHistoryRanges.join(', ')}.`, {
      details: `Got "${textOf(range).slice(0, 40)}".`,
    });
  }
  const chainId = chainIdParam(params.chainId);
  if (!isChecksumValidAddress(params.ctokenAddress)) throw new InvalidAddressError(textOf(params.ctokenAddress));
  return { chainId, ctokenAddress: params.ctokenAddress.toLowerCase(), range, rangeMs: rangeMs[range] };
}

/** Requests one read may take when the gateway caps its answers; each one returns at least one row. */
const MAX_PARTS = 100;

/**
 * Reads one market's rows from `from` (`created_at=gte.`) or after `after` (`created_at=gt.`, less the `exceptIds` held
 * already), oldest first, only the history columns, each answer with its exact count. Supabase caps an answer at
 * `db-max-rows`: while it holds fewer rows than its count, the next request goes on from the last row's time, less the
 * ids already read there (no `Range`, so no span to check). More than `MAX_HISTORY_ROWS` fails after the first count.
 */
export async function fetchAssetApyHistoryRows(
  config: ApyRewardsConfig,
  target: Pick<AssetApyHistoryTarget, 'chainId' | 'ctokenAddress'>,
  since: { from: string } | { after: string; exceptIds?: readonly number[] | undefined },
  options: FetchOptions = {},
): Promise<AssetApyHistoryReadRow[]> {
  const rows: AssetApyHistoryReadRow[] = [];
  let start = 'after' in since ? `gt.${since.after}` : `gte.${since.from}`;
  const heldIds = 'after' in since ? (since.exceptIds ?? []) : [];
  let exceptIds = heldIds;
  const headers = { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Prefer: 'count=exact' };
  for (let part = 0; ; part++) {
    const query = new URLSearchParams({
      select: assetApyHistoryColumns.join(','),
      chain_id: `eq.${target.chainId}`,
      ctoken_address: `eq.${target.ctokenAddress}`,
      created_at: start,
      order: 'created_at.asc,id.asc',
    });
    if (exceptIds.length > 0) query.set('id', `not.in.(${exceptIds})`);
    const url = `${config.apyUrl}/${ASSET_APY_TABLE}?${query}`;
    const response = await request(config, { url, headers, signal: options.signal, serviceClock: true });
    const page = (await validateAssetApyRows(response.data, assetApyHistoryColumns, url, config, options.signal, {
      chain_id: target.chainId,
      ctoken_address: target.ctokenAddress,
    })) as AssetApyHistoryReadRow[];
    const total = parseContentRangeParts(response.headers.get('content-range'))?.total ?? null;
    rows.push(...page);
    const last = page.at(-1);
    // Without a count (not exposed), only an empty answer says the rows ended.
    const done = last === undefined || (total !== null && page.length >= total);
    // The parts a capped gateway takes are known from its first answer: refused at once, never cut short.
    const most = Math.min(MAX_HISTORY_ROWS, (page.length || MAX_HISTORY_ROWS) * MAX_PARTS);
    if ((part === 0 && total !== null && total > most) || (!done && part === MAX_PARTS - 1)) {
      throw tooManyRowsError(
        config.apyUrl,
        'Too many APY history rows for one read.',
        `${total ?? 'More'} rows match, one read takes at most ${most}`,
      );
    }
    if (done || !last) return rows;
    start = `gte.${last.created_at}`;
    exceptIds = [...heldIds, ...page.filter((row) => row.created_at === last.created_at).map((row) => row.id)];
  }
}

/** One batch of a market's history; APYs in percent as plain decimal strings, `null` where the row has none. */
export interface AssetApyHistoryPoint {
  /** The batch's `created_at`. */
  time: string;
  /** `time` as epoch ms. */
  timeMs: number;
  supply: string | null;
  totalSupply: string | null;
  /** `totalSupply − supply`, exact; `null` when either is missing. */
  reward: string | null;
  borrow: string | null;
}

/** The series of a history point. */
export type AssetApyHistorySeries = 'supply' | 'totalSupply' | 'reward' | 'borrow';

/** One series over the range, as exact decimal strings; every field `null` without a value. */
export interface AssetApySeriesStats {
  /** The arithmetic mean of the points with a value, to 18 fraction digits rounded half to even (`MEAN_FRACTION_DIGITS`). */
  mean: string | null;
  min: string | null;
  max: string | null;
  /** The newest point's value (`null` when the newest point has none). */
  latest: string | null;
  /** Points with a value. */
  count: number;
}

/** A market's history: its points, oldest first, and each series' statistics. */
export interface AssetApyHistory {
  points: readonly AssetApyHistoryPoint[];
  stats: Readonly<Record<AssetApyHistorySeries, AssetApySeriesStats>>;
}

const seriesNames: readonly AssetApyHistorySeries[] = ['supply', 'totalSupply', 'reward', 'borrow'];

function seriesStats(points: readonly AssetApyHistoryPoint[], series: AssetApyHistorySeries): AssetApySeriesStats {
  let sum: Decimal = { units: 0n, scale: 0 };
  let min: Decimal | undefined;
  let max: Decimal | undefined;
  let count = 0;
  for (const point of points) {
    const value = parseDecimal(point[series]);
    if (value === undefined) continue;
    count++;
    sum = addDecimals(sum, value);
    if (min === undefined || compareDecimals(value, min) < 0) min = value;
    if (max === undefined || compareDecimals(value, max) > 0) max = value;
  }
  return {
    mean: count === 0 ? null : formatDecimal(divideDecimal(sum, count)),
    min: min === undefined ? null : formatDecimal(min),
    max: max === undefined ? null : formatDecimal(max),
    latest: points.at(-1)?.[series] ?? null,
    count,
  };
}

function pointOf(row: AssetApyHistoryRow): AssetApyHistoryPoint {
  const total = parseDecimal(row.totalSupplyApy);
  const supply = parseDecimal(row.supplyApy);
  return {
    time: row.created_at,
    timeMs: Date.parse(row.created_at),
    supply: row.supplyApy,
    totalSupply: row.totalSupplyApy,
    reward: total && supply ? formatDecimal(subtractDecimals(total, supply)) : null,
    borrow: row.borrowApy,
  };
}

/** Each series' mean, min, max and latest over points oldest first. */
export function assetApyHistoryStats(points: readonly AssetApyHistoryPoint[]): AssetApyHistory['stats'] {
  return Object.fromEntries(
    seriesNames.map((series) => [series, seriesStats(points, series)]),
  ) as AssetApyHistory['stats'];
}

/**
 * Points (one per batch, oldest first; missing hours stay missing) and statistics of a market's rows in any order. Of
 * two rows of one batch (a writer that wrote it twice), the later written (higher id) is the point.
 */
export function assetApyHistoryOf(rows: readonly AssetApyHistoryRow[]): AssetApyHistory {
  // By time, and by id within a time (a stable sort of rows in id order): a batch's last point is its later row.
  const byTime = [...rows]
    .sort((a, b) => a.id - b.id)
    .map(pointOf)
    .sort((a, b) => a.timeMs - b.timeMs);
  const points = byTime.filter((point, i) => point.timeMs !== byTime[i + 1]?.timeMs);
  return { points, stats: assetApyHistoryStats(points) };
}

/**
 * Reads one market's history over `range` (default `'7d'`) up to now: its points and per series mean, min, max and
 * latest. Bad parameters throw before any request; one attempt, no retry.
 */
export async function fetchAssetApyHistory(
  config: ApyRewardsConfig,
  params: AssetApyHistoryParams,
  options: FetchOptions & { now?: number | undefined } = {},
): Promise<AssetApyHistory> {
  const target = assetApyHistoryTarget(params);
  const from = new Date((options.now ?? Date.now()) - target.rangeMs).toISOString();
  return assetApyHistoryOf(await fetchAssetApyHistoryRows(config, target, { from }, options));
}
