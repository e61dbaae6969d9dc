import { fc } from '@fast-check/vitest';
import { getAddress } from 'viem';

/** EIP-55 read from its text: no checksum when the hex is all lowercase or all uppercase, else it must match. */
export function isEip55Valid(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() || getAddress(value) === value;
}

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
/** 40 hex digits in random case: almost always a broken checksum. */
export const randomCaseAddress = fc.array(hexDigit, { minLength: 40, maxLength: 40 }).map((d) => `0x${d.join('')}`);
/** Addresses in every casing EIP-55 allows, and random-case ones it refuses. */
export const addressInAnyCase = fc.oneof(
  randomCaseAddress,
  randomCaseAddress.map((a) => a.toLowerCase()),
  randomCaseAddress.map((a) => `0x${a.slice(2).toUpperCase()}`),
  randomCaseAddress.map((a) => getAddress(a.toLowerCase())),
);
