import { describe, expect, test } from 'vitest';
import type { AssetApyHistoryRange } from '../../src/core/assetApyHistory';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { useAssetApyHistory } from '../../src/react/useAssetApyHistory';
import { sampleMarkets } from '../../src/testing';
import { renderHookWithProviders } from '../utils';
import { clockAt } from './fakeClock';
import { apyReads, at, historyMarket as market, HISTORY_START as START, withHistoryService } from './historyService';

const { service } = withHistoryService(48);
const reads = () => apyReads(service());

describe('useAssetApyHistory', () => {
  test('reads the span once, then only rows after the newest held, merged like the latest window', async () => {
    const { result } = renderHookWithProviders(
      () => useAssetApyHistory({ chainId: market.chainId, ctokenAddress: market.ctokenAddress, range: '24h' }),
      { config: createConfig(service().config) },
    );
    await clockAt(START + 1000);
    expect(result.current.data?.points).toHaveLength(24);
    expect(reads()).toHaveLength(1);
    expect(reads()[0]?.searchParams.get('created_at')).toBe('gte.2026-11-19T12:20:00.000Z');
    const oldest = result.current.data?.points[0]?.time;
    await clockAt(at(12, 59, 59));
    expect(reads(), 'no reads between batches').toHaveLength(1);
    service().appendBatch(at(13, 0, 5));
    await clockAt(at(13, 2));
    expect(reads()).toHaveLength(2);
    const incremental = reads()[1];
    // Two cadences before the last read, the held ids named: a row committed late is still found.
    expect(incremental?.searchParams.get('created_at')).toBe('gt.2026-11-20T10:20:00.000Z');
    expect(incremental?.searchParams.get('id')).toMatch(/^not\.in\.\(\d+(,\d+)*\)$/);
    expect(incremental?.searchParams.get('ctoken_address')).toBe(`eq.${market.ctokenAddress}`);
    const points = result.current.data?.points ?? [];
    // The window slid by one batch: the new one in, the oldest out.
    expect(points).toHaveLength(24);
    expect(points.at(-1)?.time).toBe('2026-11-20T13:00:05+00:00');
    expect(points[0]?.time).not.toBe(oldest);
    expect(result.current.data?.stats.totalSupply.latest).toBe(points.at(-1)?.totalSupply);
  });

  test('a row that commits after a newer one was read still joins the history at the next refresh', async () => {
    const { result } = renderHookWithProviders(
      () => useAssetApyHistory({ chainId: market.chainId, ctokenAddress: market.ctokenAddress, range: '24h' }),
      { config: createConfig(service().config) },
    );
    await clockAt(START + 1000);
    // Stamped 13:00:05 but committed at 14:30:05, after the 14:00:05 batch was read.
    service().writeBatch({ at: at(13, 0, 5), commitAfterMs: [90 * 60_000] });
    service().writeBatch({ at: at(14, 0, 5) });
    await clockAt(at(14, 20));
    const times = () => (result.current.data?.points ?? []).map((point) => point.time);
    expect(times()).toContain('2026-11-20T14:00:05+00:00');
    expect(times()).not.toContain('2026-11-20T13:00:05+00:00');
    await clockAt(at(15, 20));
    expect(times()).toContain('2026-11-20T13:00:05+00:00');
    expect(new Set(times()).size).toBe(times().length);
  });

  test('another range of the same market keeps the previous one on screen until it arrives; another market does not', async () => {
    const other = sampleMarkets.find((m) => m.ctokenAddress !== market.ctokenAddress) as typeof market;
    const { result, rerender } = renderHookWithProviders(
      ({ range, ctokenAddress }: { range: AssetApyHistoryRange; ctokenAddress: string }) =>
        useAssetApyHistory({ chainId: market.chainId, ctokenAddress, range }),
      { config: createConfig(service().config), initialProps: { range: '24h', ctokenAddress: market.ctokenAddress } },
    );
    await clockAt(START + 1000);
    const day = result.current.data?.points;
    expect(day).toHaveLength(24);
    rerender({ range: '7d', ctokenAddress: market.ctokenAddress });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.points).toBe(day);
    await clockAt(START + 2000);
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.points).toHaveLength(48);
    rerender({ range: '7d', ctokenAddress: other.ctokenAddress });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
  });

  test('a bad range is a typed error and sends nothing', async () => {
    const { result } = renderHookWithProviders(
      // biome-ignore lint/suspicious/noExplicitAny: an untyped caller's bad range is the case under test
      () => useAssetApyHistory({ chainId: 34443, ctokenAddress: market.ctokenAddress, range: '1y' as any }),
      { config: createConfig(service().config) },
    );
    await clockAt(START + 1000);
    expect(result.current.error).toBeInstanceOf(InvalidParameterError);
    expect(reads()).toHaveLength(0);
  });
});
