import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ApyRewardsConfig } from '../src/core/config';
import { ApyRewardsProvider } from '../src/react/ApyRewardsProvider';

/**
 * A fresh QueryClient per test, no garbage-collection timers left behind. The library's retry policy applies unless a
 * test turns retries off (`retry: false`), which turns the library's off too.
 */
export function createTestQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...options, gcTime: Number.POSITIVE_INFINITY } },
  });
}

/** Wraps children in a QueryClientProvider and ApyRewardsProvider. */
export function createWrapper(config: ApyRewardsConfig, queryClient: QueryClient = createTestQueryClient()) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApyRewardsProvider config={config}>{children}</ApyRewardsProvider>
      </QueryClientProvider>
    );
  }
  return { Wrapper, queryClient };
}

/** Renders a component inside both providers. */
export function renderWithProviders(
  ui: ReactElement,
  { config, queryClient, ...options }: { config: ApyRewardsConfig; queryClient?: QueryClient } & RenderOptions,
) {
  const { Wrapper, queryClient: client } = createWrapper(config, queryClient);
  return { ...render(ui, { wrapper: Wrapper, ...options }), queryClient: client };
}

/** Renders a component inside both providers; `switchConfig` gives the provider another config, as a product moving to another endpoint does. */
export function renderWithSwitchableConfig(ui: ReactElement, config: ApyRewardsConfig) {
  const queryClient = createTestQueryClient();
  const page = (shown: ApyRewardsConfig) => (
    <QueryClientProvider client={queryClient}>
      <ApyRewardsProvider config={shown}>{ui}</ApyRewardsProvider>
    </QueryClientProvider>
  );
  const rendered = render(page(config));
  return { ...rendered, switchConfig: (next: ApyRewardsConfig) => rendered.rerender(page(next)) };
}

/** Renders a hook inside both providers. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { config, queryClient, initialProps }: { config: ApyRewardsConfig; queryClient?: QueryClient; initialProps?: Props },
) {
  const { Wrapper, queryClient: client } = createWrapper(config, queryClient);
  return { ...renderHook(hook, { wrapper: Wrapper, initialProps: initialProps as Props }), queryClient: client };
}

/** Testing Library options that find the pager's position text alone (the status region may say the same words). */
export const pageInfo = { selector: '[data-slot="page-info"]' };
