import { describe, expect, test, vi } from 'vitest';
import { createConfig } from '../../src/core/config';
import { useAssetApyHistory } from '../../src/react/useAssetApyHistory';
import { renderHookWithProviders } from '../utils';
import { clockAt } from './fakeClock';
import { apyReads, at, historyMarket as market, HISTORY_START as START, withHistoryService } from './historyService';

// The refresh's chunk cannot load (a deploy removed it, the network dropped it).
vi.mock('../../src/query/historyRefresh', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { service } = withHistoryService(48);
const reads = () => apyReads(service());

describe('a history refresh whose chunk cannot load', () => {
  test('reads the whole span again: the new batch still arrives, nothing fails', async () => {
    const { result } = renderHookWithProviders(
      () => useAssetApyHistory({ chainId: market.chainId, ctokenAddress: market.ctokenAddress, range: '24h' }),
      { config: createConfig(service().config) },
    );
    await clockAt(START + 1000);
    expect(result.current.data?.points).toHaveLength(24);
    service().appendBatch(at(13, 0, 5));
    await clockAt(at(13, 2));
    expect(reads()).toHaveLength(2);
    // The span by time, a day back from the refresh, not the rows after the newest held.
    expect(reads()[1]?.searchParams.get('created_at')).toMatch(/^gte\.2026-11-19T13:0/);
    expect(reads()[1]?.searchParams.has('id')).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.data?.points.at(-1)?.time).toBe('2026-11-20T13:00:05+00:00');
    expect(result.current.data?.points).toHaveLength(24);
  });
});
