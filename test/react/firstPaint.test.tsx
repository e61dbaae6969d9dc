import { waitFor } from '@testing-library/react';
import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { createMockService, createSampleAssetApys } from '../../src/testing';
import { renderHookWithProviders } from '../utils';
import { isLatestBatchRead } from './fakeFetch';

const NOW = Date.UTC(2026, 10, 20, 12, 20);

/** The sample's 16 markets over 3 chains, twice (a second receipt token per market): 32 markets per batch. */
function thirtyTwoMarkets(): AssetApyRow[] {
  const sample = createSampleAssetApys({ now: NOW });
  const twins = sample.map((row) => ({
    ...row,
    ctoken_address: `${row.ctoken_address.slice(0, -4)}beef` as `0x${string}`,
  }));
  return [...sample, ...twins]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((row, index) => ({ ...row, id: 200_000 + index }));
}

describe('the latest view’s first paint', () => {
  test('shows the newest batch of 32 markets after one read of under 16 kB; the window and trends follow', async () => {
    const service = createMockService({ now: NOW, assetApys: thirtyTwoMarkets() });
    const answered: { url: URL; bytes: number }[] = [];
    let releaseWindow = () => {};
    const windowHeld = new Promise<void>((resolve) => {
      releaseWindow = resolve;
    });
    const config = createConfig({
      ...service.config,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        if (!isLatestBatchRead(url)) await windowHeld;
        const response = (await getResponse(service.handlers, request)) as Response;
        const body = await response.text();
        answered.push({ url, bytes: new TextEncoder().encode(body).length });
        return new Response(body, { status: response.status, headers: response.headers });
      },
    });
    const { result } = renderHookWithProviders(() => useLatestAssetApys(), { config });
    await waitFor(() => expect(result.current.data?.rows).toHaveLength(32));
    expect(answered).toHaveLength(1);
    expect(isLatestBatchRead(answered[0]?.url as URL)).toBe(true);
    expect(answered[0]?.bytes).toBeLessThanOrEqual(16_000);
    expect(new Set(result.current.data?.rows.map((row) => row.created_at)).size).toBe(1);
    expect(new Set(result.current.data?.rows.map((row) => row.chain_id)).size).toBe(3);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.history.size).toBe(0);
    releaseWindow();
    await waitFor(() => expect(result.current.data?.history.size).toBe(32));
    expect(result.current.isPlaceholderData).toBe(false);
    // The window by time (read again when this device's clock is days off the mock's fixed one), never the batch again.
    expect(answered.slice(1).every(({ url }) => url.searchParams.get('created_at')?.startsWith('gte.'))).toBe(true);
    expect(result.current.data?.rows).toHaveLength(32);
    expect([...(result.current.data?.history.values() ?? [])].every((series) => series.length === 24)).toBe(true);
  });

  test('once the window is held the batch read is off, so refreshes read only the window', async () => {
    const service = createMockService();
    const { result, queryClient } = renderHookWithProviders(() => useLatestAssetApys(), {
      config: createConfig({
        ...service.config,
        fetch: async (input, init) => (await getResponse(service.handlers, new Request(input, init))) as Response,
      }),
    });
    await waitFor(() => expect(result.current.data?.history.size).toBeGreaterThan(0));
    expect(result.current.isPlaceholderData).toBe(false);
    const batch = queryClient.getQueryCache().findAll({ queryKey: ['apy-rewards-kit', 'assetApys', 'latestBatch'] });
    expect(batch).toHaveLength(1);
    expect(batch[0]?.isDisabled()).toBe(true);
  });

  test.each([
    ['a zero history span', { historyHours: 0 }, /historyHours/],
    ['a negative lookback', { lookbackHours: -1 }, /lookbackHours/],
  ])('refuses %s with a typed error, and sends not even the newest-batch read', async (_, spans, name) => {
    const service = createMockService();
    const requested: string[] = [];
    const config = createConfig({
      ...service.config,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requested.push(request.url);
        return (await getResponse(service.handlers, request)) as Response;
      },
    });
    const { result } = renderHookWithProviders(() => useLatestAssetApys(spans), { config });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(InvalidParameterError));
    expect(result.current.error?.message).toMatch(name);
    expect(result.current.data).toBeUndefined();
    expect(requested).toEqual([]);
  });
});
