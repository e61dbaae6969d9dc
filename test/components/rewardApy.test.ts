import { describe, expect, it } from 'vitest';
import { rewardApy } from '../../src/components/ApyTable/rewardApy';
import { formatApy } from '../../src/format/formatApy';

/** The reward part as the table shows it, with enough digits to see every one the subtraction kept. */
function shown(total: string | null, supply: string | null, digits = 20): string | null {
  const part = rewardApy(total, supply);
  return part === null ? null : formatApy(part, { locale: 'en-US', maximumFractionDigits: digits });
}

describe('rewardApy', () => {
  it('subtracts the supply APY from the total exactly, digit for digit', () => {
    expect(shown('6.534', '5.301877254953391')).toBe('1.232122745046609%');
    // In binary floating point this is 0.30000000000000004.
    expect(shown('0.4', '0.1')).toBe('0.30%');
    expect(shown('7', '-1.5')).toBe('8.50%');
    expect(shown('0.5', '0')).toBe('0.50%');
  });

  it('reads only the wire contract: plain decimals of at most 64 characters, so the work is bounded', () => {
    // On 0.1 the first one built a billion-digit bigint: ~40 s of blocked main thread, then a RangeError.
    for (const value of ['1e-1000000000', '1e400', '0x10', '+7', '.5', '5.', ' 1.5 ', `1.${'1'.repeat(63)}`]) {
      expect(rewardApy(value, '1')).toBeNull();
      expect(rewardApy('1', value)).toBeNull();
    }
  });

  it('keeps a part that shows as +0.01% and hides one that would round to +0.00%, at any length', () => {
    expect(shown('5.305', '5.3', 2)).toBe('0.01%');
    expect(rewardApy(`5.304${'9'.repeat(55)}`, '5.3')).toBeNull();
    expect(shown(`5.305${'0'.repeat(55)}`, '5.3', 2)).toBe('0.01%');
  });

  it('is null when there is no reward part', () => {
    expect(rewardApy('5.3', '5.3')).toBeNull();
    expect(rewardApy('5.2', '5.3')).toBeNull();
  });

  it.each([
    [null, '5.3'],
    ['5.3', undefined],
    ['', '1'],
    ['  ', '1'],
    ['.', '1'],
    ['abc', '1'],
    ['Infinity', '1'],
    ['1.2.3', '1'],
  ])('is null when a value is missing or not a number: %j − %j', (total, supply) => {
    expect(rewardApy(total, supply)).toBeNull();
  });
});
