import type { CSSProperties, ReactNode } from 'react';

// `unstyled` drops the library classes, so the text is hidden inline there; styled, the `ark-sr` class does it.
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Text for assistive technology only. */
export function VisuallyHidden({ children, unstyled }: { children: ReactNode; unstyled: boolean | undefined }) {
  return unstyled ? <span style={hidden}>{children}</span> : <span className="ark-sr">{children}</span>;
}
