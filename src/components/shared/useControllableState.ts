import { useState } from 'react';

/** A value the parent may control (`value` given) or leave to the component, starting at `defaultValue`. */
export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange: ((value: Value) => void) | undefined,
): readonly [Value, (next: Value) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const change = (next: Value) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return [value ?? uncontrolled, change];
}
