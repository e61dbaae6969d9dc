import { Fragment, type ReactNode } from 'react';

/**
 * A formatted amount whose lines may break only between digit groups, never inside one: after a group or decimal
 * separator, before the symbol, and between threes of a long fraction (18 decimals do not fit a 320 px badge).
 */
export function breakableAmount(text: string): ReactNode {
  // Digits of any script: the amount is in the locale's own (Arabic-Indic in `ar-EG`).
  const pieces = (text.match(/\p{Nd}+|\P{Nd}+/gu) ?? []).flatMap((run, index) =>
    // Integer groups after the first have at most three digits, so a longer run after a separator is the fraction.
    index > 0 && /^\p{Nd}{4,}$/u.test(run) ? (run.match(/\p{Nd}{1,3}/gu) ?? []) : [run],
  );
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
    <Fragment key={index}>
      {piece}
      {index > 0 && /^\p{Nd}/u.test(pieces[index + 1] ?? '') && <wbr />}
    </Fragment>
  ));
}
