import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardsBadge } from '../src/components/RewardsBadge/RewardsBadge';
import { UserRewardsBadge } from '../src/components/RewardsBadge/UserRewardsBadge';
import { AuthError, HttpError, NetworkError } from '../src/core/errors';
import { amountText } from './amountText';
import { germanMessages } from './germanMessages';
import { ThemePanel } from './ThemePanel';

const rewardsUrl = 'https://rewards.example/api/rewards/mode/0x1333';
const serverError = new HttpError('HTTP 500', { status: 500, url: rewardsUrl, body: { error: 'Internal error' } });
const refused = new AuthError('HTTP 401', { status: 401, url: rewardsUrl, body: null });
const offline = new NetworkError(rewardsUrl);
// Asked to wait an hour: no "Try again", which the service would refuse again.
const rateLimited = new HttpError('HTTP 429', { status: 429, url: rewardsUrl, body: null, retryAfterMs: 3_600_000 });
const huge = '98765432109876543210987654321';

const meta = {
  title: 'Components/RewardsBadge',
  component: RewardsBadge,
  args: { amountWei: '1534270000000000000000', chain: 'Mode', onRetry: fn(), onViewChange: fn() },
  argTypes: { amountWei: { control: 'text' } },
} satisfies Meta<typeof RewardsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short amount; hover or focus shows every digit (see the Interactions stories). */
export const Compact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.53K ION')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exact' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Every digit, as the badge opens with `defaultView="exact"`. */
export const Exact: Story = {
  args: { amountWei: '123456789012345678901234567', defaultView: 'exact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(amountText('123,456,789.012345678901234567 ION'))).toBeVisible();
  },
};

/** Nothing claimed yet. */
export const Zero: Story = { args: { amountWei: '0' } };

/** Far beyond 2^64 wei, exact to the last digit; on a narrow screen it wraps between digit groups only. */
export const Huge: Story = {
  args: { amountWei: huge, chain: 'Base', defaultView: 'exact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(amountText('98,765,432,109.876543210987654321 ION'))).toBeVisible();
  },
};

/** Waiting for the rewards API. */
export const Loading: Story = { args: { amountWei: undefined, loading: true } };

/** The rewards API failed (5xx): an end-user sentence and "Try again", since a retry can help. */
export const ErrorState: Story = {
  name: 'Error',
  args: { amountWei: undefined, error: serverError },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is having trouble.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The service refused access (401): no "Try again", since a retry cannot help; nothing technical on screen. */
export const Refused: Story = {
  args: { amountWei: undefined, error: refused },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This data is not available right now.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByText(/401|HTTP/)).toBeNull();
  },
};

/** A refresh failed after an amount was shown: the last amount stays, with the alert and "Try again" below it. */
export const RefreshFailed: Story = {
  args: { error: offline },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.53K ION')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <RewardsBadge {...args} />
      <RewardsBadge {...args} amountWei={huge} chain="Base" defaultView="exact" />
      <RewardsBadge {...args} amountWei="0" />
      <RewardsBadge {...args} amountWei="1" />
      <RewardsBadge {...args} amountWei={undefined} loading />
      <RewardsBadge {...args} amountWei={undefined} error={serverError} />
      <RewardsBadge {...args} amountWei={undefined} error={offline} />
      <RewardsBadge {...args} amountWei={undefined} error={refused} />
      <RewardsBadge {...args} amountWei={undefined} error={rateLimited} />
      <RewardsBadge {...args} error={offline} />
      <RewardsBadge {...args} amountWei={undefined} placeholder="Enter a valid wallet address" />
    </div>
  ),
};

/** The same states in the dark theme, on this story only (not the docs page around it). */
export const AllStatesDark: Story = {
  render: (args, context) => <ThemePanel theme="dark">{AllStates.render?.(args, context)}</ThemePanel>,
};

/** A 360 px phone column: the exact whale amount wraps between digit groups, never inside one. */
export const Phone: Story = {
  args: { amountWei: huge, chain: 'Base', defaultView: 'exact' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: '100%', maxWidth: 360 }}>
      <RewardsBadge {...args} />
      <RewardsBadge {...args} amountWei="1534270000000000000000" chain="Mode" defaultView="compact" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The 18-digit fraction stays whole (one line) whenever its line can hold it; it breaks only between its threes,
    // and only when it alone is wider than the line (a 320 px screen).
    const fraction = canvasElement.querySelector('[data-slot="fraction"]') as HTMLElement;
    const groups = [...fraction.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
    await expect(groups.every((rects) => rects.length === 1)).toBe(true);
    const whole = groups.reduce((width, [rect]) => width + (rect?.width ?? 0), 0);
    const line = (fraction.closest('[data-slot="amount-row"]') as HTMLElement).clientWidth;
    const lines = new Set(groups.map(([rect]) => Math.round(rect?.top ?? 0))).size;
    await expect(lines === 1 || whole > line).toBe(true);
  },
};

/** 1,234,567 ION, shortened in the units each locale counts in: thousands in English, 만 in Korean, lakh in Hindi. */
export const CompactByLocale: Story = {
  args: { amountWei: '1234567000000000000000000' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {['en-US', 'de-DE', 'ko-KR', 'ja-JP', 'hi-IN', 'ar-EG'].map((locale) => (
        <div key={locale} lang={locale}>
          <RewardsBadge {...args} locale={locale} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.23M ION')).toBeVisible();
    await expect(canvas.getByText('123.45만 ION')).toBeVisible();
    await expect(canvas.getByText('123.45万 ION')).toBeVisible();
    await expect(canvas.getByText('12.34 लाख ION')).toBeVisible();
  },
};

/**
 * German text and `de-DE` numbers from `ApyRewardsProvider` (`messages`, `locale`), in every state: no English
 * left. The last badge is a connected one with a half-typed address.
 */
export const German: Story = {
  parameters: { i18n: { messages: germanMessages, locale: 'de-DE' } },
  render: (args) => (
    <div lang="de-DE" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <RewardsBadge {...args} />
      <RewardsBadge {...args} amountWei={huge} chain="Base" defaultView="exact" />
      <RewardsBadge {...args} amountWei="0" />
      <RewardsBadge {...args} amountWei={undefined} loading />
      <RewardsBadge {...args} amountWei={undefined} error={serverError} />
      <RewardsBadge {...args} amountWei={undefined} error={refused} />
      <RewardsBadge {...args} amountWei={undefined} />
      <UserRewardsBadge chain="mode" user="0x1333" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: 'Verdiente ION-Prämien auf Mode' })[0]).toBeVisible();
    await expect(canvas.getByText('1.534,27 ION')).toBeVisible();
    await expect(canvas.getByText(amountText('98.765.432.109,876543210987654321 ION'))).toBeVisible();
    await expect(canvas.getByText('Gültige Wallet-Adresse eingeben')).toBeVisible();
  },
};

/** The phone column in Storybook's 360 px viewport. */
export const Phone360: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false } } };
