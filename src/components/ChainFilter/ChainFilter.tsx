import { type ComponentProps, useId, useState } from 'react';
import { chainNames, chains, type SupportedChainId } from '../../core/chains';
import { cx, libraryClass } from '../shared/classNames';
import { visuallyHiddenStyle } from '../shared/VisuallyHidden';

/** A chain id, or `'all'` for every supported chain. */
export type ChainFilterValue = SupportedChainId | 'all';

/** Props of `ChainFilter`; other props go to the root `fieldset`. */
export interface ChainFilterProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'children' | 'defaultValue'> {
  /** Controlled value. */
  value?: ChainFilterValue | undefined;
  /** Initial value when uncontrolled. Default `'all'`. */
  defaultValue?: ChainFilterValue | undefined;
  /** Called with the chosen value. */
  onValueChange?: ((value: ChainFilterValue) => void) | undefined;
  /** Accessible name of the group. Default "Chain". */
  label?: string | undefined;
  /** Offer "All" as the first option. Default true. */
  includeAll?: boolean | undefined;
  /** Drop the library class names. Default false. */
  unstyled?: boolean | undefined;
}

const options: readonly { value: ChainFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  ...chainNames.map((name) => ({ value: chains[name].id, label: chains[name].label })),
];

/** A segmented control choosing All / Mode / Base, built on native radio buttons (arrow keys move the choice). */
export function ChainFilter({
  value,
  defaultValue = 'all',
  onValueChange,
  label = 'Chain',
  includeAll = true,
  unstyled,
  className,
  ...rest
}: ChainFilterProps) {
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState<ChainFilterValue>(defaultValue);
  const current = value ?? uncontrolled;
  const styled = (part: string) => libraryClass(unstyled, part);
  return (
    <fieldset data-slot="chain-filter" {...rest} className={cx(styled('ark-seg'), className)}>
      <legend data-slot="legend" className={styled('ark-sr')} style={unstyled ? visuallyHiddenStyle : undefined}>
        {label}
      </legend>
      {options
        .filter((option) => includeAll || option.value !== 'all')
        .map((option) => (
          <label key={option.value} data-slot="option" className={styled('ark-seg__item')}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={current === option.value}
              onChange={() => {
                if (value === undefined) setUncontrolled(option.value);
                onValueChange?.(option.value);
              }}
              className={styled('ark-seg__input')}
            />
            <span data-slot="option-label" data-chain={option.value === 'all' ? undefined : option.value}>
              {option.label}
            </span>
          </label>
        ))}
    </fieldset>
  );
}
