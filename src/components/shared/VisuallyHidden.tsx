import type { CSSProperties, ReactNode } from 'react';

// `unstyled` drops the library classes, so the text is hidden inline there; styled, the `ark-sr` class does it. In
// flow, not absolute: a product's scroll box need not be positioned to keep the text from widening the page.
/** The inline style that hides text visually when the `ark-sr` class is not there. */
const visuallyHiddenStyle: CSSProperties = {
  display: 'inline-block',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The props that hide an element visually but not from assistive technology: the class, or inline when unstyled. */
export function visuallyHiddenProps(unstyled: boolean | undefined) {
  return unstyled ? { style: visuallyHiddenStyle } : { className: 'ark-sr' };
}

/** Text for assistive technology only; markup from a plain function, as the cells are, not a component with a fiber. */
export function visuallyHidden(text: ReactNode, unstyled: boolean | undefined) {
  return <span {...visuallyHiddenProps(unstyled)}>{text}</span>;
}
