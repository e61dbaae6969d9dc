import type { Chain } from 'viem';
import {
  base,
  bob,
  fraxtal,
  ink,
  lisk,
  metalL2,
  mode,
  optimism,
  soneium,
  superseed,
  swellchain,
  worldchain,
} from 'viem/chains';

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

// Imported one by one so that bundlers keep only these chains, not all of `viem/chains`.
const protocolChains: readonly [Chain, string][] = [
  [mode, 'Mode'],
  [base, 'Base'],
  [optimism, 'OP Mainnet'],
  [fraxtal, 'Fraxtal'],
  [lisk, 'Lisk'],
  [bob, 'BOB'],
  [superseed, 'Superseed'],
  [worldchain, 'World Chain'],
  [ink, 'Ink'],
  [swellchain, 'Swellchain'],
  [soneium, 'Soneium'],
  [metalL2, 'Metal L2'],
];

const registry: ReadonlyMap<number, ChainLabelInfo> = new Map(
  protocolChains.map(([chain, label]) => [
    chain.id,
    Object.freeze({
      id: chain.id,
      label,
      explorerUrl: chain.blockExplorers?.default.url.replace(/\/+$/, ''),
      known: true,
    }),
  ]),
);

/** Ids of every chain the protocol has listed markets on, in display order. */
export const protocolChainIds: readonly number[] = protocolChains.map(([chain]) => chain.id);

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
