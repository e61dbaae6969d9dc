import type { CSSProperties, ReactNode } from 'react';

// Inline, so the text stays hidden when a component is `unstyled` and the library CSS is not loaded.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for assistive technology only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span style={visuallyHidden} id={id}>
      {children}
    </span>
  );
}
