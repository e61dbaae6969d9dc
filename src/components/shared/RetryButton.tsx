import type { Ref } from 'react';
import { libraryClass } from './classNames';

interface RetryButtonProps {
  ref?: Ref<HTMLButtonElement> | undefined;
  onRetry: () => void;
  /** A retry in flight: the button stays (and keeps focus) but is `aria-disabled` and ignores presses. */
  retrying: boolean;
  label: string;
  unstyled: boolean | undefined;
}

/** The "Try again" of an error alert. */
export function RetryButton({ ref, onRetry, retrying, label, unstyled }: RetryButtonProps) {
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
