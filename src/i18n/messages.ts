import { defaultBadgeMessages, type RewardsBadgeMessages } from './badgeMessages';
import { type ChainFilterMessages, defaultChainFilterMessages } from './chainFilterMessages';
import { type ApyChartMessages, defaultChartMessages } from './chartMessages';
import { defaultErrorMessages, type ErrorMessages } from './errorMessages';
import { mergeMessageGroup } from './mergeMessageGroup';
import { type ApyTableMessages, defaultTableMessages } from './tableMessages';

/** Every visible string and accessible label of the components, by component. */
export interface ApyRewardsMessages {
  readonly table: Readonly<ApyTableMessages>;
  readonly badge: Readonly<RewardsBadgeMessages>;
  readonly chainFilter: Readonly<ChainFilterMessages>;
  readonly chart: Readonly<ApyChartMessages>;
  readonly errors: Readonly<ErrorMessages>;
}

/** Overrides of some messages: any group, any key of it; the rest keeps its default. */
export type ApyRewardsMessagesInput = {
  readonly [Group in keyof ApyRewardsMessages]?:
    | { readonly [Key in keyof ApyRewardsMessages[Group]]?: ApyRewardsMessages[Group][Key] | undefined }
    | undefined;
};

/** The English defaults, frozen: every component shares them, so a write would change them all. */
export const defaultMessages: ApyRewardsMessages = Object.freeze({
  table: defaultTableMessages,
  badge: defaultBadgeMessages,
  chainFilter: defaultChainFilterMessages,
  chart: defaultChartMessages,
  errors: defaultErrorMessages,
});

/** Merges overrides over the defaults, later layers winning key by key. */
export function mergeMessages(...layers: readonly (ApyRewardsMessagesInput | undefined)[]): ApyRewardsMessages {
  const merged: Record<string, unknown> = {};
  for (const group of Object.keys(defaultMessages) as (keyof ApyRewardsMessages)[]) {
    merged[group] = mergeMessageGroup<object>(
      group,
      defaultMessages[group],
      layers.map((layer) => layer?.[group]),
    );
  }
  return merged as unknown as ApyRewardsMessages;
}
