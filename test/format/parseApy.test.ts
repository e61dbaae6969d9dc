import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APY_PLACEHOLDER, formatApy } from '../../src/format/formatApy';
import { parseApy } from '../../src/format/parseApy';

describe('parseApy', () => {
  test('reads plain decimals, and "-0" as 0', () => {
    expect(parseApy('5.301877254953391')).toBe(5.301877254953391);
    expect(parseApy('-1.5')).toBe(-1.5);
    expect(Object.is(parseApy('-0'), 0)).toBe(true);
  });

  test('refuses what the wire refuses: hex, exponents, spaces, signs, empty, null', () => {
    for (const value of ['0x10', '1e3', '1e400', ' 1', '+1', '', 'Infinity', 'NaN', null, undefined, 16]) {
      expect(parseApy(value)).toBeNull();
    }
  });

  // What sorts and plots is what is shown: a value is a number exactly when the wire accepts it.
  test.prop([fc.oneof(fc.stringMatching(/^-?\d{1,6}(\.\d{1,6})?$/), fc.string({ maxLength: 8 }))], { numRuns: 1000 })(
    'a wire-valid string parses to a number that formatApy shows; a refused one parses to null',
    (value) => {
      const parsed = parseApy(value);
      if (/^-?\d+(\.\d+)?$/.test(value)) {
        expect(parsed).toBe(Number(value) + 0);
        expect(formatApy(value)).not.toBe(APY_PLACEHOLDER);
      } else {
        expect(parsed).toBeNull();
      }
    },
  );
});
