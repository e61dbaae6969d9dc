import type { Preview } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { createMockService, type MockService, type MockServiceOptions } from '../src/testing';

/** What a story puts under `parameters.mockService`: the mock's options (its URLs are chosen here), or a factory for them. */
export type StoryMockServiceParameter =
  | Omit<MockServiceOptions, 'apyUrl' | 'rewardsUrl'>
  | (() => Omit<MockServiceOptions, 'apyUrl' | 'rewardsUrl'>);

let workerPromise: Promise<SetupWorker> | undefined;
let instances = 0;

async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

/**
 * Gives each rendered story its own mock service on its own origin. A docs page renders every story of a file in one
 * document with one service worker: handlers on shared URLs (and a reset per story) made every story show the state
 * of the last one loaded. Handlers on distinct origins coexist, so nothing is ever reset.
 */
export const isolatedMockServiceLoader: Exclude<NonNullable<Preview['loaders']>, readonly unknown[]> = async (
  context,
) => {
  const parameter = context.parameters.mockService as StoryMockServiceParameter | undefined;
  if (parameter === undefined) return {};
  workerPromise ??= startWorker();
  const worker = await workerPromise;
  instances += 1;
  const options = typeof parameter === 'function' ? parameter() : parameter;
  const mockService = createMockService({
    ...options,
    apyUrl: `https://apy-${instances}.mock.apy-rewards-kit.test/rest/v1`,
    rewardsUrl: `https://rewards-${instances}.mock.apy-rewards-kit.test`,
  });
  worker.use(...mockService.handlers);
  return { mockService };
};

/** The mock service the loader made for this rendering of a story (for play functions that change its faults). */
export function storyMockService(loaded: Record<string, unknown>): MockService {
  const service = loaded.mockService as MockService | undefined;
  if (!service) throw new Error('This story has no parameters.mockService.');
  return service;
}
