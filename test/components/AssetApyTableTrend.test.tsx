import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { createSampleAssetApys } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

const now = Date.now();
const HOUR = 3_600_000;
const sample = createSampleAssetApys({ now, hours: 96 });
const newest = Math.max(...sample.map((row) => Date.parse(row.created_at)));
// A market the writer dropped 60 hours ago: it stopped getting rows, as the service's markets do.
const dropped = sample[0]?.ctoken_address;
const assetApys = sample.filter(
  (row) => row.ctoken_address !== dropped || Date.parse(row.created_at) <= newest - 60 * HOUR,
);
const mock = serveMockService({ assetApys });
afterEach(() => vi.restoreAllMocks());
const config = createConfig(mock.service.config);

function listedMarkets() {
  return document.querySelectorAll('tbody [data-slot="row"]').length;
}

test('a trend longer than the lookback reads more history but lists the same markets', async () => {
  const { unmount } = renderWithProviders(<AssetApyTable />, { config });
  await waitFor(() => expect(listedMarkets()).toBeGreaterThan(10));
  const byDefault = listedMarkets();
  unmount();
  renderWithProviders(<AssetApyTable trendHours={72} />, { config });
  await waitFor(() => expect(document.querySelector('[data-slot="sparkline"]')).not.toBeNull());
  expect(listedMarkets()).toBe(byDefault);
  expect(document.querySelector('tbody [data-stale]')).toBeNull();
});

test.each([721, Number.POSITIVE_INFINITY, 200_000])('trendHours %s is refused, naming trendHours', (trendHours) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderWithProviders(<AssetApyTable trendHours={trendHours} />, { config })).toThrow(
    new InvalidParameterError(
      `AssetApyTable trendHours must be at most 720 (30 days of hourly rows), got ${trendHours}.`,
    ),
  );
});

test('a controlled chain id given as a string that no data holds is offered and checked', () => {
  renderWithProviders(<AssetApyTable chainId={'4242' as never} showChainFilter />, { config });
  expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('4242');
});
