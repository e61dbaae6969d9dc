import { describe, expect, test } from 'vitest';
import { knownTokenSymbol } from '../../src/components/ApyTable/tokenSymbols';
import { sampleMarkets } from '../../src/testing';

describe('knownTokenSymbol', () => {
  // The sample data carries a market of every chain the real table holds current rows for (Mode, Base, OP Mainnet).
  test.each(sampleMarkets.map((market) => [market.chainId, market.symbol, market.underlyingAddress] as const))(
    'chain %s: %s has a name',
    (chainId, symbol, address) => {
      expect(knownTokenSymbol(chainId, address)).toBe(symbol);
    },
  );

  test('a market of OP Mainnet is named, not left as a short address', () => {
    expect(knownTokenSymbol(10, '0x0B2C639C533813F4AA9D7837CAF62653D097FF85')).toBe('USDC');
  });
});

describe('knownTokenSymbol keys', () => {
  test('the OP Stack predeploys, alike but for their last digits, keep their own names', () => {
    expect(knownTokenSymbol(10, '0x4200000000000000000000000000000000000006')).toBe('WETH');
    expect(knownTokenSymbol(10, '0x4200000000000000000000000000000000000042')).toBe('OP');
  });

  test('only a whole address is named: text holding a token’s first and last digits is not', () => {
    expect(knownTokenSymbol(34443, '0xd988097fb824c656005f')).toBeUndefined();
    expect(knownTokenSymbol(34443, '0xd988097fb8612cc24eec14542bc03424c656005f0')).toBeUndefined();
    expect(knownTokenSymbol(34443, '0xd988097fb8zzzzzzzzzzzzzzzzzzzz24c656005f')).toBeUndefined();
  });

  test('an address on another chain than its token’s is not named', () => {
    expect(knownTokenSymbol(8453, '0xd988097fb8612cc24eec14542bc03424c656005f')).toBeUndefined();
    expect(knownTokenSymbol(1, '0x4200000000000000000000000000000000000006')).toBeUndefined();
  });
});
