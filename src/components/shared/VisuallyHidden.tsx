import type { CSSProperties, ReactNode } from 'react';

// `unstyled` drops the library classes, so the text is hidden inline there; styled, the `ark-sr` class does it.
/** The inline style that hides text visually when the `ark-sr` class is not there. */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Text for assistive technology only. */
export function VisuallyHidden({ children, unstyled }: { children: ReactNode; unstyled: boolean | undefined }) {
  return unstyled ? <span style={visuallyHiddenStyle}>{children}</span> : <span className="ark-sr">{children}</span>;
}
