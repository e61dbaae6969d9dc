import { getAddress } from 'viem';
import { chainLabelInfo } from '../../core/chainRegistry';
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

/** The explorer page of an address on any chain the library knows (checksummed, as explorers print it). */
export function explorerUrl(chainId: string, address: string): string | undefined {
  // Checked here rather than caught, so the table carries none of the errors `explorerAddressUrl` throws. Rows parsed
  // by hand may carry the id as a number.
  const root = chainLabelInfo(chainId).explorerUrl;
  return root && isChecksumValidAddress(address) ? `${root}/address/${getAddress(address.toLowerCase())}` : undefined;
}
