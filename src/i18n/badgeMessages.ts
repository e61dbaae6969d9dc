/** Text of `RewardsBadge` and `UserRewardsBadge`: visible strings and accessible labels. */
export interface RewardsBadgeMessages {
  /** Shown instead of a figure while no valid wallet address is given. */
  addressPrompt: string;
}

/** English defaults of `RewardsBadgeMessages`. */
export const defaultBadgeMessages: RewardsBadgeMessages = {
  addressPrompt: 'Enter a valid wallet address',
};
