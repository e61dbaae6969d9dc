import { type AssetApyColumn, type AssetApyRow, fetchAssetApysComparing } from '../core/assetApys';
import { fetchAssetApysSpan } from '../core/assetApysPage';
import type { ApyRewardsConfig } from '../core/config';
import { ResponseValidationError } from '../core/errors';
import type { OrderBy } from '../core/postgrest';

/** Rows one window read may take; far above a window of ~30 markets an hour over days, yet never a silent cap. */
export const MAX_WINDOW_ROWS = 50_000;

/** Oldest first: rows written during a read land after the rows already paged, so no page shifts. */
const oldestFirst: readonly OrderBy<AssetApyColumn>[] = [
  { column: 'created_at', ascending: true },
  { column: 'id', ascending: true },
];

/**
 * Reads every row from `from` (`created_at=gte.…`) or after `after` (`created_at=gt.…`), paging with `Range` while
 * the gateway caps responses, with an exact count so the end is known. More rows than `MAX_WINDOW_ROWS` is an error,
 * never a silent cut.
 */
export async function readAssetApysSince(
  config: ApyRewardsConfig,
  params: { chainId?: string | undefined; from?: string; after?: string },
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const created_at = params.after !== undefined ? { gt: params.after } : { gte: params.from as string };
  const { rows, total } = await fetchAssetApysSpan(
    fetchAssetApysComparing,
    config,
    {
      chainId: params.chainId,
      filter: { created_at },
      order: oldestFirst,
      range: { from: 0, to: MAX_WINDOW_ROWS - 1 },
      count: 'exact',
    },
    { signal },
  );
  if (total !== null && rows.length < total) {
    throw new ResponseValidationError('The APY window holds more rows than one read may take.', {
      url: config.apyUrl,
      issues: [{ path: 'Content-Range', message: `${total} rows match, ${rows.length} were read` }],
    });
  }
  return rows;
}
