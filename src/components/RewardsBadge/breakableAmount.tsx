import { Fragment, type ReactNode } from 'react';

/**
 * A formatted amount whose lines may break only after a separator (digit group, decimal or the space before the
 * symbol), never inside a group of digits: a long exact amount wraps as "98,765,432," / "109.876… ION".
 */
export function breakableAmount(text: string): ReactNode {
  const pieces = text.match(/\d+|\D+/g) ?? [];
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in a fixed order
    <Fragment key={index}>
      {piece}
      {/^\D+$/.test(piece) && piece !== '-' && index < pieces.length - 1 && <wbr />}
    </Fragment>
  ));
}
