import { useState } from 'react';

/**
 * A value the parent may control (`value` given, `null` included) or leave to the component, starting at
 * `defaultValue`. The component may set only a narrower `Next` (a table's sort may be `null`, but a header sets one).
 */
export function useControllableState<Value, Next extends Value = Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange: ((value: Next) => void) | undefined,
): readonly [Value, (next: Next) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const change = (next: Next) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return [value === undefined ? uncontrolled : value, change];
}
