import type { AssetApyRow } from '../core/assetApys';
import { type Address, chains } from '../core/chains';
import type { UserRewards } from '../core/userRewards';

/** One lending market of the sample data: the underlying token and its receipt token (ctoken). */
export interface SampleMarket {
  /** Chain id as the table stores it: `"34443"` (Mode), `"8453"` (Base) or `"10"`. */
  chainId: string;
  symbol: string;
  decimals: number;
  underlyingAddress: Address;
  ctokenAddress: Address;
}

/** How a market's hourly APYs behave. */
type MarketModel =
  /** Supply APY around `supply` percent, ION rewards around `reward`, borrowing at utilization `utilization`. */
  | { kind: 'active'; supply: number; reward: number; utilization: number; nulls?: 'total' | 'supplyAndTotal' }
  /** Nothing borrowed: supply APY `"0"`, borrow APY `null`, rewards only. */
  | { kind: 'unborrowed'; reward: number }
  /** Paused market: `"0"`, `"0"`, `null`. */
  | { kind: 'paused' };

interface MarketDefinition extends SampleMarket {
  model: MarketModel;
}

const MODE = String(chains.mode.id);
const BASE = String(chains.base.id);
const WETH: Address = '0x4200000000000000000000000000000000000006';

// Underlying tokens are the real ones; ctokens are the real Ionic markets on Mode and Base.
const definitions: readonly MarketDefinition[] = [
  {
    chainId: MODE,
    symbol: 'WETH',
    decimals: 18,
    underlyingAddress: WETH,
    ctokenAddress: '0x71ef7eda2be775e5a7aa8afd02c45f059833e9d2',
    model: { kind: 'active', supply: 2.1, reward: 1.8, utilization: 0.65 },
  },
  {
    chainId: MODE,
    symbol: 'USDC',
    decimals: 6,
    underlyingAddress: '0xd988097fb8612cc24eec14542bc03424c656005f',
    ctokenAddress: '0x2be717340023c9e14c1bb12cb3ecbcfd3c3fb038',
    model: { kind: 'active', supply: 8.5, reward: 3.2, utilization: 0.85 },
  },
  {
    chainId: MODE,
    symbol: 'USDT',
    decimals: 6,
    underlyingAddress: '0xf0f161fda2712db8b566946122a5af183995e2ed',
    ctokenAddress: '0x94812f2eea03a49869f95e1b5868c6f3206ee3d3',
    model: { kind: 'active', supply: 7.2, reward: 2.5, utilization: 0.8, nulls: 'total' },
  },
  {
    chainId: MODE,
    symbol: 'ezETH',
    decimals: 18,
    underlyingAddress: '0x2416092f143378750bb29b79ed961ab195cceea5',
    ctokenAddress: '0x59e710215d45f584f44c0fee83da6d43d762d857',
    model: { kind: 'unborrowed', reward: 4.1 },
  },
  {
    chainId: MODE,
    symbol: 'weETH',
    decimals: 18,
    underlyingAddress: '0x028227c4dd1e5419d11bb6fa6e661920c519d4f5',
    ctokenAddress: '0x9a9072302b775ffbd3db79a7766e75cf82bcac0a',
    model: { kind: 'active', supply: 0.35, reward: 2.9, utilization: 0.2 },
  },
  {
    chainId: MODE,
    symbol: 'wrsETH',
    decimals: 18,
    underlyingAddress: '0xe7903b1f75c534dd8159b313d92cdcfbc62cb3cd',
    ctokenAddress: '0x49950319abe7ce5c3a6c90698381b45989c99b46',
    model: { kind: 'active', supply: 0.9, reward: 0, utilization: 0.35 },
  },
  {
    chainId: MODE,
    symbol: 'M-BTC',
    decimals: 18,
    underlyingAddress: '0x59889b7021243db5b1e065385f918316cd90d46c',
    ctokenAddress: '0x19f245782b1258cf3e11eda25784a378cc18c108',
    model: { kind: 'paused' },
  },
  {
    chainId: BASE,
    symbol: 'WETH',
    decimals: 18,
    underlyingAddress: WETH,
    ctokenAddress: '0x49420311b518f3d0c94e897592014de53831cfa3',
    model: { kind: 'active', supply: 2.6, reward: 0.9, utilization: 0.7 },
  },
  {
    chainId: BASE,
    symbol: 'USDC',
    decimals: 6,
    underlyingAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    ctokenAddress: '0xa900a17a49bc4d442ba7f72c39fa2108865671f0',
    model: { kind: 'active', supply: 9.8, reward: 1.5, utilization: 0.88 },
  },
  {
    chainId: BASE,
    symbol: 'AERO',
    decimals: 18,
    underlyingAddress: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
    ctokenAddress: '0x014e08f05ac11bb532be62774a4c548368f59779',
    model: { kind: 'active', supply: 5.3, reward: 0, utilization: 0.55 },
  },
  {
    chainId: BASE,
    symbol: 'cbETH',
    decimals: 18,
    underlyingAddress: '0x2ae3f1ec7f1f5012cfeab0185bfc7aa3cf0dec22',
    ctokenAddress: '0x9c201024a62466f9157b2daadda9326207addd29',
    model: { kind: 'active', supply: 0.4, reward: 1.2, utilization: 0.25 },
  },
  {
    chainId: BASE,
    symbol: 'wstETH',
    decimals: 18,
    underlyingAddress: '0xc1cba3fcea344f92d9239c08c0568f6f2f0ee452',
    ctokenAddress: '0x9d62e30c6cb7964c99314dcf5f847e36fcb29ca9',
    model: { kind: 'active', supply: 0.6, reward: 0.7, utilization: 0.3, nulls: 'supplyAndTotal' },
  },
  {
    chainId: BASE,
    symbol: 'ezETH',
    decimals: 18,
    underlyingAddress: '0x2416092f143378750bb29b79ed961ab195cceea5',
    ctokenAddress: '0x079f84161642d81aafb67966123c9949f9284bf5',
    model: { kind: 'active', supply: 0.15, reward: 2.2, utilization: 0.1 },
  },
  {
    chainId: BASE,
    symbol: 'eUSD',
    decimals: 18,
    underlyingAddress: '0xcfa3ef56d303ae4faaba0592388f19d7c3399fb4',
    ctokenAddress: '0x9c2a4f9c5471fd36be3bbd8437a33935107215a1',
    model: { kind: 'paused' },
  },
  {
    chainId: '10',
    symbol: 'WETH',
    decimals: 18,
    underlyingAddress: WETH,
    ctokenAddress: '0xee5b7bae2b4e1df1024291869f4dcd6b6430962b',
    model: { kind: 'active', supply: 1.9, reward: 0, utilization: 0.6 },
  },
  {
    chainId: '10',
    symbol: 'USDC',
    decimals: 6,
    underlyingAddress: '0x0b2c639c533813f4aa9d7837caf62653d097ff85',
    ctokenAddress: '0xbb655e992d45a26c67e997bec66b6e35b515e580',
    model: { kind: 'active', supply: 6.4, reward: 0, utilization: 0.8 },
  },
];

