import * as z from 'zod/mini';
import type { Address } from './chains';
import type { ValidationIssue } from './errors';
import { isChainIdText, isChecksumValidAddress, isIsoInstant, isPlainDecimal, isRowId, isWeiText } from './wireFields';

// The same predicates as the fast check (wireFields.ts), so both paths accept exactly the same values.
const address = z.pipe(
  z
    .string()
    .check(
      z.refine(isChecksumValidAddress, 'Expected a 0x-prefixed 20-byte hex address (mixed case must match EIP-55)'),
    ),
  z.transform((value) => value.toLowerCase() as Address),
);
const apy = z.nullable(
  z.string().check(z.refine(isPlainDecimal, 'Expected a plain decimal string (no exponent, at most 64 characters)')),
);

/** Schema of one `asset-total-apy` row; the single source of the row type. APY values stay decimal strings in percent. */
export const assetApyRowSchema = z.object({
  id: z.number().check(z.refine(isRowId, 'Expected a non-negative integer id')),
  created_at: z.string().check(z.refine(isIsoInstant, 'Expected an ISO 8601 instant with a real date and offset')),
  chain_id: z.string().check(z.refine(isChainIdText, 'Expected a chain id of 1 to 15 decimal digits')),
  underlying_address: address,
  ctoken_address: address,
  /** Supply APY plus reward APY, percent. */
  totalSupplyApy: apy,
  supplyApy: apy,
  /** `null` when borrowing is paused or nothing is borrowed. */
  borrowApy: apy,
});

/** One row of `asset-total-apy`. */
export type AssetApyRow = z.infer<typeof assetApyRowSchema>;

/** Schema of the rewards API's answer; the single source of the record type. */
export const userRewardsSchema = z.object({
  chain: z.enum(['mode', 'base']),
  user: address,
  /** Total claimed rewards in wei (18 decimals), as a decimal integer string. */
  totalRewards: z.string().check(z.refine(isWeiText, 'Expected a decimal integer string in wei, at most 2^256 - 1')),
  ionTokenAddress: address,
});

/** A user's total ION rewards on one chain, wire strings, addresses lowercase. */
export type UserRewards = z.infer<typeof userRewardsSchema>;

/** The outcome of a full schema check: the parsed value, or every issue located by row index and field. */
type SchemaCheck<T> = { success: true; data: T } | { success: false; issues: ValidationIssue[] };

function toIssues(error: z.core.$ZodError, rowsAreIndexed: boolean): ValidationIssue[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    return rowsAreIndexed
      ? {
          index: typeof first === 'number' ? first : undefined,
          path: rest.map(String).join('.'),
          message: issue.message,
        }
      : { path: issue.path.map(String).join('.'), message: issue.message };
  });
}

/** Checks rows of the selected columns with zod, for a precise report once the fast check has failed. */
export function checkAssetApyRowsWithSchema(data: unknown, columns: readonly string[]): SchemaCheck<AssetApyRow[]> {
  const mask = Object.fromEntries(columns.map((column) => [column, true])) as Record<keyof AssetApyRow, true>;
  const result = z.array(z.pick(assetApyRowSchema, mask)).safeParse(data);
  return result.success
    ? { success: true, data: result.data as AssetApyRow[] }
    : { success: false, issues: toIssues(result.error, true) };
}

/** Checks a rewards record with zod, for a precise report once the fast check has failed. */
export function checkUserRewardsWithSchema(data: unknown): SchemaCheck<UserRewards> {
  const result = userRewardsSchema.safeParse(data);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: toIssues(result.error, false) };
}
