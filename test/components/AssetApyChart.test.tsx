import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AssetApyChart } from '../../src/components/ApyChart/AssetApyChart';
import { createConfig } from '../../src/core/config';
import { clockAt } from '../react/fakeClock';
import { historyMarket as market, HISTORY_START as START, withHistoryService } from '../react/historyService';
import { renderWithProviders } from '../utils';

const { service } = withHistoryService(200);

describe('AssetApyChart', () => {
  test('switching range keeps the previous chart, marked "Updating…", until the new range arrives', async () => {
    renderWithProviders(
      <AssetApyChart chainId={market.chainId} ctokenAddress={market.ctokenAddress} defaultRange="24h" locale="en-US" />,
      { config: createConfig(service().config) },
    );
    await clockAt(START + 1000);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('data-state', 'ready');
    expect(figure).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: '7d' }));
    // The day's chart stays, not the skeleton, while the week loads.
    expect(figure).toHaveAttribute('data-state', 'ready');
    expect(figure).not.toHaveAttribute('aria-busy');
    expect(figure).toHaveAttribute('data-updating');
    expect(screen.getByRole('status')).toHaveTextContent('Updating…');
    expect(document.querySelector('[data-slot="skeleton"]')).toBeNull();
    expect(screen.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    await clockAt(START + 2000);
    expect(figure).not.toHaveAttribute('data-updating');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
