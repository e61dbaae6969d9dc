import { InvalidParameterError } from '../core/errors';
import { defaultBadgeMessages, type RewardsBadgeMessages } from './badgeMessages';
import { type ChainFilterMessages, defaultChainFilterMessages } from './chainFilterMessages';
import { type ApyChartMessages, defaultChartMessages } from './chartMessages';
import { defaultErrorMessages, type ErrorMessages } from './errorMessages';
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
  table: Object.freeze(defaultTableMessages),
  badge: Object.freeze(defaultBadgeMessages),
  chainFilter: Object.freeze(defaultChainFilterMessages),
  chart: Object.freeze(defaultChartMessages),
  errors: Object.freeze(defaultErrorMessages),
});

/** Merges overrides over the defaults, later layers winning key by key. */
export function mergeMessages(...layers: readonly (ApyRewardsMessagesInput | undefined)[]): ApyRewardsMessages {
  let merged = defaultMessages;
  for (const layer of layers) {
    for (const group of Object.keys(defaultMessages) as (keyof ApyRewardsMessages)[]) {
      const override = layer?.[group];
      if (override === undefined || override === null) continue;
      const defaults: Record<string, unknown> = defaultMessages[group];
      const entries: Record<string, unknown> = { ...merged[group] };
      // A key given as undefined, null or '' (`{ pageOf: isGerman ? fn : undefined }`, a missing or untranslated JSON
      // entry) keeps the layer below: an empty label would leave a control unnamed. A string where a function belongs
      // (or the reverse) would throw or print code deep in a render.
      for (const [key, message] of Object.entries(override)) {
        // Only the library's own keys: a translation file's "toString" or "__proto__" is not a message.
        if (!Object.hasOwn(defaults, key) || message === undefined || message === null || message === '') continue;
        const expected = typeof defaults[key];
        if (typeof message !== expected) {
          throw new InvalidParameterError(`messages.${group}.${key} must be a ${expected}, got ${typeof message}.`);
        }
        entries[key] = message;
      }
      merged = { ...merged, [group]: entries };
    }
  }
  return merged;
}
