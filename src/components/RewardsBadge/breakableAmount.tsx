import { Fragment, type ReactNode } from 'react';

/**
 * A formatted amount whose lines may break only between digit groups, never inside one: after a group or decimal
 * separator, before the symbol, and between threes of a long fraction (18 decimals do not fit a 320 px badge).
 */
export function breakableAmount(text: string): ReactNode {
  // Digits of any script: the amount is in the locale's own (Arabic-Indic in `ar-EG`).
  const runs = text.match(/\p{Nd}+|\P{Nd}+/gu) ?? [];
  // The first digit run is the integer's first group (after a minus sign, too), ungrouped in locales that write
  // 1234; integer groups after it have at most three digits, so a longer run after a separator is the fraction.
  const first = runs.findIndex((run) => /^\p{Nd}/u.test(run));
  const pieces = runs.flatMap((run, index) =>
    index > first && /^\p{Nd}{4,}$/u.test(run) ? (run.match(/\p{Nd}{1,3}/gu) ?? []) : [run],
  );
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
    <Fragment key={index}>
      {piece}
      {index > 0 && /^\p{Nd}/u.test(pieces[index + 1] ?? '') && <wbr />}
    </Fragment>
  ));
}
