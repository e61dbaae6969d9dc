import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApyChart } from '../src/components/ApyChart/ApyChart';
import { chartHistory, chartMarket } from './chartData';
import { RangedChart } from './RangedChart';

const { points, stats } = chartHistory(chartMarket('USDC', '34443'), 24);

const meta = {
  title: 'Interactions/ApyChart',
  component: ApyChart,
  args: { points, stats, title: 'USDC on Mode', locale: 'en-US', series: ['totalSupply', 'borrow'] },
} satisfies Meta<typeof ApyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the plot, then the arrow keys walk the points, Home and End jump, Escape leaves. */
export const KeyboardWalk: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('group', { name: 'USDC on Mode' });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    const tooltip = () => plot.querySelector('[data-slot="tooltip"]');
    // The walk loads after the chart mounts: a key pressed before it is in is handled when it arrives.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tooltip()).toHaveTextContent(/Total supply APY\s*\d+\.\d\d%/));
    const newest = tooltip()?.textContent;
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip()?.textContent).not.toBe(newest);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tooltip()?.textContent).toBe(newest);
    await userEvent.keyboard('{Home}');
    await expect(tooltip()?.textContent).not.toBe(newest);
    await userEvent.keyboard('{Escape}');
    await expect(tooltip()).toBeNull();
    await expect(plot).toHaveFocus();
  },
};

/** After a walk the plot is still the chart's one tab stop: the crosshair drawn into its SVG makes the SVG no stop. */
export const OneTabStop: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('group', { name: 'USDC on Mode' });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(plot.querySelector('[data-slot="crosshair"]')).not.toBeNull());
    const svg = plot.querySelector('svg') as SVGSVGElement;
    // Chromium focuses what Tab would reach: an SVG that takes focus here is a hidden stop after the plot.
    svg.focus();
    await expect(svg).not.toHaveFocus();
    await expect(plot).toHaveFocus();
  },
};

/** The range switch: pressing 24h redraws the chart over the last day and marks that button pressed. */
export const RangeSwitch: Story = {
  render: (args) => <RangedChart {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '24h' }));
    await expect(canvas.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The tooltip never hides the point it describes: beside the crosshair where the plot has room (right of it, else
 * left of it), above the plot where it has not, and inside the plot's width either way.
 */
export const TooltipOffThePoint: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('group', { name: 'USDC on Mode' });
    await userEvent.tab();
    const box = (selector: string) => plot.querySelector(selector)?.getBoundingClientRect() as DOMRect;
    for (const key of ['{End}', '{ArrowLeft>6/}', '{Home}', '{ArrowRight>6/}', '{End}{ArrowLeft>12/}']) {
      await userEvent.keyboard(key);
      await waitFor(() => expect(plot.querySelector('[data-slot="crosshair"]')).not.toBeNull());
      const area = plot.getBoundingClientRect();
      const tooltip = box('[data-slot="tooltip"]');
      const crosshair = box('[data-slot="crosshair"] > line');
      const beside = tooltip.right < crosshair.left || tooltip.left > crosshair.right;
      const above = tooltip.bottom <= area.top;
      await expect({ key, besideOrAbove: beside || above }).toEqual({ key, besideOrAbove: true });
      await expect(tooltip.left).toBeGreaterThanOrEqual(area.left);
      await expect(tooltip.right).toBeLessThanOrEqual(area.right + 0.5);
    }
    // The story ends as it opens: a chart, its tooltip closed.
    await userEvent.keyboard('{Escape}');
    await expect(plot.querySelector('[data-slot="tooltip"]')).toBeNull();
  },
};

