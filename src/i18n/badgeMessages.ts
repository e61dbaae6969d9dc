/** Text of `RewardsBadge` and `UserRewardsBadge`: visible strings and accessible labels. */
export interface RewardsBadgeMessages {
  /** Title and accessible name of the badge, e.g. "ION rewards earned". */
  title: (symbol: string) => string;
  /** The chain after the title (part of the accessible name), e.g. "on Mode". */
  onChain: (chain: string) => string;
  /** Read by screen readers while the amount loads. */
  loading: string;
  /** Label of the toggle between the short and the exact amount. */
  exactToggle: string;
  /** Shown under a zero amount. */
  zero: string;
  /** Shown when there is no amount, no error and nothing loading. */
  empty: string;
  /** Shown instead of a figure while no valid wallet address is given. */
  addressPrompt: string;
  /**
   * Said by screen readers when the badge shows an amount after loading or a new one: the badge's name (title and
   * chain), the amount as shown, and the zero hint when the amount is zero.
   */
  amountStatus: (name: string, amount: string, hint: string | undefined) => string;
  /** Read by screen readers before an error's message (several badges may fail at once): the badge's name. */
  errorOf: (name: string) => string;
}

/** English defaults of `RewardsBadgeMessages`, frozen: every component shares them. */
export const defaultBadgeMessages: Readonly<RewardsBadgeMessages> = Object.freeze<RewardsBadgeMessages>({
  title: (symbol) => `${symbol} rewards earned`,
  onChain: (chain) => `on ${chain}`,
  loading: 'Loading rewards…',
  exactToggle: 'Exact',
  zero: 'No rewards claimed yet',
  empty: '—',
  addressPrompt: 'Enter a valid wallet address',
  amountStatus: (name, amount, hint) => `${name}: ${amount}${hint ? `. ${hint}` : ''}`,
  errorOf: (name) => `${name}: `,
});
