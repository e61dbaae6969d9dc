import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { meanOverDays } from '../../src/components/ApyTable/meanApy';
import { loadMean } from '../../src/components/ApyTable/meanLoader';
import type { ApyTableRow } from '../../src/components/ApyTable/types';
import { assetApyHistoryStats } from '../../src/core/assetApyHistory';
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
  test('shows the 7-day mean total supply APY when the history covers 7 days, a dash when it does not', async () => {
    const latest = latestByAsset(rows).filter((row) => row.ctoken_address === market);
    const { rerender } = render(
      <ApyTable rows={latest} history={historyByAsset(rows)} columns={['token', 'mean7d']} locale="en-US" />,
    );
    // The mean's code is a chunk of its own (see meanLazy.test.tsx).
    await act(() => loadMean());
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

describe('sorting by the mean7d column', () => {
  const hour = 3_600_000;
  const newest = Date.UTC(2026, 10, 20, 12);
  // Mode's USDC, WETH, USDT and WBTC markets: constant APYs over `days` of hourly rows.
  const markets = [
    ['0xd988097fb8612cc24eec14542bc03424c656005f', '5', 8],
    ['0x4200000000000000000000000000000000000006', '7.25', 8],
    ['0xf0f161fda2712db8b566946122a5af183995e2ed', '9', 2],
    // Shows 7.25% too, but is exactly below WETH's.
    ['0xcdd475325d6f564d27247d1dddbb0dac6fa0a5cf', '7.2499999999999999', 8],
  ] as const;
  const series = markets.flatMap(([underlying, apy, days], market) =>
    Array.from(
      { length: days * 24 },
      (_, index): ApyTableRow => ({
        id: market * 1000 + index,
        created_at: new Date(newest - (days * 24 - 1 - index) * hour).toISOString(),
        chain_id: '34443',
        underlying_address: underlying,
        ctoken_address: `0x${String(market + 1).repeat(40)}`,
        totalSupplyApy: apy,
        supplyApy: apy,
        borrowApy: null,
      }),
    ),
  );
  const names = () =>
    [...document.querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('[data-slot="token-symbol"]')?.textContent,
    );

  test('sorts by the exact mean with aria-sort, by mouse and keyboard; a market without 7 days goes last', async () => {
    const user = userEvent.setup();
    render(
      <ApyTable
        rows={latestByAsset(series)}
        history={historyByAsset(series)}
        columns={['token', 'mean7d']}
        now={newest}
        locale="en-US"
      />,
    );
    const header = screen.getByRole('columnheader', { name: '7-day mean' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['WETH', 'WBTC', 'USDC', 'USDT']);
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['USDC', 'WBTC', 'WETH', 'USDT']);
  });

  test('the mean is the history stats’ mean of the 7 days up to the row', () => {
    const mixed = series
      .filter((row) => row.ctoken_address.startsWith('0x1'))
      .map((row, index) => ({
        ...row,
        totalSupplyApy: index % 5 === 0 ? null : index % 7 === 0 ? 'x' : `${index % 13}.${index}00${index % 3}`,
      }));
    const at = mixed.at(-1)?.created_at as string;
    const inSpan = mixed.filter((row) => Date.parse(row.created_at) > Date.parse(at) - 7 * 24 * hour);
    const stats = assetApyHistoryStats(
      inSpan.map((row) => ({
        time: row.created_at,
        timeMs: Date.parse(row.created_at),
        totalSupply: row.totalSupplyApy,
        supply: null,
        reward: null,
        borrow: null,
      })),
    );
    expect(meanOverDays(mixed, at, 7)).toBe(stats.totalSupply.mean);
    expect(meanOverDays(mixed, at, 7)).not.toBeNull();
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
