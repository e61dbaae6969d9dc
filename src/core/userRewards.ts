import * as z from 'zod/mini';
import type { FetchOptions } from './assetApys';
import { type Address, type ChainName, chains, normalizeAddress, resolveChain, type SupportedChainId } from './chains';
import type { ApyRewardsConfig } from './config';
import { ResponseValidationError, type ValidationIssue } from './errors';
import { request } from './http';

const addressSchema = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte hex address')),
  z.transform((value) => value.toLowerCase() as Address),
);

/** Schema of the rewards API's answer; the single source of the record type. */
export const userRewardsSchema = z.object({
  chain: z.enum(['mode', 'base']),
  user: addressSchema,
  /** Total claimed rewards in wei (18 decimals), as a decimal integer string. */
  totalRewards: z.string().check(z.regex(/^\d+$/, 'Expected a decimal integer string in wei')),
  ionTokenAddress: addressSchema,
});

/** A user's total ION rewards on one chain, wire strings, addresses lowercase. */
export type UserRewards = z.infer<typeof userRewardsSchema>;

/** Parameters of `fetchUserRewards`. */
export interface UserRewardsParams {
  /** `mode` or `base` (any case), or their chain id. */
  chain: ChainName | SupportedChainId;
  /** Wallet address; validated with viem before any request. */
  user: string;
}

/** The URL `fetchUserRewards` would call; throws `UnsupportedChainError` or `InvalidAddressError` on bad input. */
export function buildUserRewardsUrl(config: ApyRewardsConfig, params: UserRewardsParams): string {
  const chain = resolveChain(params?.chain);
  const user = normalizeAddress(params?.user);
  return `${config.rewardsUrl}/api/rewards/${chain.name}/${user}`;
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
  const url = buildUserRewardsUrl(config, params);
  const chain = resolveChain(params.chain);
  const user = normalizeAddress(params.user);
  const response = await request(config, { url, signal: options.signal });
  const result = userRewardsSchema.safeParse(response.data);
  if (!result.success) {
    const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw new ResponseValidationError('Invalid rewards response.', { url, issues });
  }
  const record = result.data;
  const mismatches: ValidationIssue[] = [];
  if (record.chain !== chain.name)
    mismatches.push({ path: 'chain', message: `Expected "${chain.name}", got "${record.chain}"` });
  if (record.user !== user) mismatches.push({ path: 'user', message: `Expected ${user}, got ${record.user}` });
  if (record.ionTokenAddress !== chains[chain.name].ionTokenAddress) {
    mismatches.push({
      path: 'ionTokenAddress',
      message: `Not the ION token of ${chain.label}: ${record.ionTokenAddress}`,
    });
  }
  if (mismatches.length > 0) {
    throw new ResponseValidationError('The rewards response does not match the request.', { url, issues: mismatches });
  }
  return {
    chain: record.chain,
    user: record.user,
    totalRewards: record.totalRewards,
    ionTokenAddress: record.ionTokenAddress,
  };
}