/** The markets of the sample data: chain id, token symbol and decimals, underlying and receipt-token addresses. */
export const sampleMarkets: readonly SampleMarket[] = Object.freeze(
  definitions.map(({ chainId, symbol, decimals, underlyingAddress, ctokenAddress }) =>
    Object.freeze({ chainId, symbol, decimals, underlyingAddress, ctokenAddress }),
  ),
);

/** Options of `createSampleAssetApys`. */
export interface CreateSampleAssetApysOptions {
  /** End of the series; the newest snapshot is the last hourly run before it. Default: the current time. */
  now?: Date | number | undefined;
  /** Number of hourly snapshots. Default 72. */
  hours?: number | undefined;
}

/** One hour in milliseconds. */
export const HOUR_MS = 3_600_000;
const FIRST_ID = 108_000;
const SEED = 0x1057_0a9e;

/** A stateless hash of integers to [0, 1): the same inputs give the same value on every run. */
export function hash01(...values: number[]): number {
  let h = SEED;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x85eb_ca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2_ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 2 ** 32;
}

/** Smooth value noise in [0, 1) over hours, with a knot every `period` hours. */
function smoothNoise(market: number, channel: number, hour: number, period: number): number {
  const x = hour / period;
  const knot = Math.floor(x);
  const t = x - knot;
  const eased = t * t * (3 - 2 * t);
  const a = hash01(market, channel, knot);
  const b = hash01(market, channel, knot + 1);
  return a + (b - a) * eased;
}

