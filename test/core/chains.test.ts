import { describe, expect, it } from 'vitest';
import {
  chainById,
  chainNames,
  chains,
  explorerAddressUrl,
  isValidAddress,
  normalizeAddress,
  resolveChain,
} from '../../src/core/chains';
import { InvalidAddressError, UnsupportedChainError } from '../../src/core/errors';
import { ION, ION_CHECKSUMMED, TOKENS, thrownBy, USER, USER_CHECKSUMMED, upperHex } from './helpers';

describe('chains', () => {
  it('maps mode and base to their ids, labels, ION tokens and explorers, without viem chain objects', () => {
    expect(chains.mode).toMatchObject({
      name: 'mode',
      id: 34443,
      label: 'Mode',
      ionTokenAddress: ION.mode,
      explorerUrl: 'https://explorer.mode.network',
    });
    expect(chains.base).toMatchObject({
      name: 'base',
      id: 8453,
      label: 'Base',
      ionTokenAddress: ION.base,
      explorerUrl: 'https://basescan.org',
    });
    expect(Object.keys(chains.mode).sort()).toEqual(['explorerUrl', 'id', 'ionTokenAddress', 'label', 'name']);
    expect(Object.keys(chains.base).sort()).toEqual(['explorerUrl', 'id', 'ionTokenAddress', 'label', 'name']);
  });

  it('lists the names in display order and cannot be changed', () => {
    expect(chainNames).toEqual(['mode', 'base']);
    expect(Object.isFrozen(chains)).toBe(true);
    expect(Object.isFrozen(chains.base)).toBe(true);
    expect(() => {
      (chains.base as { ionTokenAddress: string }).ionTokenAddress = TOKENS.weth;
    }).toThrow(TypeError);
  });
});

describe('resolveChain', () => {
  it.each([
    ['mode', 'mode'],
    ['MODE', 'mode'],
    ['Mode', 'mode'],
    ['base', 'base'],
    ['BaSe', 'base'],
    [34443, 'mode'],
    [8453, 'base'],
    ['34443', 'mode'],
    ['8453', 'base'],
  ] as const)('%j → %s', (input, name) => {
    expect(resolveChain(input).name).toBe(name);
  });

  it.each([
    'ethereum',
    'optimism',
    '',
    ' base',
    'base ',
    'mode/../base',
    '../../admin',
    'base%2F..',
    '10',
    '0x2105',
    1,
    10,
    8453.5,
    -8453,
    Number.NaN,
    null,
    undefined,
    true,
    {},
  ])('rejects %j with UnsupportedChainError', (input) => {
    const error = thrownBy(() => resolveChain(input));
    expect(error).toBeInstanceOf(UnsupportedChainError);
    const unsupported = error as UnsupportedChainError;
    expect(unsupported.name).toBe('UnsupportedChainError');
    // A numeric string is resolved as a number first, so compare as text.
    expect(String(unsupported.chain)).toBe(String(input));
    expect(unsupported.shortMessage).toBe(`Unsupported chain: ${String(input)}.`);
    expect(unsupported.details).toBe('Supported chains are mode (34443) and base (8453).');
  });
});

describe('chainById', () => {
  it('finds supported chains by number or numeric string', () => {
    expect(chainById(8453)?.name).toBe('base');
    expect(chainById('34443')?.name).toBe('mode');
  });

  it('returns undefined for other chains present in the table', () => {
    expect(chainById('10')).toBeUndefined();
    expect(chainById(1)).toBeUndefined();
    expect(chainById('base')).toBeUndefined();
  });
});

describe('isValidAddress / normalizeAddress', () => {
  it.each([USER, USER_CHECKSUMMED, upperHex(USER), ION_CHECKSUMMED.base, TOKENS.weth])(
    'accepts %s and lowercases it',
    (address) => {
      expect(isValidAddress(address)).toBe(true);
      expect(normalizeAddress(address)).toBe(address.toLowerCase());
    },
  );

  it('rejects mixed case that does not match its EIP-55 checksum (one letter of a good checksum flipped)', () => {
    const badChecksum = '0x3Ee5e23eee121094f1cfc0ccc79d6c809ebd22e5';
    expect(isValidAddress(badChecksum)).toBe(false);
    expect(() => normalizeAddress(badChecksum)).toThrow(InvalidAddressError);
    const at = USER_CHECKSUMMED.search(/[A-F]/);
    const flipped = `${USER_CHECKSUMMED.slice(0, at)}${USER_CHECKSUMMED.charAt(at).toLowerCase()}${USER_CHECKSUMMED.slice(at + 1)}`;
    expect(flipped).not.toBe(USER_CHECKSUMMED);
    expect(isValidAddress(flipped)).toBe(false);
  });

  it.each([
    '',
    '0x',
    '0xabc',
    USER.slice(2),
    `${USER}0`,
    USER.slice(0, -1),
    `0X${USER.slice(2)}`,
    `${USER.slice(0, -1)}g`,
    ` ${USER}`,
    `${USER}/`,
    '../../admin',
    '0xabc/../x',
    `${USER}/../../admin`,
    `${USER}?x=1`,
    null,
    undefined,
    123,
  ])('rejects %j', (address) => {
    expect(isValidAddress(address)).toBe(false);
    const error = thrownBy(() => normalizeAddress(address));
    expect(error).toBeInstanceOf(InvalidAddressError);
    const invalid = error as InvalidAddressError;
    expect(invalid.name).toBe('InvalidAddressError');
    expect(invalid.address).toBe(String(address));
    expect(invalid.shortMessage).toBe(`Invalid address: "${String(address)}".`);
    expect(invalid.details).toBe('Expected a 20-byte hex address starting with 0x.');
  });
});

describe('explorerAddressUrl', () => {
  it('links the checksummed address on the chain explorer', () => {
    expect(explorerAddressUrl('base', ION.base)).toBe(`https://basescan.org/address/${ION_CHECKSUMMED.base}`);
    expect(explorerAddressUrl(34443, ION.mode)).toBe(`https://explorer.mode.network/address/${ION_CHECKSUMMED.mode}`);
    expect(explorerAddressUrl('MODE', ION_CHECKSUMMED.mode)).toBe(
      `https://explorer.mode.network/address/${ION_CHECKSUMMED.mode}`,
    );
  });

  it('refuses to build a link from a bad address or chain', () => {
    expect(thrownBy(() => explorerAddressUrl('base', '0xabc/../x'))).toBeInstanceOf(InvalidAddressError);
    expect(thrownBy(() => explorerAddressUrl('base', 'javascript:alert(1)'))).toBeInstanceOf(InvalidAddressError);
    expect(thrownBy(() => explorerAddressUrl('ethereum', ION.base))).toBeInstanceOf(UnsupportedChainError);
  });
});
