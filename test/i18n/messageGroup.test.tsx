import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { defaultBadgeMessages } from '../../src/i18n/badgeMessages';
import { mergeMessageGroup } from '../../src/i18n/mergeMessageGroup';
import { type ApyRewardsMessagesInput, defaultMessages, mergeMessages } from '../../src/i18n/messages';
import { defaultTableMessages } from '../../src/i18n/tableMessages';
import { ApyRewardsProvider, useMessageGroup } from '../../src/react/ApyRewardsProvider';

const config = createConfig({
  apyUrl: 'https://apy.example',
  anonKey: 'eyJhbGciOiJIUzI1NiJ9.anon.sig',
  rewardsUrl: 'https://rewards.example',
});

function withProvider(messages: ApyRewardsMessagesInput) {
  return ({ children }: { children: ReactNode }) => (
    <ApyRewardsProvider config={config} messages={messages}>
      {children}
    </ApyRewardsProvider>
  );
}

describe('mergeMessageGroup', () => {
  it('needs only its own group: the same result as the whole merge for that group', () => {
    const layers: ApyRewardsMessagesInput[] = [
      { badge: { zero: 'Noch nichts', title: (symbol) => `${symbol}-Belohnungen` }, table: { caption: 'Märkte' } },
      { badge: { zero: '' } },
    ];
    const group = mergeMessageGroup(
      'badge',
      defaultBadgeMessages,
      layers.map((layer) => layer.badge),
    );
    expect(group.zero).toBe('Noch nichts');
    expect(group.title('ION')).toBe('ION-Belohnungen');
    expect(group).toEqual(mergeMessages(...layers).badge);
  });

  it('returns the shared defaults themselves when nothing overrides them', () => {
    expect(mergeMessageGroup('table', defaultTableMessages, [undefined, {}])).toEqual(defaultTableMessages);
    expect(mergeMessageGroup('table', defaultTableMessages, [undefined, null])).toBe(defaultTableMessages);
    expect(defaultMessages.table).toBe(defaultTableMessages);
  });

  it('names the group and key of a message of the wrong kind', () => {
    const wrong = { title: 'ION rewards' } as unknown as { title: (symbol: string) => string };
    expect(() => mergeMessageGroup('badge', defaultBadgeMessages, [wrong])).toThrow(
      new InvalidParameterError('messages.badge.title must be a function, got string.'),
    );
  });
});

describe('useMessageGroup', () => {
  it("lays a component's own overrides over the provider's, key by key, for its group only", () => {
    const wrapper = withProvider({ badge: { zero: 'Provider zero', loading: 'Provider loading' } });
    const { result } = renderHook(
      () => useMessageGroup('badge', defaultBadgeMessages, { badge: { zero: 'Own zero' } }),
      {
        wrapper,
      },
    );
    expect(result.current.zero).toBe('Own zero');
    expect(result.current.loading).toBe('Provider loading');
    expect(result.current.empty).toBe(defaultBadgeMessages.empty);
  });

  it('keeps the same object across renders with equal inline overrides', () => {
    const { result, rerender } = renderHook(
      () => useMessageGroup('table', defaultTableMessages, { table: { caption: 'Märkte' } }),
      { wrapper: withProvider({}) },
    );
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.caption).toBe('Märkte');
  });
});
