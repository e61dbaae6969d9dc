import { getAddress } from 'viem';
import { supportedChain } from '../../core/chains';
import { assetKey } from '../../core/latest';
import { ownValue } from '../../core/ownValue';
import { isChecksumValidAddress } from '../../core/wireFields';
import { knownTokenSymbol } from './tokenSymbols';
import type { ApyTableRow } from './types';

/** `tokenLabels` with lowercase address keys. */
export type TokenLabels = Readonly<Record<string, string>> | undefined;

/** React key of a row: its id, else market and time. */
export function rowKey(row: ApyTableRow): string | number {
  return row.id ?? `${assetKey(row)}@${row.created_at}`;
}

/** The row's token label: `tokenLabels` first, then the built-in symbols. */
export function tokenLabel(row: ApyTableRow, labels: TokenLabels): string | undefined {
  const address = row.underlying_address.toLowerCase();
  // An empty label ("none yet") falls back too: a link or cell without text has no name.
  return ownValue(labels, address) || knownTokenSymbol(row.chain_id, address);
}

/** The explorer page of an address on Mode or Base (checksummed, as explorers print it), else `undefined`. */
export function explorerUrl(chainId: string, address: string): string | undefined {
  // Only the rewards side's chains, as `explorerAddressUrl` gives them; checked here rather than caught, so the table
  // carries none of the errors that function throws. Rows parsed by hand may carry the id as a number.
  const chain = supportedChain(chainId);
  return chain && isChecksumValidAddress(address)
    ? `${chain.explorerUrl}/address/${getAddress(address.toLowerCase())}`
    : undefined;
}
