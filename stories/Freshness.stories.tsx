import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { expect, waitFor } from 'storybook/test';
import { storyMockService } from '../.storybook/mockService';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import type { MockService } from '../src/testing';

// An accelerated writer: a new batch (every market, one shared created_at) every few seconds instead of every hour.
const WRITER_EVERY_MS = 3000;

/** Appends a batch to the story's mock service on a timer while the story is shown. */
function Writer({ service, children }: { service: MockService; children: ReactNode }) {
  useEffect(() => {
    const timer = setInterval(() => service.appendBatch(), WRITER_EVERY_MS);
    return () => clearInterval(timer);
  }, [service]);
  return <>{children}</>;
}

const meta = {
  title: 'Connected/Freshness',
  component: AssetApyTable,
  parameters: { mockService: {} },
  decorators: [(Story, { loaded }) => <Writer service={storyMockService(loaded)}>{Story()}</Writer>],
} satisfies Meta<typeof AssetApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * New snapshots arriving live. The writer here runs every 3 s, so the story forces a 1.5 s interval through `query`
 * (the hook would otherwise wait for the hourly cadence it learns from the data); each refresh asks only for rows
 * newer than the newest held (`created_at=gt.…`) and merges them.
 */
export const Live: Story = {
  args: { query: { refetchInterval: 1500 } },
  play: async ({ canvas, loaded }) => {
    const service = storyMockService(loaded);
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(service.requests.some((request) => request.url.includes('created_at=gt.'))).toBe(true), {
      timeout: 10_000,
    });
  },
};
