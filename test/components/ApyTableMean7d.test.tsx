import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import type { AssetApyRow } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { historyByAsset, latestByAsset } from '../../src/core/latest';
import { createMockService, createSampleAssetApys } from '../../src/testing';
import { renderWithProviders } from '../utils';

const NOW = Date.UTC(2026, 10, 20, 12, 20);
const rows = createSampleAssetApys({ now: NOW, hours: 24 * 8 });
const market = (rows.at(-1) as AssetApyRow).ctoken_address;
const cell = () => document.querySelector(`[data-column="mean7d"]:not(th)`);

/** The exact mean of the last 168 batches' total supply APY, formatted as the table does. */
function expectedMean(): string {
  const series = historyByAsset(rows).get(`${(rows.at(-1) as AssetApyRow).chain_id}:${market}`) ?? [];
  const values = series.slice(-168).map((row) => row.totalSupplyApy as string);
  const scale = 10n ** 30n;
  const units = values.map((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(whole) * scale + BigInt(fraction.padEnd(30, '0').slice(0, 30));
  });
  const mean = units.reduce((a, b) => a + b, 0n) / BigInt(units.length);
  return `${(Number(mean / 10n ** 26n) / 10_000).toFixed(2)}%`;
}

describe('the mean7d column', () => {
  test('shows the 7-day mean total supply APY when the history covers 7 days, a dash when it does not', () => {
    const latest = latestByAsset(rows).filter((row) => row.ctoken_address === market);
    const { rerender } = render(
      <ApyTable rows={latest} history={historyByAsset(rows)} columns={['token', 'mean7d']} locale="en-US" />,
    );
    expect(screen.getByRole('columnheader', { name: '7-day mean' })).toBeInTheDocument();
    expect(cell()?.textContent).toBe(expectedMean());
    rerender(
      <ApyTable
        rows={latest}
        history={historyByAsset(rows.slice(-16 * 24))}
        columns={['token', 'mean7d']}
        locale="en-US"
      />,
    );
    expect(cell()?.textContent).toBe('—No data');
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('the connected table reads 7 days of history for it', async () => {
  const service = createMockService({ now: () => Date.now(), assetApys: createSampleAssetApys({ hours: 24 * 8 }) });
  server.resetHandlers(...service.handlers);
  renderWithProviders(<AssetApyTable columns={['token', 'mean7d']} locale="en-US" />, {
    config: createConfig(service.config),
  });
  // The window read (`created_at=gte.`), after the first paint's read of the newest batch.
  const windowRead = () =>
    service.requests.map((request) => new URL(request.url)).find((url) => url.searchParams.has('created_at'));
  await waitFor(() => expect(windowRead()).toBeDefined());
  const from = Date.parse(windowRead()?.searchParams.get('created_at')?.slice(4) as string);
  expect(Date.now() - from).toBeGreaterThanOrEqual(7 * 86_400_000);
});
