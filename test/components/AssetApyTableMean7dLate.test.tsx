import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { resetServiceClock } from '../../src/core/serviceClock';
import { createSampleAssetApys } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

const NOW = Date.UTC(2026, 10, 20, 12, 20);
const clock = { now: NOW };
const mock = serveMockService({ now: () => clock.now, assetApys: createSampleAssetApys({ now: NOW, hours: 200 }) });

afterEach(() => {
  vi.restoreAllMocks();
  resetServiceClock();
});

test('the 7-day means stay while the next batch is late: the window still reaches seven days before the newest', async () => {
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
  const { queryClient } = renderWithProviders(
    <AssetApyTable columns={['token', 'chain', 'totalSupplyApy', 'mean7d']} />,
    {
      config: createConfig(mock.service.config),
    },
  );
  await screen.findAllByText('AERO');
  const means = () =>
    [...document.querySelectorAll('[data-slot="row"]')].map((row) => row.querySelectorAll('td, th')[3]?.textContent);
  await waitFor(() => expect(means().every((text) => /^\d+\.\d\d%$/.test(text ?? ''))).toBe(true), { timeout: 10_000 });
  const before = means();
  // 13:01, and the 13:00 batch is not written yet: the read at that time must not drop the hour the means start at.
  clock.now = Date.UTC(2026, 10, 20, 13, 1);
  await queryClient.refetchQueries();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(means()).toEqual(before);
}, 20_000);
