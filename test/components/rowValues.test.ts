import { describe, expect, test } from 'vitest';
import { explorerUrl } from '../../src/components/ApyTable/rowValues';
import { explorerAddressUrl } from '../../src/core/chains';

const usdc = '0xd988097fb8612cc24eec14542bc03424c656005f';
const checksummed = '0xd988097fb8612cc24eeC14542bC03424c656005f';

describe('explorerUrl', () => {
  // The table's own check stands in for `explorerAddressUrl`'s throws: the same link, or none where it throws.
  test.each([
    ['34443', usdc],
    ['8453', usdc],
    ['34443', usdc.toUpperCase().replace('0X', '0x')],
    ['34443', '0xD988097fb8612cc24eec14542bc03424c656005f'],
    ['34443', '0xd988097FB8612cc24eec14542bc03424c656005f'],
    ['34443', checksummed],
    ['34443', checksummed.replace('C', 'c').replace('c1', 'C1')],
    ['10', usdc],
    ['252', usdc],
    ['', usdc],
    ['34443.0', usdc],
    [' 34443', usdc],
    ['34443', '0x123'],
    ['34443', `${usdc}0`],
    ['34443', 'not an address'],
    ['mode', usdc],
    ['Base', usdc],
    ['modes', usdc],
  ])('chain %j, address %j: the link explorerAddressUrl gives, or none', (chainId, address) => {
    let expected: string | undefined;
    try {
      expected = explorerAddressUrl(chainId, address);
    } catch {
      expected = undefined;
    }
    expect(explorerUrl(chainId, address)).toBe(expected);
  });

  test('a Mode market links to its checksummed address on Mode’s explorer', () => {
    expect(explorerUrl('34443', usdc)).toBe(`https://explorer.mode.network/address/${checksummed}`);
  });
});
