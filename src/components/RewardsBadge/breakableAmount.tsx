import { Fragment, type ReactNode } from 'react';

/**
 * A formatted amount whose lines may break only between digit groups, never inside one: after a group or decimal
 * separator and before the symbol. A long fraction (18 decimals) is one box of its own that moves to the next line
 * whole, and breaks between threes of its digits only when it alone is wider than the line (a 320 px badge).
 */
export function breakableAmount(text: string, fractionClass: string | undefined): ReactNode {
  // Digits of any script: the amount is in the locale's own (Arabic-Indic in `ar-EG`).
  const runs = text.match(/\p{Nd}+|\P{Nd}+/gu) ?? [];
  // The first digit run is the integer's first group (after a minus sign, too), ungrouped in locales that write
  // 1234; integer groups after it have at most three digits, so a longer run after a separator is the fraction.
  const first = runs.findIndex((run) => /^\p{Nd}/u.test(run));
  return runs.map((run, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one string, in a fixed order
    <Fragment key={index}>
      {index > first && /^\p{Nd}{4,}$/u.test(run) ? (
        <span data-slot="fraction" className={fractionClass}>
          {wordBreaks(run.match(/\p{Nd}{1,3}/gu) ?? [])}
        </span>
      ) : (
        run
      )}
      {index > 0 && /^\p{Nd}/u.test(runs[index + 1] ?? '') && <wbr />}
    </Fragment>
  ));
}

/** The pieces with a line break opportunity between each two. */
function wordBreaks(pieces: readonly string[]): ReactNode {
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
