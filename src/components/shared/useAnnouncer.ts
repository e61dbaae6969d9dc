import { useState } from 'react';

/**
 * Words for a status region, put in anew each time they are said (`round` keys their node), so the same words after
 * a later event are spoken again; `clear` empties the region, so old words are never read late.
 */
export function useAnnouncer() {
  const [said, setSaid] = useState({ text: '', round: 0 });
  return {
    said,
    say: (text: string) => setSaid((last) => ({ text, round: last.round + 1 })),
    clear: () => setSaid((last) => (last.text === '' ? last : { text: '', round: last.round })),
  };
}