/** A value around `base` that drifts smoothly from hour to hour (daily cycle plus slow noise). */
function wave(base: number, market: number, channel: number, hour: number, amplitude: number): number {
  const phase = hash01(market, channel, -1) * 2 * Math.PI;
  const daily = Math.sin((2 * Math.PI * hour) / 24 + phase);
  const drift = smoothNoise(market, channel, hour, 9) * 2 - 1;
  return Math.max(base * 0.02, base * (1 + amplitude * (0.6 * daily + 0.4 * drift)));
}

/** PostgREST's timestamptz: microseconds with trailing zeros dropped, and no fraction at all when it is zero. */
export function formatTimestamp(epochMicros: number): string {
  const ms = Math.floor(epochMicros / 1000);
  const iso = new Date(ms).toISOString().slice(0, 19);
  const micros = epochMicros - Math.floor(epochMicros / 1_000_000) * 1_000_000;
  const fraction = String(micros).padStart(6, '0').replace(/0+$/, '');
  return `${iso}${fraction ? `.${fraction}` : ''}+00:00`;
}

/** The three APY values of a row. */
export type ApyValues = Pick<AssetApyRow, 'totalSupplyApy' | 'supplyApy' | 'borrowApy'>;

function apyValues(model: MarketModel, market: number, hour: number): ApyValues {
  if (model.kind === 'paused') return { totalSupplyApy: '0', supplyApy: '0', borrowApy: null };
  if (model.kind === 'unborrowed') {
    return { totalSupplyApy: String(wave(model.reward, market, 2, hour, 0.15)), supplyApy: '0', borrowApy: null };
  }
  const supply = wave(model.supply, market, 1, hour, 0.25);
  const reward = model.reward === 0 ? 0 : wave(model.reward, market, 2, hour, 0.15);
  const utilization = Math.min(0.97, wave(model.utilization, market, 3, hour, 0.08));
  const values: ApyValues = {
    totalSupplyApy: String(supply + reward),
    supplyApy: String(supply),
    borrowApy: String(supply / (utilization * 0.9)),
  };
  // A few snapshots where the job could not compute the value (every 29th / 31st hour).
  if (model.nulls === 'total' && hour % 29 === 11) values.totalSupplyApy = null;
  if (model.nulls === 'supplyAndTotal' && hour % 31 === 5) {
    values.totalSupplyApy = null;
    values.supplyApy = null;
  }
  return values;
}

/** The values the sample writer gives a market of `sampleMarkets` at an hour (epoch hours), or `undefined` for another market. */
export function sampleMarketValues(chainId: string, ctokenAddress: string, hour: number): ApyValues | undefined {
  const index = definitions.findIndex((m) => m.chainId === chainId && m.ctokenAddress === ctokenAddress);
  const market = definitions[index];
  return market === undefined ? undefined : apyValues(market.model, index, hour);
}

/**
 * When the writer's run of an hour (epoch hours) stamped its batch, in microseconds: a few seconds to ~30 s past the
 * hour, different each run (published stamps: 11:00:05.509771, 11:00:24.541747).
 */
export function sampleBatchMicros(hour: number): number {
  const wholeSecond = hash01(hour, 101) < 0.08;
  const micros = hour * HOUR_MS * 1000 + (3 + Math.floor(hash01(hour, 102) * 28)) * 1_000_000;
  return wholeSecond ? micros : micros + Math.floor(hash01(hour, 103) * 1_000_000);
}

/** How long after its slot (epoch ms) a run of a writer with this cadence stamps its batch: the hourly run's delay, within a quarter of the cadence. */
export function sampleWriterDelayMs(slotMs: number, cadenceMs: number): number {
  const hour = Math.floor(slotMs / HOUR_MS);
  return Math.min(cadenceMs / 4, Math.floor(sampleBatchMicros(hour) / 1000) - hour * HOUR_MS);
}

