import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApyTable } from '../src/components/ApyTable/ApyTable';
import { latestRows, sampleNow } from './storyData';

const meta = {
  title: 'Interactions/ApyTable',
  component: ApyTable,
  args: { rows: latestRows.slice(0, 4), now: sampleNow, locale: 'en-US', layout: 'table' },
} satisfies Meta<typeof ApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scroll box is a tab stop only while it scrolls: a table that fits its box leaves Tab to its own controls. */
export const ScrollBoxTabStop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: 'Market APYs' });
    const stops = async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      const reached: Element[] = [];
      for (let step = 0; step < 12; step++) {
        await userEvent.tab();
        const focused = canvasElement.ownerDocument.activeElement;
        if (!focused || !canvasElement.contains(focused)) break;
        reached.push(focused);
      }
      return reached;
    };
    canvasElement.style.width = '1000px';
    await waitFor(() => expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth));
    await waitFor(() => expect(box).toHaveAttribute('tabindex', '-1'));
    await expect(await stops()).not.toContain(box);
    canvasElement.style.width = '320px';
    await waitFor(() => expect(box).toHaveAttribute('tabindex', '0'));
    await expect(await stops()).toContain(box);
    canvasElement.style.width = '';
    box.blur();
  },
};
