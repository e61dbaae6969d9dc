/**
 * The version of the data the kit caches (keys and row shapes). Pass it as the `buster` of TanStack's persisters: a
 * cache persisted by a kit that caches other shapes is then dropped on restore instead of misread.
 */
export const APY_REWARDS_CACHE_BUSTER = 'apy-rewards-kit:cache-1';
