import { describe, expect, it } from 'vitest';
import { rewardApy } from '../../src/components/ApyTable/rewardApy';

describe('rewardApy', () => {
  it('subtracts the supply APY from the total exactly, digit for digit', () => {
    expect(rewardApy('6.534', '5.301877254953391')).toBe('1.232122745046609');
    // In binary floating point this is 0.30000000000000004.
    expect(rewardApy('0.4', '0.1')).toBe('0.3');
    expect(rewardApy('+7', '-1.5')).toBe('8.5');
    expect(rewardApy('.5', '0')).toBe('0.5');
  });

  it('keeps a part that shows as +0.01% and hides one that would round to +0.00%', () => {
    expect(rewardApy('5.305', '5.3')).toBe('0.005');
    expect(rewardApy('5.3049999999999999999999', '5.3')).toBeNull();
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
    ['abc', '1'],
    ['1e2', '1'],
    ['Infinity', '1'],
    ['1.2.3', '1'],
  ])('is null when a value is missing or not a plain decimal: %j − %j', (total, supply) => {
    expect(rewardApy(total, supply)).toBeNull();
  });
});
