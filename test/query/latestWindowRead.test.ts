// @vitest-environment node

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../src/core/config';

const NOW = Date.UTC(2026, 10, 20, 12, 20);

afterEach(() => {
  vi.doUnmock('../../src/query/latestWindowRead');
  vi.resetModules();
});

// The window's read is a lazy chunk (latestWindowRead): a read that waits for it must still end with its last observer.
describe('latestAssetApysQueryOptions: the window read loads as a chunk', () => {
  it('a read still waiting for its chunk sends nothing once its last observer has gone', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock('../../src/query/latestWindowRead', async () => {
      const actual = await vi.importActual<typeof import('../../src/query/latestWindowRead')>(
        '../../src/query/latestWindowRead',
      );
      await held;
      return actual;
    });
    const { latestAssetApysQueryOptions } = await import('../../src/query/latestAssetApys');
    const { createMockService } = await import('../../src/testing');
    const service = createMockService({ now: NOW });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json([])));
    const config = createConfig({ ...service.config, fetch });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, latestAssetApysQueryOptions(config));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('fetching'));
    unsubscribe();
    release();
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('idle'));
    expect(fetch).not.toHaveBeenCalled();
    client.clear();
  });
});
