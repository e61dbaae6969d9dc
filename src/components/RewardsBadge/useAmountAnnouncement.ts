import { useLayoutEffect, useRef, useState } from 'react';

/**
 * What the badge's status region says: the amount, once, each time the badge settles on one after loading (a lookup)
 * or shows another one (a cached wallet, a new chain, a refresh that changed it); `key` tells amounts apart, so a
 * toggle of the view or a new locale says nothing. Nothing on mount, where the amount is read in place. Each
 * announcement is a new node (`round` keys it), so a lookup that finds the same amount again is spoken again; loading
 * clears it, so it is never read late for the wallet before.
 */
export function useAmountAnnouncement(loading: boolean, shown: { key: string; words: string } | null) {
  const last = useRef<{ loading: boolean; key: string | undefined } | null>(null);
  const [said, setSaid] = useState({ text: '', round: 0 });
  useLayoutEffect(() => {
    const previous = last.current;
    last.current = { loading, key: shown?.key };
    if (loading) {
      setSaid((current) => (current.text === '' ? current : { text: '', round: current.round }));
      return;
    }
    if (previous === null || shown === null || (!previous.loading && previous.key === shown.key)) return;
    setSaid((current) => ({ text: shown.words, round: current.round + 1 }));
  });
  return said;
}
