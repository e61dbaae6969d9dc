import { type ComponentProps, useContext, useId, useLayoutEffect, useRef } from 'react';
import { chainLabel } from '../../core/chainRegistry';
import { chains } from '../../core/chains';
import { defaultChainFilterMessages } from '../../i18n/chainFilterMessages';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';
import { useMessageGroup } from '../../react/ApyRewardsProvider';
import { cx, libraryClass } from '../shared/classNames';
import { TableToolbarContext } from '../shared/tableToolbar';
import { useControllableState } from '../shared/useControllableState';
import { visuallyHiddenProps } from '../shared/VisuallyHidden';

/** A numeric chain id, or `'all'` for every chain offered. */
export type ChainFilterValue = number | 'all';

/** Props of `ChainFilter`; other props go to the root `fieldset`. */
export interface ChainFilterProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'children' | 'defaultValue'> {
  /** Chains offered, in order; each is labelled from the chain registry. Default Mode and Base. */
  chains?: readonly number[] | undefined;
  /** Controlled value. */
  value?: ChainFilterValue | undefined;
  /** Initial value when uncontrolled. Default `'all'`. */
  defaultValue?: ChainFilterValue | undefined;
  /** Called with the chosen value. */
  onValueChange?: ((value: ChainFilterValue) => void) | undefined;
  /** Accessible name of the group. Default `messages.chainFilter.label` ("Chain"). */
  label?: string | undefined;
  /** Offer "All" as the first option. Default true. */
  includeAll?: boolean | undefined;
  /** Overrides of the text; wins over `ApyRewardsProvider`'s `messages`. */
  messages?: ApyRewardsMessagesInput | undefined;
  /** Drop the library class names. Default false. */
  unstyled?: boolean | undefined;
}

/** The chains the rewards API serves, Mode and Base: the filter's default options. */
export const rewardsChainIds: readonly number[] = [chains.mode.id, chains.base.id];

/** A segmented control choosing All or one chain, built on native radio buttons (arrow keys move the choice). */
export function ChainFilter({
  chains: offered = rewardsChainIds,
  value,
  defaultValue = 'all',
  onValueChange,
  label,
  includeAll = true,
  messages,
  unstyled,
  className,
  ...rest
}: ChainFilterProps) {
  const name = useId();
  const table = useContext(TableToolbarContext);
  const text = useMessageGroup('chainFilter', defaultChainFilterMessages, messages ?? table?.messages);
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  // A chain id read from a URL arrives as a string ("34443"): it still checks its option.
  const currentKey = String(current);
  // In a table's toolbar, the table says how many rows a choice leaves once they are in: a choice the filter shows
  // (a product may refuse it), told in the commit that shows it, before the table's own effect reads the rows.
  const chosen = useRef<string | null>(null);
  const press = table?.press;
  useLayoutEffect(() => {
    if (chosen.current === currentKey) press?.({ kind: 'filter' });
    chosen.current = null;
  }, [currentKey, press]);
  const styled = (part: string) => libraryClass(unstyled, part);
  const chains = [...new Set(offered)];
  const options: readonly ChainFilterValue[] = includeAll ? ['all', ...chains] : chains;
  return (
    <fieldset data-slot="chain-filter" {...rest} className={cx(styled('ark-seg'), className)}>
      <legend data-slot="legend" {...visuallyHiddenProps(unstyled)}>
        {label ?? text.label}
      </legend>
      {options.map((option) => (
        <label
          key={option}
          data-slot="option"
          data-state={currentKey === String(option) ? 'checked' : 'unchecked'}
          className={styled('ark-seg__item')}
        >
          <input
            type="radio"
            name={name}
            value={String(option)}
            checked={currentKey === String(option)}
            onChange={() => {
              chosen.current = String(option);
              setCurrent(option);
            }}
            className={styled('ark-seg__input')}
          />
          <span data-slot="option-label" data-chain={option === 'all' ? undefined : option}>
            {option === 'all' ? text.all : chainLabel(option)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
