import { chains } from './chains';

/** What the library shows for a chain id of the APY table: a short name and, when known, its explorer. */
export interface ChainLabelInfo {
  id: number;
  /** Short display name ("Mode", "OP Mainnet"); the id itself for an unknown chain. */
  label: string;
  /** Explorer root without a trailing slash, when known. */
  explorerUrl: string | undefined;
  /** False for an id the library has no entry for. */
  known: boolean;
}

// Our own facts, not viem's chain objects: `viem/chains` pulls serializers and hashing into an app's first load.
// Mode and Base come from the rewards side's table, so each fact is written once.
const protocolChains: readonly (readonly [id: number, label: string, explorerUrl: string])[] = [
  [chains.mode.id, chains.mode.label, chains.mode.explorerUrl],
  [chains.base.id, chains.base.label, chains.base.explorerUrl],
  [10, 'OP Mainnet', 'https://optimistic.etherscan.io'],
  [252, 'Fraxtal', 'https://fraxscan.com'],
  [1135, 'Lisk', 'https://blockscout.lisk.com'],
  [60808, 'BOB', 'https://explorer.gobob.xyz'],
  [5330, 'Superseed', 'https://explorer.superseed.xyz'],
  [480, 'World Chain', 'https://worldscan.org'],
  [57073, 'Ink', 'https://explorer.inkonchain.com'],
  [1923, 'Swellchain', 'https://explorer.swellnetwork.io'],
  [1868, 'Soneium', 'https://soneium.blockscout.com'],
  [1750, 'Metal L2', 'https://explorer.metall2.com'],
];

const registry: ReadonlyMap<number, ChainLabelInfo> = new Map(
  protocolChains.map(([id, label, explorerUrl]) => [id, Object.freeze({ id, label, explorerUrl, known: true })]),
);

/** Ids of every chain the protocol has listed markets on, in display order. */
export const protocolChainIds: readonly number[] = protocolChains.map(([id]) => id);

/** Parses a chain id given as a number or a decimal string; `undefined` when it is not a positive safe integer. */
export function parseChainId(id: unknown): number | undefined {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^[0-9]{1,15}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Label and explorer of any chain id; an unknown (or malformed) id degrades to the id itself. */
export function chainLabelInfo(id: number | string): ChainLabelInfo {
  const n = parseChainId(id);
  const known = n === undefined ? undefined : registry.get(n);
  return known ?? { id: n ?? Number.NaN, label: String(id), explorerUrl: undefined, known: false };
}

/** Display name of a chain id ("Mode", "OP Mainnet"), or the id itself when unknown. */
export function chainLabel(id: number | string): string {
  return chainLabelInfo(id).label;
}
