import { defaultBadgeMessages, type RewardsBadgeMessages } from './badgeMessages';
import { type ChainFilterMessages, defaultChainFilterMessages } from './chainFilterMessages';
import { defaultErrorMessages, type ErrorMessages } from './errorMessages';
import { type ApyTableMessages, defaultTableMessages } from './tableMessages';

/** Every visible string and accessible label of the components, by component. */
export interface ApyRewardsMessages {
  readonly table: Readonly<ApyTableMessages>;
  readonly badge: Readonly<RewardsBadgeMessages>;
  readonly chainFilter: Readonly<ChainFilterMessages>;
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
  table: Object.freeze(defaultTableMessages),
  badge: Object.freeze(defaultBadgeMessages),
  chainFilter: Object.freeze(defaultChainFilterMessages),
  errors: Object.freeze(defaultErrorMessages),
});

/** Merges overrides over the defaults, later layers winning key by key. */
export function mergeMessages(...layers: readonly (ApyRewardsMessagesInput | undefined)[]): ApyRewardsMessages {
  let merged = defaultMessages;
  for (const layer of layers) {
    for (const group of Object.keys(defaultMessages) as (keyof ApyRewardsMessages)[]) {
      const override = layer?.[group];
      if (override === undefined) continue;
      const entries: Record<string, unknown> = { ...merged[group] };
      // A key given as undefined (`{ pageOf: isGerman ? fn : undefined }`) keeps the layer below.
      for (const [key, message] of Object.entries(override)) if (message !== undefined) entries[key] = message;
      merged = { ...merged, [group]: entries };
    }
  }
  return merged;
}
