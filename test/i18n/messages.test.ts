import { describe, expect, it } from 'vitest';
import { defaultMessages, mergeMessages } from '../../src/i18n/messages';

describe('defaultMessages', () => {
  it('cannot be changed in place: every component shares them', () => {
    expect(() => {
      (defaultMessages.table as { caption: string }).caption = 'Changed';
    }).toThrow(TypeError);
    expect(mergeMessages().table.caption).toBe('Market APYs');
    expect(mergeMessages({ badge: {} }).table.caption).toBe('Market APYs');
  });
});

describe('mergeMessages', () => {
  it('lays later layers over earlier ones key by key; a key given as undefined keeps the layer below', () => {
    const pageOf = (page: string, count: string) => `Seite ${page} von ${count}`;
    const merged = mergeMessages({ table: { caption: 'Märkte', pageOf } }, undefined, {
      table: { caption: 'APYs', pageOf: undefined },
    });
    expect(merged.table.caption).toBe('APYs');
    expect(merged.table.pageOf('1', '2')).toBe('Seite 1 von 2');
    expect(merged.table.empty).toBe(defaultMessages.table.empty);
    expect(merged.badge).toBe(defaultMessages.badge);
  });

  it('an empty string (an untranslated entry of an export) keeps the layer below, so no control loses its name', () => {
    const merged = mergeMessages(
      { table: { caption: 'Märkte' } },
      { table: { caption: '', columnTotalSupplyApy: '' } },
    );
    expect(merged.table.caption).toBe('Märkte');
    expect(merged.table.columnTotalSupplyApy).toBe(defaultMessages.table.columnTotalSupplyApy);
  });

  it('a translation file with keys that are not messages ("toString", "__proto__", a newer key) keeps its messages', () => {
    const file = JSON.parse(
      '{"table":{"toString":"x","constructor":"y","__proto__":{"caption":"evil"},"hasOwnProperty":1,"rowsShownV2":"z","caption":"Märkte"}}',
    );
    const merged = mergeMessages(file);
    expect(merged.table.caption).toBe('Märkte');
    expect(merged.table.empty).toBe(defaultMessages.table.empty);
    expect(Object.getPrototypeOf(merged.table)).toBe(Object.prototype);
    expect(Object.keys(merged.table).sort()).toEqual(Object.keys(defaultMessages.table).sort());
    expect(String(merged.table)).toBe('[object Object]');
  });
});
