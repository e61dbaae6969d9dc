import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { createMockService, createSampleAssetApys } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

const HOUR = 3_600_000;
let skewMs = 0;
const mock = serveMockService({ now: () => Date.now() + skewMs });
afterEach(() => {
  skewMs = 0;
});

async function renderedUpdates() {
  // The service's newest batch is 10 to 70 minutes old on its own clock.
  const rows = createSampleAssetApys({ now: mock.service.now() - 10 * 60_000 });
  mock.service.data.assetApys.splice(0, Number.POSITIVE_INFINITY, ...rows);
  const { container } = renderWithProviders(<AssetApyTable locale="en-US" />, {
    config: createConfig(mock.service.config),
  });
  const root = container.querySelector('[data-slot="apy-table"]');
  await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
  const updated = [...container.querySelectorAll('[data-slot="updated"]')].map((time) => time.textContent);
  const staleShown = [...container.querySelectorAll('[data-slot="stale"]')].filter(
    (mark) => !mark.hasAttribute('hidden'),
  );
  return { updated, staleShown };
}

/** Every "updated" time reads 10 to 70 minutes ago, as the rows are on the service's clock. */
function expectRecent(updated: (string | null)[]) {
  expect(
    updated.every((text) => /^(\d+ min\. ago|1 hr\. ago)$/.test(text ?? '')),
    updated.join(' | '),
  ).toBe(true);
}

describe('relative times and stale marks on a device whose clock is off', () => {
  test.each([
    ['three hours ahead', -3 * HOUR, 'fresh rows as fresh, not three hours old and stale'],
    ['three hours behind', 3 * HOUR, 'how old rows are, not "this minute" for rows stamped in its future'],
  ])('a device %s shows %s', async (_, skew) => {
    skewMs = skew;
    const { updated, staleShown } = await renderedUpdates();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    expect(staleShown).toHaveLength(0);
    expectRecent(updated);
  });

  test("a mock with a fixed clock 200 days back: the table reads and shows the mock's time, as a test author expects", async () => {
    const fixed = Date.now() - 200 * 24 * HOUR;
    const service = createMockService({ now: fixed, assetApys: createSampleAssetApys({ now: fixed - 10 * 60_000 }) });
    mock.server.use(...service.handlers);
    const { container } = renderWithProviders(<AssetApyTable locale="en-US" />, {
      config: createConfig(service.config),
    });
    const root = container.querySelector('[data-slot="apy-table"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('data-slot') === 'row')).toHaveLength(16);
    expectRecent([...container.querySelectorAll('[data-slot="updated"]')].map((time) => time.textContent));
  });
});
