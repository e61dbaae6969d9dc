/** The fields the selectors read from a row. */
export interface AssetSnapshot {
  created_at: string;
  chain_id: string;
  ctoken_address: string;
}

/** Identifies one market: chain id plus receipt-token address. */
export function assetKey(row: Pick<AssetSnapshot, 'chain_id' | 'ctoken_address'>): string {
  return `${row.chain_id}:${row.ctoken_address.toLowerCase()}`;
}

const utcSuffix = '+00:00';

/** Compares two PostgREST timestamps; plain string order is exact when both are in UTC. */
export function compareTimestamps(a: string, b: string): number {
  if (a[10] === 'T' && b[10] === 'T' && a.endsWith(utcSuffix) && b.endsWith(utcSuffix))
    return a < b ? -1 : a > b ? 1 : 0;
  return Date.parse(a) - Date.parse(b);
}

/** The newest row of each market (chain + receipt token), in order of first appearance. */
export function latestByAsset<Row extends AssetSnapshot>(rows: readonly Row[]): Row[] {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const key = assetKey(row);
    const current = latest.get(key);
    if (current === undefined || compareTimestamps(row.created_at, current.created_at) > 0) latest.set(key, row);
  }
  return [...latest.values()];
}

/** Each market's rows as a time series, oldest first, keyed by `assetKey`. */
export function historyByAsset<Row extends AssetSnapshot>(rows: readonly Row[]): Map<string, Row[]> {
  const history = new Map<string, Row[]>();
  for (const row of rows) {
    const key = assetKey(row);
    const series = history.get(key);
    if (series) series.push(row);
    else history.set(key, [row]);
  }
  for (const series of history.values()) series.sort((a, b) => compareTimestamps(a.created_at, b.created_at));
  return history;
}
