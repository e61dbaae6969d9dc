import { chains } from '../../core/chains';
import { ownValue } from '../../core/ownValue';
import { isChecksumValidAddress } from '../../core/wireFields';

/**
 * An address's key in `tokenSymbols`: its first and last ten hex digits. 80 bits tell the listed tokens apart (the
 * OP Stack predeploys `0x4200…0006` and `0x4200…0042` differ only at the end) and no one finds another address that
 * shares them (2^80 tries), while the table weighs 350 B (gzip) less than with whole addresses.
 */
function symbolKey(address: string): string {
  return `${address.slice(2, 12)}${address.slice(-10)}`;
}

/** Symbols of well-known underlying tokens of the lending markets, by chain id, then `symbolKey` of the address. */
export const tokenSymbols: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [chains.mode.id]: {
    '42000000000000000006': 'WETH',
    d988097fb824c656005f: 'USDC',
    f0f161fda2183995e2ed: 'USDT',
    cdd475325dac6fa0a5cf: 'WBTC',
    '2416092f14b195cceea5': 'ezETH',
    '028227c4dd20c519d4f5': 'weETH',
    '04c0599ae5a8976c150a': 'weETH.mode',
    e7903b1f75fbc62cb3cd: 'wrsETH',
    '80137510975a6c747bf7': 'STONE',
    '59889b702116cd90d46c': 'M-BTC',
    dfc7c877a906c2e3167a: 'MODE',
    [symbolKey(chains.mode.ionTokenAddress)]: 'ION',
  },
  [chains.base.id]: {
    '42000000000000000006': 'WETH',
    '833589fcd654bda02913': 'USDC',
    '940181a94ae38fd98631': 'AERO',
    '2ae3f1ec7fa3cf0dec22': 'cbETH',
    c1cba3fcea6f2f0ee452: 'wstETH',
    '2416092f14b195cceea5': 'ezETH',
    '04c0599ae5a8976c150a': 'weETH',
    cbb7c0000a440eed33bf: 'cbBTC',
    '60a3e35cc36fdb1adb42': 'EURC',
    d9aaec86b6531710b6ca: 'USDbC',
    cfa3ef56d3d7c3399fb4: 'eUSD',
    [symbolKey(chains.base.ionTokenAddress)]: 'ION',
  },
  // The table carries current rows of OP Mainnet's markets too: without names they read as broken cells.
  '10': {
    '42000000000000000006': 'WETH',
    '0b2c639c5353d097ff85': 'USDC',
    '94b008aa008a8ce58e58': 'USDT',
    '68f180fcce29bf0a2095': 'WBTC',
    '1f32b1c2349c4a194ebb': 'wstETH',
    '42000000000000000042': 'OP',
  },
};

/** The known symbol of an underlying token, or `undefined`. */
export function knownTokenSymbol(chainId: string | number, address: string): string | undefined {
  const lower = address.toLowerCase();
  // Only a whole address: a shortened one ("0x4200…0006") or other text of the right ends names no token.
  return isChecksumValidAddress(lower)
    ? ownValue(ownValue(tokenSymbols, String(chainId)), symbolKey(lower))
    : undefined;
}
