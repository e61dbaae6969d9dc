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
