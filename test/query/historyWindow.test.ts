import { describe, expect, it } from 'vitest';
import { type AssetApyHistoryWindowRow, mergeHistoryWindow, trimHistoryWindow } from '../../src/query/historyWindow';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const row = (id: number, hoursAgo: number, supplyApy = '4.1'): AssetApyHistoryWindowRow => ({
  id,
  chain_id: '34443',
  ctoken_address: '0x0000000000000000000000000000000000000abc',
  created_at: new Date(NOW - hoursAgo * HOUR).toISOString().replace('Z', '+00:00'),
  totalSupplyApy: '5.2',
  supplyApy,
  borrowApy: null,
});

describe('history window', () => {
  it('keeps the span newest first, each id once', () => {
    const kept = trimHistoryWindow([row(1, 30), row(3, 2), row(2, 10), row(3, 2)], NOW, 24 * HOUR);
    expect(kept.map((r) => r.id)).toEqual([3, 2]);
  });

  it('keeps the newest row when the writer has been down for longer than the span', () => {
    expect(trimHistoryWindow([row(1, 50), row(2, 49)], NOW, 24 * HOUR).map((r) => r.id)).toEqual([2]);
  });

  it('merges fresh rows by id, late ones included, and refuses a held id with other content', () => {
    const held = trimHistoryWindow([row(1, 3), row(3, 1)], NOW, 24 * HOUR);
    // Row 2 committed late, below the newest held one.
    const merged = mergeHistoryWindow(held, [row(2, 2), row(4, 0), row(3, 1)], NOW, 24 * HOUR);
    expect(merged?.map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(mergeHistoryWindow(held, [row(3, 1, '9.9')], NOW, 24 * HOUR)).toBeNull();
  });
});
