import { getAddress } from 'viem';
import { InvalidAddressError, UnsupportedChainError } from './errors';
import { digitsPattern } from './patterns';
import { textOf } from './redact';
import { isChecksumValidAddress } from './wireFields';

/** Network names the rewards API accepts. */
export type ChainName = 'mode' | 'base';
/** Chain ids of the supported networks. */
export type SupportedChainId = 34443 | 8453;
/** A lowercase 0x-prefixed 20-byte address. */
export type Address = `0x${string}`;

/** Everything the library knows about one supported network (viem's chain object: `extractChain` by `id`). */
export interface ChainInfo {
  name: ChainName;
  id: SupportedChainId;
  label: string;
  /** ION token address on this chain, lowercase. */
  ionTokenAddress: Address;
  /** Explorer root without a trailing slash. */
  explorerUrl: string;
}

/** The supported networks, by name. */
export const chains: Readonly<Record<ChainName, ChainInfo>> = Object.freeze({
  mode: Object.freeze({
    name: 'mode',
    id: 34443,
    label: 'Mode',
    ionTokenAddress: '0x18470019bf0e94611f15852f7e93cf5d65bc34ca',
    explorerUrl: 'https://explorer.mode.network',
  }),
  base: Object.freeze({
    name: 'base',
    id: 8453,
    label: 'Base',
    ionTokenAddress: '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
    explorerUrl: 'https://basescan.org',
  }),
});

/** Supported network names, in display order. */
export const chainNames: readonly ChainName[] = ['mode', 'base'];

/** Resolves a network name (any case) or chain id to the chain, or throws `UnsupportedChainError`. */
export function resolveChain(chain: unknown): ChainInfo {
  const info = supportedChain(chain);
  if (info) return info;
  throw new UnsupportedChainError(chain);
}

/** A network name (any case) or chain id as the chain, or `undefined` when it is none of the supported ones. */
export function supportedChain(chain: unknown): ChainInfo | undefined {
  if (typeof chain === 'string') {
    const lower = chain.toLowerCase();
    if (lower === 'mode' || lower === 'base') return chains[lower];
  }
  return typeof chain === 'number' || (typeof chain === 'string' && digitsPattern.test(chain))
    ? chainById(chain)
    : undefined;
}

/** Chain info for a chain id if supported, else `undefined`. */
export function chainById(id: number | string): ChainInfo | undefined {
  const n = typeof id === 'string' ? Number(id) : id;
  return n === 34443 ? chains.mode : n === 8453 ? chains.base : undefined;
}

/** True when the value is a 20-byte hex address: all lowercase, all uppercase, or mixed case matching EIP-55. */
export const isValidAddress: (value: unknown) => value is string = isChecksumValidAddress;

/** Validates and lowercases an address, or throws `InvalidAddressError`. */
export function normalizeAddress(value: unknown): Address {
  if (!isValidAddress(value)) throw new InvalidAddressError(textOf(value));
  return value.toLowerCase() as Address;
}

/** Explorer URL of an address page; the address is validated first. */
export function explorerAddressUrl(chain: ChainName | SupportedChainId | string, address: string): string {
  const info = resolveChain(chain);
  return `${info.explorerUrl}/address/${getAddress(normalizeAddress(address))}`;
}
