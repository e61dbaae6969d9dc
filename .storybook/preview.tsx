import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createConfig } from '../src/core/config';
import type { ApyRewardsMessagesInput } from '../src/i18n/messages';
import { ApyRewardsProvider } from '../src/react/ApyRewardsProvider';
import { MOCK_ANON_KEY, MOCK_APY_URL, MOCK_REWARDS_URL, type MockService } from '../src/testing';
import { isolatedMockServiceLoader } from './mockService';
import '../src/styles/index.css';
import './product-themes.css';
import './docs.css';

/** What a story puts under `parameters.i18n`: the provider's `messages` and `locale` for everything in the story. */
export interface StoryI18nParameter {
  messages?: ApyRewardsMessagesInput;
  locale?: string;
}

interface ProvidersProps {
  service: MockService | undefined;
  i18n: StoryI18nParameter | undefined;
  children: ReactNode;
}

function Providers({ service, i18n, children }: ProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  // The mock service's own key: it lives here, never in story args. The URLs are the story's own mock service's.
  const [config] = useState(() =>
    createConfig({
      apyUrl: service?.config.apyUrl ?? MOCK_APY_URL,
      rewardsUrl: service?.config.rewardsUrl ?? MOCK_REWARDS_URL,
      anonKey: MOCK_ANON_KEY,
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApyRewardsProvider config={config} messages={i18n?.messages} locale={i18n?.locale}>
        {children}
      </ApyRewardsProvider>
    </QueryClientProvider>
  );
}

/** A fresh QueryClient and config per rendered story, so no cache or mock state leaks from one story into another. */
const withProviders: Decorator = (Story, context) => {
  const service = context.loaded.mockService as MockService | undefined;
  return (
    <Providers
      key={service?.config.apyUrl ?? context.id}
      service={service}
      i18n={context.parameters.i18n as StoryI18nParameter | undefined}
    >
      <Story />
    </Providers>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [isolatedMockServiceLoader],
  decorators: [
    withProviders,
    withThemeByDataAttribute({
      themes: { light: 'light', dark: 'dark', ionic: 'ionic', sunset: 'sunset' },
      defaultTheme: 'light',
      attributeName: 'data-ark-theme',
    }),
  ],
  parameters: {
    // The guides first, Introduction at their head; then the components and their connected wrappers.
    options: {
      storySort: {
        order: [
          'Guides',
          [
            'Introduction',
            'Vite',
            'Next.js',
            'wagmi',
            'Data and freshness',
            'Paging',
            'Customizing the table',
            'Chart',
            'Theming',
            'Persistence',
            'Testing with the mock service',
            'Errors',
            'Server proxy',
            'Performance and size',
            'Reference',
          ],
          'Components',
          'Connected',
        ],
      },
    },
    a11y: { test: 'error' },
    // The phone widths every story is checked at (scripts/story-sweep.mjs); stories pick one with `globals.viewport`.
    viewport: {
      options: {
        phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
