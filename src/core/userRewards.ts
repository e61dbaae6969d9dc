import type { FetchOptions } from './assetApys';
import { type ChainName, normalizeAddress, resolveChain, type SupportedChainId } from './chains';
import type { ApyRewardsConfig } from './config';
import { ResponseValidationError } from './errors';
import { request } from './http';
import { loadExplainer } from './lazyChunk';
import type { UserRewards } from './schemas';
import { isChecksumValidAddress, isWeiText } from './wireFields';

export type { UserRewards } from './schemas';

/** Parameters of `fetchUserRewards`. */
export interface UserRewardsParams {
  /** `mode` or `base` (any case), or their chain id. */
  chain: ChainName | SupportedChainId;
  /** Wallet address; validated with viem before any request. */
  user: string;
}

/** The URL `fetchUserRewards` would call; throws `UnsupportedChainError` or `InvalidAddressError` on bad input. */
export function buildUserRewardsUrl(config: ApyRewardsConfig, params: UserRewardsParams): string {
  return resolveUserRewardsRequest(config, params).url;
}

function resolveUserRewardsRequest(config: ApyRewardsConfig, params: UserRewardsParams) {
  const chain = resolveChain(params?.chain);
  const user = normalizeAddress(params?.user);
  return { chain, user, url: `${config.rewardsUrl}/api/rewards/${chain.name}/${user}` };
}

/**
 * Reads a user's total rewards on one chain. The answer must echo the requested chain and user and name that
 * chain's ION token, or a `ResponseValidationError` is thrown: a total is never shown for the wrong chain or user.
 */
export async function fetchUserRewards(
  config: ApyRewardsConfig,
  params: UserRewardsParams,
  options: FetchOptions = {},
): Promise<UserRewards> {
  const { chain, user, url } = resolveUserRewardsRequest(config, params);
  const response = await request(config, { url, signal: options?.signal });
  const record =
    checkUserRewards(response.data) ?? (await checkUserRewardsSlowly(response.data, url, config, options?.signal));
  if (record.chain !== chain.name || record.user !== user || record.ionTokenAddress !== chain.ionTokenAddress) {
    // Which fields differ is told by the lazy failure chunk; without it the error stands without issues.
    const failed = await loadExplainer(() => import('./httpFailure'), options?.signal, config.timeoutMs);
    const issues = failed?.rewardsMismatches(record, chain, user);
    throw new ResponseValidationError('The rewards response does not match the request.', { url, issues });
  }
  return record;
}

/** The fast structural check of a rewards record; addresses come out lowercase. `null` when anything is off. */
function checkUserRewards(data: unknown): UserRewards | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const { chain, user, totalRewards, ionTokenAddress } = data as Record<string, unknown>;
  if (chain !== 'mode' && chain !== 'base') return null;
  if (!isChecksumValidAddress(user) || !isWeiText(totalRewards) || !isChecksumValidAddress(ionTokenAddress))
    return null;
  return {
    chain,
    user: user.toLowerCase() as UserRewards['user'],
    totalRewards,
    ionTokenAddress: ionTokenAddress.toLowerCase() as UserRewards['ionTokenAddress'],
  };
}

async function checkUserRewardsSlowly(
  data: unknown,
  url: string,
  config: ApyRewardsConfig,
  signal: AbortSignal | undefined,
): Promise<UserRewards> {
  const schemas = await loadExplainer(() => import('./schemas'), signal, config.timeoutMs);
  const result = schemas?.checkUserRewardsWithSchema(data);
  if (result?.success) return result.data;
  throw new ResponseValidationError('Invalid rewards response.', { url, issues: result?.issues });
}
