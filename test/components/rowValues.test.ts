import { describe, expect, test } from 'vitest';
import { explorerUrl } from '../../src/components/ApyTable/rowValues';
import { chainLabelInfo } from '../../src/core/chainRegistry';
import { chains, explorerAddressUrl } from '../../src/core/chains';

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
  ])(
    'chain %j, address %j: the known chain’s explorer, for an address explorerAddressUrl takes, or none',
    (chainId, address) => {
      // `explorerAddressUrl` judges the address (on Mode); the registry names the chain by its id only.
      let path: string | undefined;
      try {
        path = explorerAddressUrl('34443', address).replace(chains.mode.explorerUrl, '');
      } catch {
        path = undefined;
      }
      const root = /^[0-9]+$/.test(chainId) ? chainLabelInfo(chainId).explorerUrl : undefined;
      expect(explorerUrl(chainId, address)).toBe(root && path ? `${root}${path}` : undefined);
    },
  );

  test('a market on any chain the library knows links to its explorer; an unknown chain gets no link', () => {
    expect(explorerUrl('10', usdc)).toBe(`https://optimistic.etherscan.io/address/${checksummed}`);
    expect(explorerUrl('1868', usdc)).toBe(`https://soneium.blockscout.com/address/${checksummed}`);
    expect(explorerUrl('4242', usdc)).toBeUndefined();
  });

  test('a Mode market links to its checksummed address on Mode’s explorer', () => {
    expect(explorerUrl('34443', usdc)).toBe(`https://explorer.mode.network/address/${checksummed}`);
  });
});
