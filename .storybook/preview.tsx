import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useState } from 'react';
import { createConfig } from '../src/core/config';
import { ApyRewardsProvider } from '../src/react/ApyRewardsProvider';
import { MOCK_ANON_KEY, MOCK_APY_URL, MOCK_REWARDS_URL } from '../src/testing';
import '../src/styles/index.css';
import './product-themes.css';

// The mock service's own key: it lives here, never in story args.
const mockConfig = createConfig({ apyUrl: MOCK_APY_URL, anonKey: MOCK_ANON_KEY, rewardsUrl: MOCK_REWARDS_URL });

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApyRewardsProvider config={mockConfig}>{children}</ApyRewardsProvider>
    </QueryClientProvider>
  );
}

/** A fresh QueryClient per story (keyed by story id), so no cache leaks from one story into the next. */
const withProviders: Decorator = (Story, context) => (
  <Providers key={context.id}>
    <Story />
  </Providers>
);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [
    withProviders,
    withThemeByDataAttribute({
      themes: { light: 'light', dark: 'dark', ionic: 'ionic', sunset: 'sunset' },
      defaultTheme: 'light',
      attributeName: 'data-ark-theme',
    }),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
