import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { createSampleAssetApys } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

const mock = serveMockService({ assetApys: createSampleAssetApys({ now: Date.now(), hours: 720 }) });

test('the connected table with the mean7d column shows each market’s 7-day mean once its week of history is read', async () => {
  renderWithProviders(<AssetApyTable columns={['token', 'chain', 'totalSupplyApy', 'mean7d']} />, {
    config: createConfig(mock.service.config),
  });
  await screen.findAllByText('AERO');
  const meanCells = () =>
    [...document.querySelectorAll('[data-slot="row"]')].map((row) => row.querySelectorAll('td, th')[3]?.textContent);
  await waitFor(
    () => expect(meanCells().filter((text) => /^\d+\.\d\d%$/.test(text ?? '')).length).toBeGreaterThan(10),
    {
      timeout: 10_000,
    },
  );
}, 20_000);

test('a week covers the 7-day mean when its first batch is stamped late, not when that batch is missing', async () => {
  const { meanOverDays } = await import('../../src/components/ApyTable/meanApy');
  const at = Date.UTC(2026, 11, 2, 9, 0, 17);
  const [sample] = createSampleAssetApys({ now: at, hours: 1 });
  if (!sample) throw new Error('no sample row');
  const row = (hoursBack: number, lateMs: number) => ({
    ...sample,
    created_at: new Date(at - hoursBack * 3_600_000 + lateMs).toISOString(),
    totalSupplyApy: '2',
  });
  // 168 hourly batches up to `at`, the oldest stamped 9 s later than `at` is: an hour after the span's start, and 9 s.
  const week = [row(167, 9_000), ...Array.from({ length: 167 }, (_, i) => row(166 - i, 0))];
  expect(meanOverDays(week, new Date(at).toISOString(), 7)).toBe('2');
  expect(meanOverDays(week.slice(1), new Date(at).toISOString(), 7)).toBeNull();
});
