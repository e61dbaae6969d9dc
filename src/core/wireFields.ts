import { isAddress, maxUint256 } from 'viem';
import { digitsPattern } from './patterns';

// The wire contract of every field read from the services. Each check looks at the length before anything else,
// so no value, however long or odd, costs more than a short scan.

/** Longest APY string accepted: the service writes doubles as text (`"5.301877254953391"`, 17 characters). */
export const MAX_DECIMAL_LENGTH = 64;
/** Longest `totalRewards` accepted: a uint256 has at most 78 decimal digits. */
export const MAX_WEI_DIGITS = 78;
/** Longest chain id accepted: 15 digits stay a safe integer. */
export const MAX_CHAIN_ID_DIGITS = 15;

const plainDecimalPattern = /^-?\d+(?:\.\d+)?$/;
const chainIdPattern = /^(?:0|[1-9]\d*)$/;
// ISO 8601 extended format with a full offset, as PostgREST prints timestamptz (fraction optional, up to ns). Months
// are 01–12, days 01–31 (the month's own length is checked in code), hours 00–23 and minutes and seconds 00–59, in
// the time and in the offset alike.
const instantPattern =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const MAX_INSTANT_LENGTH = 35;

/** A plain decimal string: optional `-`, digits, optional `.digits`; no exponent, no hex, no spaces, bounded length. */
export function isPlainDecimal(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_DECIMAL_LENGTH && plainDecimalPattern.test(value);
}

/** A chain id as the table carries it: canonical decimal digits (no sign, no leading zero), at most 15 of them. */
export function isChainIdText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_CHAIN_ID_DIGITS && chainIdPattern.test(value);
}

/** A wei amount: decimal digits only, at most 78 of them, and no more than a uint256 holds. */
export function isWeiText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_WEI_DIGITS &&
    digitsPattern.test(value) &&
    (value.length < MAX_WEI_DIGITS || BigInt(value) <= maxUint256)
  );
}

/**
 * A 20-byte hex address under EIP-55: all lowercase or all uppercase (no checksum), or mixed case matching its
 * checksum. viem's `isAddress` checks the shape, and the checksum only in strict mode, which it would refuse in
 * all-uppercase hex.
 */
export function isChecksumValidAddress(value: unknown): value is `0x${string}` {
  if (typeof value !== 'string' || value.length !== 42) return false;
  const hex = value.slice(2);
  return isAddress(value, { strict: hex !== hex.toUpperCase() });
}

/**
 * A real ISO 8601 instant in extended format: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with a calendar date that
 * exists, hours 00–23, minutes and seconds 00–59 and an offset below 24 h. `2024-13-45…` and `…+00` are refused.
 */
export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_INSTANT_LENGTH) return false;
  const match = instantPattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  // Day 0 of the next month is this month's last day; setUTCFullYear, unlike Date.UTC, takes years below 100 as given.
  const daysInMonth = new Date(new Date(0).setUTCFullYear(Number(year), Number(month), 0)).getUTCDate();
  return Number(day) <= daysInMonth && Number.isFinite(Date.parse(value));
}

/** A row id: a non-negative safe integer. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** An APY column value: a plain decimal string, or `null` (shown as a dash). */
export function isApyValue(value: unknown): value is string | null {
  return value === null || isPlainDecimal(value);
}
