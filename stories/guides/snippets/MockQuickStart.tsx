import { createConfig } from 'apy-rewards-kit';
import { createMockService, createSampleAssetApys } from 'apy-rewards-kit/testing';

// No endpoints yet: the built-in mock service answers in the browser as the real services do (MSW's worker).
export async function mockConfig() {
  const { setupWorker } = await import('msw/browser');
  const mock = createMockService({
    apyUrl: '/rest/v1',
    rewardsUrl: '/api/ion-rewards',
    assetApys: createSampleAssetApys({ now: Date.now() }),
  });
  await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass' });
  return createConfig(mock.config);
}
