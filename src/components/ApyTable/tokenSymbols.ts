import { chains } from '../../core/chains';
import { ownValue } from '../../core/ownValue';

/** Symbols of well-known underlying tokens of the lending markets, by chain id, then lowercase address. */
export const tokenSymbols: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [chains.mode.id]: {
    '0x4200000000000000000000000000000000000006': 'WETH',
    '0xd988097fb8612cc24eec14542bc03424c656005f': 'USDC',
    '0xf0f161fda2712db8b566946122a5af183995e2ed': 'USDT',
    '0xcdd475325d6f564d27247d1dddbb0dac6fa0a5cf': 'WBTC',
    '0x2416092f143378750bb29b79ed961ab195cceea5': 'ezETH',
    '0x028227c4dd1e5419d11bb6fa6e661920c519d4f5': 'weETH',
    '0x04c0599ae5a44757c0af6f9ec3b93da8976c150a': 'weETH.mode',
    '0xe7903b1f75c534dd8159b313d92cdcfbc62cb3cd': 'wrsETH',
    '0x80137510979822322193fc997d400d5a6c747bf7': 'STONE',
    '0x59889b7021243db5b1e065385f918316cd90d46c': 'M-BTC',
    '0xdfc7c877a950e49d2610114102175a06c2e3167a': 'MODE',
    [chains.mode.ionTokenAddress]: 'ION',
  },
  [chains.base.id]: {
    '0x4200000000000000000000000000000000000006': 'WETH',
    '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913': 'USDC',
    '0x940181a94a35a4569e4529a3cdfb74e38fd98631': 'AERO',
    '0x2ae3f1ec7f1f5012cfeab0185bfc7aa3cf0dec22': 'cbETH',
    '0xc1cba3fcea344f92d9239c08c0568f6f2f0ee452': 'wstETH',
    '0x2416092f143378750bb29b79ed961ab195cceea5': 'ezETH',
    '0x04c0599ae5a44757c0af6f9ec3b93da8976c150a': 'weETH',
    '0xcbb7c0000ab88b473b1f5afd9ef808440eed33bf': 'cbBTC',
    '0x60a3e35cc302bfa44cb288bc5a4f316fdb1adb42': 'EURC',
    '0xd9aaec86b65d86f6a7b5b1b0c42ffa531710b6ca': 'USDbC',
    '0xcfa3ef56d303ae4faaba0592388f19d7c3399fb4': 'eUSD',
    [chains.base.ionTokenAddress]: 'ION',
  },
  // The table carries current rows of OP Mainnet's markets too: without names they read as broken cells.
  '10': {
    '0x4200000000000000000000000000000000000006': 'WETH',
    '0x0b2c639c533813f4aa9d7837caf62653d097ff85': 'USDC',
    '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58': 'USDT',
    '0x68f180fcce6836688e9084f035309e29bf0a2095': 'WBTC',
    '0x1f32b1c2345538c0c6f582fcb022739c4a194ebb': 'wstETH',
    '0x4200000000000000000000000000000000000042': 'OP',
  },
};

/** The known symbol of an underlying token, or `undefined`. */
export function knownTokenSymbol(chainId: string | number, address: string): string | undefined {
  return ownValue(ownValue(tokenSymbols, String(chainId)), address.toLowerCase());
}
