import { type RefCallback, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

type InnerRef<T> = ((node: T | null) => (() => void) | undefined) | RefObject<T | null>;

/**
 * A ref for a part that may unmount while it holds focus (an error alert, a table replaced by one): after the commit
 * that removes it with focus inside, `target()` gets focus instead of the document. Focus that was elsewhere, or
 * that something else took in that commit, stays where it is. `inner` (a ref object or stable callback) gets the node.
 */
export function useFocusHandoff<T extends HTMLElement>(
  target: () => HTMLElement | null | undefined,
  inner?: InnerRef<T>,
): RefCallback<T> {
  const dropped = useRef(false);
  const ref = useCallback(
    (node: T | null) => {
      const innerCleanup = setRef(inner, node);
      if (node === null) return;
      return () => {
        // React detaches a ref before it removes the node: focus is still inside here, and on the document after.
        if (node.contains(node.ownerDocument.activeElement)) dropped.current = true;
        if (innerCleanup) innerCleanup();
        else setRef(inner, null);
      };
    },
    [inner],
  );
  useLayoutEffect(() => {
    if (!dropped.current) return;
    dropped.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) target()?.focus();
  });
  return ref;
}

function setRef<T>(ref: InnerRef<T> | undefined, node: T | null) {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
  return undefined;
}
