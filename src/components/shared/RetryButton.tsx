import type { Ref } from 'react';
import { libraryClass } from './classNames';

/**
 * The "Try again" of an error alert. `retrying`: a retry in flight; the button stays (and keeps focus) but is
 * `aria-disabled` and ignores presses.
 */
export function retryButton(
  onRetry: () => void,
  retrying: boolean,
  label: string,
  unstyled: boolean | undefined,
  ref?: Ref<HTMLButtonElement>,
) {
  return (
    <button
      ref={ref}
      type="button"
      data-slot="retry"
      aria-disabled={retrying || undefined}
      className={libraryClass(unstyled, 'ark-button')}
      onClick={retrying ? undefined : onRetry}
    >
      {label}
    </button>
  );
}
