import { Fragment, type ReactNode } from 'react';

/**
 * A formatted amount whose lines may break only between digit groups, never inside one: after a group separator,
 * after the decimal separator (the fraction moves to the next line whole) and before the symbol.
 */
export function breakableAmount(text: string): ReactNode {
  // Digits of any script: the amount is in the locale's own (Arabic-Indic in `ar-EG`).
  const pieces = text.match(/\p{Nd}+|\P{Nd}+/gu) ?? [];
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
    <Fragment key={index}>
      {piece}
      {index > 0 && /^\p{Nd}/u.test(pieces[index + 1] ?? '') && <wbr />}
    </Fragment>
  ));
}
