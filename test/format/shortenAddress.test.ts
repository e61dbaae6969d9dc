import { expect, test } from 'vitest';
import { shortenAddress } from '../../src/format/shortenAddress';

const address = '0x1234567890abcdef1234567890abcdef1234abcd';

test('keeps 4 characters on each side by default', () => {
  expect(shortenAddress(address)).toBe('0x1234…abcd');
});

test('takes the number of characters', () => {
  expect(shortenAddress(address, { chars: 6 })).toBe('0x123456…34abcd');
  expect(shortenAddress(address, { chars: 0 })).toBe('0x1…d');
});

test('returns short strings unchanged', () => {
  expect(shortenAddress('0x12345678')).toBe('0x12345678');
  expect(shortenAddress('')).toBe('');
});

test('shortens strings without 0x too', () => {
  expect(shortenAddress('abcdefghijklmnop')).toBe('abcd…mnop');
});