/**
 * Hourly snapshots of every sample market, oldest first, ids ascending from 108000: what `asset-total-apy` holds.
 * Like the real writer, each hourly run is one batch whose rows share one `created_at`.
 * Deterministic: the same `now` and `hours` give the same rows.
 */
export function createSampleAssetApys(options: CreateSampleAssetApysOptions = {}): AssetApyRow[] {
  const hours = options.hours ?? 72;
  if (!Number.isInteger(hours) || hours < 1) throw new RangeError(`hours must be a positive integer, got ${hours}.`);
  const nowMs =
    options.now === undefined ? Date.now() : options.now instanceof Date ? options.now.getTime() : options.now;
  if (!Number.isFinite(nowMs)) throw new RangeError('now must be a valid date.');
  // The hourly job stamps its batch a few seconds to ~30 s past the hour; a snapshot exists once stamped.
  let newestHour = Math.floor(nowMs / HOUR_MS);
  if (sampleBatchMicros(newestHour) / 1000 > nowMs) newestHour -= 1;
  const rows: AssetApyRow[] = [];
  for (let h = hours - 1; h >= 0; h--) {
    const hour = newestHour - h;
    const created_at = formatTimestamp(sampleBatchMicros(hour));
    definitions.forEach((market, index) => {
      rows.push({
        id: FIRST_ID + rows.length,
        created_at,
        chain_id: market.chainId,
        underlying_address: market.underlyingAddress,
        ctoken_address: market.ctokenAddress,
        ...apyValues(market.model, index, hour),
      });
    });
  }
  return rows;
}

function freezeRows(rows: AssetApyRow[]): readonly AssetApyRow[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows);
}

/** 72 hourly snapshots up to 2026-11-20T12:00:00Z (1152 rows: 7 markets on Mode, 7 on Base, 2 on OP Mainnet, chain 10). */
export const sampleAssetApys: readonly AssetApyRow[] = freezeRows(
  createSampleAssetApys({ now: Date.UTC(2026, 10, 20, 12, 0, 0) }),
);

/** Wallets of the sample rewards, each showing one case. */
export const sampleUsers = Object.freeze({
  /** Above 2^64 wei on both chains. */
  whale: '0x0f1a3a4ff0b728d368a635994784494602ce406f',
  /** A few hundred to a few thousand ION. */
  regular: '0x133325cc7a16dcb4f673a34d06170e81b9f48f9d',
  /** 1 wei on Mode, 999999999 wei (just under 1 gwei) on Base. */
  small: '0x89e26d714fa112504163d7c7ba898b1768da183e',
  /** Explicit `"0"` records on both chains. */
  zero: '0x484eac5c42357d46ac21d80b2b752e691f8be028',
  /** Rewards on Mode only; Base answers `"0"`. */
  modeOnly: '0x844902071b7d6cdd9fa5913a21e57dd7d4a10b46',
  /** Rewards on Base only; Mode answers `"0"`. */
  baseOnly: '0x2171ea54226408356c59563d8b0e9273dc8291f3',
  /** No record at all: the API answers `"totalRewards":"0"`. */
  none: '0x24a9ef5ad851995f49c634731711b54fc4f85152',
} as const satisfies Record<string, Address>);

const reward = (chain: 'mode' | 'base', user: Address, totalRewards: string): UserRewards =>
  Object.freeze({ chain, user, totalRewards, ionTokenAddress: chains[chain].ionTokenAddress });

/** Rewards records as the API returns them (addresses lowercase), for the users in `sampleUsers`. */
export const sampleRewards: readonly UserRewards[] = Object.freeze([
  reward('mode', sampleUsers.whale, '123456789012345678901234567'),
  reward('base', sampleUsers.whale, '98765432109876543210987654321'),
  reward('mode', sampleUsers.regular, '1534270000000000000000'),
  reward('base', sampleUsers.regular, '87500000000000000000'),
  reward('mode', sampleUsers.small, '1'),
  reward('base', sampleUsers.small, '999999999'),
  reward('mode', sampleUsers.zero, '0'),
  reward('base', sampleUsers.zero, '0'),
  reward('mode', sampleUsers.modeOnly, '42000000000000000000'),
  reward('base', sampleUsers.baseOnly, '3141592653589793238462'),
]);
