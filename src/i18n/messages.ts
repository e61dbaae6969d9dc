import { defaultBadgeMessages, type RewardsBadgeMessages } from './badgeMessages';
import { type ChainFilterMessages, defaultChainFilterMessages } from './chainFilterMessages';
import { defaultErrorMessages, type ErrorMessages } from './errorMessages';
import { type ApyTableMessages, defaultTableMessages } from './tableMessages';

/** Every visible string and accessible label of the components, by component. */
export interface ApyRewardsMessages {
  table: ApyTableMessages;
  badge: RewardsBadgeMessages;
  chainFilter: ChainFilterMessages;
  errors: ErrorMessages;
}

/** Overrides of some messages: any group, any key of it; the rest keeps its default. */
export type ApyRewardsMessagesInput = {
  readonly [Group in keyof ApyRewardsMessages]?:
    | { readonly [Key in keyof ApyRewardsMessages[Group]]?: ApyRewardsMessages[Group][Key] | undefined }
    | undefined;
};

/** The English defaults. */
export const defaultMessages: ApyRewardsMessages = Object.freeze({
  table: defaultTableMessages,
  badge: defaultBadgeMessages,
  chainFilter: defaultChainFilterMessages,
  errors: defaultErrorMessages,
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
