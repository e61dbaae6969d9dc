import { useLayoutEffect, useRef } from 'react';
import { useAnnouncer } from '../shared/useAnnouncer';

/**
 * What the badge's status region says: the amount, once, each time the badge settles on one after loading (a lookup)
 * or shows another one (a cached wallet, a new chain, a refresh that changed it); `key` tells amounts apart, so a
 * toggle of the view or a new locale says nothing. Nothing on mount, where the amount is read in place. A lookup that
 * finds the same amount again is spoken again. Loading, or no amount in view (a wallet gone, an address refused),
 * clears it, so it is never read late, or at all, for the wallet before.
 */
export function useAmountAnnouncement(noAmount: boolean, shown: { key: string; words: string } | null) {
  const last = useRef<{ noAmount: boolean; key: string | undefined } | null>(null);
  const { said, say, clear } = useAnnouncer();
  useLayoutEffect(() => {
    const previous = last.current;
    last.current = { noAmount, key: shown?.key };
    if (noAmount) {
      clear();
      return;
    }
    if (previous === null || shown === null || (!previous.noAmount && previous.key === shown.key)) return;
    say(shown.words);
  });
  return said;
}
