import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

const mock = serveMockService();

test('while the history chunk loads, the table shows the history view in its loading state: title, filter, sort and pager', () => {
  const config = createConfig(mock.service.config);
  const markup = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ApyRewardsProvider config={config}>
        <AssetApyTable view="history" locale="en-US" />
      </ApyRewardsProvider>
    </QueryClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = markup;
  expect(container.querySelector('[data-slot="apy-table"]')?.getAttribute('data-state')).toBe('loading');
  expect(container.querySelector('[data-slot="title"]')).toHaveTextContent('APY history');
  expect(container.querySelectorAll('input[type="radio"]').length).toBeGreaterThan(2);
  expect(container.querySelector('[aria-sort="descending"]')).not.toBeNull();
  expect(container.querySelector('[data-slot="pagination"] [data-slot="page-info"]')).toHaveTextContent('Page 1');
  expect(container.querySelector('[data-slot="next-page"]')).toBeDisabled();
  // Nothing is read before the history view itself runs.
  expect(mock.service.requests).toHaveLength(0);
});

test('the history view takes over from its fallback and reads its first page', async () => {
  const config = createConfig(mock.service.config);
  renderWithProviders(<AssetApyTable view="history" pageSize={10} locale="en-US" />, { config });
  expect(await screen.findByText(/^Page 1 of \d+$/, { selector: '[data-slot="page-info"]' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(mock.service.requests.some((request) => request.headers.range === '0-9')).toBe(true);
});
