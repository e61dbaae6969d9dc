import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { historyByAsset, latestByAsset } from '../../src/core/latest';
import { createSampleAssetApys } from '../../src/testing';

// Its own file: the 7-day mean's code is a chunk loaded once per module graph; each test starts a fresh graph.
const NOW = Date.UTC(2026, 10, 20, 12, 20);
const sample = createSampleAssetApys({ now: NOW, hours: 24 * 8 });
const market = (sample.at(-1) as AssetApyRow).ctoken_address;
const rows = latestByAsset(sample).filter((row) => row.ctoken_address === market);
const history = historyByAsset(sample);
const meanCell = (root: ParentNode = document) => root.querySelector('td[data-column="mean7d"]');

async function freshModules() {
  vi.resetModules();
  const { ApyTable } = await import('../../src/components/ApyTable/ApyTable');
  const { loadedMean, loadMean } = await import('../../src/components/ApyTable/meanLoader');
  return { ApyTable, loadedMean, loadMean };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the mean7d column’s code, a chunk of its own', () => {
  test('a table without the column shows its rows at once and never loads it', async () => {
    const { ApyTable, loadedMean } = await freshModules();
    const { container } = render(<ApyTable rows={rows} history={history} now={NOW} locale="en-US" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadedMean()).toBeUndefined();
  });

  test('a table with it shows its loading state (same columns) until the chunk is in, then the exact mean', async () => {
    const { ApyTable, loadedMean, loadMean } = await freshModules();
    const { container } = render(
      <ApyTable rows={rows} history={history} columns={['token', 'mean7d']} now={NOW} locale="en-US" />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('columnheader', { name: '7-day mean' })).toBeInTheDocument();
    await act(() => loadMean());
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    expect(loadedMean()).toBeDefined();
    expect(meanCell()?.textContent).toMatch(/^\d+\.\d\d%$/);
  });

  test('once it is in, history that comes later shows its mean at once; rows without history show a dash', async () => {
    const { ApyTable, loadMean } = await freshModules();
    const { container, rerender } = render(
      <ApyTable rows={rows} columns={['token', 'mean7d']} now={NOW} locale="en-US" />,
    );
    await act(() => loadMean());
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    expect(meanCell()?.textContent).toBe('—No data');
    rerender(<ApyTable rows={rows} history={history} columns={['token', 'mean7d']} now={NOW} locale="en-US" />);
    expect(meanCell()?.textContent).toMatch(/^\d+\.\d\d%$/);
  });

  test('the headless model waits for it (React `use`) only when it has rows and history to average', async () => {
    vi.resetModules();
    const { useApyTableModel } = await import('../../src/components/ApyTable/useApyTableModel');
    const { defaultTableMessages } = await import('../../src/i18n/tableMessages');
    const options = { columns: ['token', 'mean7d'] as const, messages: defaultTableMessages, nowMs: NOW };
    let result: ReturnType<typeof useApyTableModel> | undefined;
    function Probe() {
      result = useApyTableModel({ ...options, rows, history });
      return null;
    }
    await act(async () => {
      render(
        <Suspense fallback="waiting">
          <Probe />
        </Suspense>,
      );
    });
    expect(result?.rows[0]?.mean7d).toMatch(/^\d+\.\d\d%$/);
    const bare = renderHook(() => useApyTableModel({ ...options, rows }));
    expect(bare.result.current.rows[0]?.mean7d).toBeNull();
  });

  test('server HTML of a streaming render holds the mean; hydration keeps it with no error', async () => {
    const { ApyTable } = await freshModules();
    const ui = <ApyTable rows={rows} history={history} columns={['token', 'mean7d']} now={NOW} locale="en-US" />;
    // renderToString does not wait: it sends the loading state, which the client renders again.
    expect(renderToString(ui)).toContain('data-state="loading"');
    const stream = await renderToReadableStream(ui);
    await stream.allReady;
    const html = await new Response(stream).text();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const cell = meanCell(container);
    expect(cell?.textContent).toMatch(/^\d+\.\d\d%$/);

    vi.resetModules();
    const client = await freshModules();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clientUi = (
      <client.ApyTable rows={rows} history={history} columns={['token', 'mean7d']} now={NOW} locale="en-US" />
    );
    await act(async () => {
      hydrateRoot(container, clientUi, { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(client.loadedMean()).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors.map((error) => `${error} ${(error as Error).cause}`)).toEqual([]);
    const said = consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300));
    expect(said.filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
    expect(meanCell(container)).toBe(cell);
  });

  test('a headless model server-rendered with the mean hydrates without error while its chunk loads', async () => {
    const probe = async () => {
      vi.resetModules();
      const { useApyTableModel } = await import('../../src/components/ApyTable/useApyTableModel');
      const { defaultTableMessages } = await import('../../src/i18n/tableMessages');
      return function Mean() {
        const model = useApyTableModel({
          rows,
          history,
          columns: ['token', 'mean7d'],
          messages: defaultTableMessages,
          nowMs: NOW,
        });
        return <p id="mean">{model.rows[0]?.mean7d}</p>;
      };
    };
    const Server = await probe();
    const stream = await renderToReadableStream(
      <Suspense fallback="waiting">
        <Server />
      </Suspense>,
    );
    await stream.allReady;
    const container = document.createElement('div');
    container.innerHTML = await new Response(stream).text();
    document.body.append(container);
    const shown = container.querySelector('#mean');
    expect(shown?.textContent).toMatch(/^\d+\.\d\d%$/);
    const Client = await probe();
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback="waiting">
          <Client />
        </Suspense>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await waitFor(() => expect(container.querySelector('#mean')).toBe(shown));
    expect(errors.map((error) => `${error} ${(error as Error).cause}`)).toEqual([]);
  });
});