/** An open tooltip follows its plot's width: a phone turned or a sidebar closed places it again, inside the plot. */
export const TooltipFollowsResize: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('group', { name: 'USDC on Mode' });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const tooltip = () => plot.querySelector('[data-slot="tooltip"]')?.getBoundingClientRect() as DOMRect;
    await waitFor(() => expect(tooltip()).toBeDefined());
    const placed = async (width: string) => {
      canvasElement.style.width = width;
      await waitFor(() => {
        const area = plot.getBoundingClientRect();
        const crosshair = plot.querySelector('[data-slot="crosshair"] > line')?.getBoundingClientRect() as DOMRect;
        const { left, right, bottom } = tooltip();
        expect(left).toBeGreaterThanOrEqual(area.left);
        expect(right).toBeLessThanOrEqual(area.right + 0.5);
        // Beside the crosshair (the 12 px gap from it, not where it was for another width) or above the plot.
        const gap = Math.min(Math.abs(crosshair.left - right), Math.abs(left - crosshair.right));
        expect(bottom <= area.top || (gap > 8 && gap < 16)).toBe(true);
      });
    };
    await placed('300px');
    await placed('900px');
    await placed('');
    await userEvent.keyboard('{Escape}');
    await expect(plot.querySelector('[data-slot="tooltip"]')).toBeNull();
  },
};

/**
 * "Show as table" by keyboard: Enter on the toggle opens every point as a table, in a named scroll box that the next
 * Tab reaches; the page grows no wider.
 */
export const ShowAsTable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'USDC on Mode' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(points.length);
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const box = canvas.getByRole('region', { name: 'USDC on Mode' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Its rows scroll inside the box: the chart keeps its height, the page its width.
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    // A series' header ends where its numbers end.
    const textRight = (cell: Element | null | undefined) => {
      const range = doc.ownerDocument.createRange();
      range.selectNodeContents(cell as Element);
      return range.getBoundingClientRect().right;
    };
    await expect(textRight(table.querySelectorAll('thead th')[1])).toBeCloseTo(textRight(table.querySelector('td')), 0);
    // Left open, so the story's checks (axe, layout) see the table too.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveFocus();
  },
};

/**
 * On a 360 px phone, inside a page's 16 px margins, the same table shows every column of its two series without
 * scrolling sideways.
 */
export const ShowAsTablePhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  // The page's margins where the test runner has none: the chart gets 360 − 2 × 16 px either way.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await ShowAsTable.play?.(context);
    const box = context.canvas.getByRole('region', { name: 'USDC on Mode' });
    // Opened narrower than the phone it is written for (the layout sweep's 320 px), the table scrolls in its box.
    if ((context.canvasElement.ownerDocument.defaultView?.innerWidth ?? 0) >= 360) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
  },
};

/**
 * While another range loads, its "Updating…" mark is drawn over the dimmed lines at the plot's corner; a point's
 * tooltip opened there is drawn over the mark until it closes.
 */
export const UpdatingMarkOverLines: Story = {
  args: { updating: true },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Updating…');
    const mark = status.getBoundingClientRect();
    const centre = [mark.x + mark.width / 2, mark.y + mark.height / 2] as const;
    const plot = canvas.getByRole('group', { name: 'USDC on Mode' });
    // The mark and the tooltip let the pointer through to the points under them: hit-tested as if they did not, the
    // top of what is drawn at a point is found.
    const topAt = (point: readonly [number, number], ...through: HTMLElement[]) => {
      for (const element of through) element.style.pointerEvents = 'auto';
      const hit = doc.elementFromPoint(...point);
      for (const element of through) element.style.pointerEvents = '';
      return hit;
    };
    await expect(plot.contains(topAt(centre))).toBe(true);
    await expect(status.contains(topAt(centre, status))).toBe(true);
    // The newest point is at the plot's end: its tooltip opens beside it, over the mark.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const tooltip = await waitFor(() => plot.querySelector<HTMLElement>('[data-slot="tooltip"]') ?? Promise.reject());
    const tip = tooltip.getBoundingClientRect();
    await expect(tip.left < mark.right && tip.right > mark.left && tip.top < mark.bottom && tip.bottom > mark.top).toBe(
      true,
    );
    const overlap = [(Math.max(tip.left, mark.left) + Math.min(tip.right, mark.right)) / 2, centre[1]] as const;
    await expect(tooltip.contains(topAt(overlap, status, tooltip))).toBe(true);
    // Closed, the mark is on top again, as the story opened.
    await userEvent.keyboard('{Escape}');
    await expect(status.contains(topAt(centre, status))).toBe(true);
  },
};
