import { supportedChain } from '../../core/chains';
import type { UserRewardsParams } from '../../core/userRewards';
import { defaultBadgeMessages } from '../../i18n/badgeMessages';
import { useApyRewardsConfig, useMessageGroup } from '../../react/ApyRewardsProvider';
import { useUserRewards } from '../../react/useUserRewards';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { useHeldError } from '../shared/useHeldError';
import { RewardsBadge, type RewardsBadgeProps } from './RewardsBadge';

/** Props of `UserRewardsBadge`; other props go to `RewardsBadge`. */
export interface UserRewardsBadgeProps
  extends Omit<RewardsBadgeProps, 'amountWei' | 'loading' | 'error' | 'onRetry' | 'chain'> {
  /** `mode` or `base` (any case), or their chain id. */
  chain: UserRewardsParams['chain'];
  /** Wallet address, possibly partial or invalid (e.g. straight from an input): nothing is fetched until it is valid. */
  user: string | null | undefined;
  /** Shown while the address is not valid. Default `messages.badge.addressPrompt` ("Enter a valid wallet address"). */
  placeholder?: RewardsBadgeProps['placeholder'] | undefined;
  /** TanStack options for the rewards query (retry, polling…). */
  query?: ConnectedQueryOptions | undefined;
}

/** A wallet's ION rewards earned on one chain, read from the rewards API. An invalid address is a neutral state, not an error. */
export function UserRewardsBadge({ chain, user, placeholder, query, ...badgeProps }: UserRewardsBadgeProps) {
  const result = useUserRewards({ chain, user, query });
  const { rewardsUrl } = useApyRewardsConfig('UserRewardsBadge');
  const error = useHeldError(result, `${rewardsUrl}|${String(chain)}:${user}`);
  const addressPrompt = useMessageGroup('badge', defaultBadgeMessages, badgeProps.messages).addressPrompt;
  const chainLabel = supportedChain(chain)?.label;
  if (!result.isAddressValid) {
    return <RewardsBadge {...badgeProps} chain={chainLabel} placeholder={placeholder ?? addressPrompt} />;
  }
  return (
    <RewardsBadge
      {...badgeProps}
      chain={chainLabel}
      // The address is valid: asking for one again would be wrong (a query paused offline or disabled lands here).
      placeholder={placeholder}
      amountWei={result.data?.totalRewards}
      // A read paused while offline waits like one in flight; a fetch under a held error is a retry in flight (the
      // alert stays, its "Try again" inert).
      loading={(result.isFetching || result.isPaused) && (result.data === undefined || error !== null)}
      error={error}
      onRetry={() => void result.refetch()}
    />
  );
}
