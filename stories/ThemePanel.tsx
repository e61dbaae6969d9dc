import type { ReactNode } from 'react';

/**
 * A part of the page in one theme, set on this element only: a story that set the toolbar's theme (a global) turned
 * the whole docs page dark, every other story on it too.
 */
export function ThemePanel({ theme, children }: { theme: string; children: ReactNode }) {
  return (
    <div
      data-ark-theme={theme}
      style={{
        padding: 16,
        borderRadius: 12,
        background: 'var(--ark-color-bg-subtle)',
        color: 'var(--ark-color-text)',
      }}
    >
      {children}
    </div>
  );
}
