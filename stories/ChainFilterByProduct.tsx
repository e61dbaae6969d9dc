import { useState } from 'react';
import { ChainFilter, type ChainFilterProps, type ChainFilterValue } from '../src/components/ChainFilter/ChainFilter';

/** A product holding the value in its own state: every change re-renders the filter, and focus stays on it. */
export function ControlledByProduct(props: ChainFilterProps) {
  const [value, setValue] = useState<ChainFilterValue>('all');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ChainFilter
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output>Showing: {value === 'all' ? 'every chain' : value}</output>
    </div>
  );
}
