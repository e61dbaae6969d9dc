import { useRef } from 'react';

/**
 * The value of the previous render while `isEqual` says the new one means the same: a product's inline object
 * (`messages={{ table: { caption } }}`) then leaves every memo below it in place.
 */
export function useStableValue<Value>(value: Value, isEqual: (previous: Value, next: Value) => boolean): Value {
  const held = useRef(value);
  if (held.current !== value && !isEqual(held.current, value)) held.current = value;
  return held.current;
}

/**
 * Both absent, or records with the same keys whose values `sameValue` (default `===`) finds the same. A key given as
 * `undefined` is not a missing one: on one side it may stand for an override on the other.
 */
export function sameEntries<Value>(
  previous: Readonly<Record<string, Value>> | undefined,
  next: Readonly<Record<string, Value>> | undefined,
  sameValue: (previous: Value, next: Value) => boolean = (left, right) => left === right,
): boolean {
  if (previous === next) return true;
  if (previous === undefined || next === undefined) return false;
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(previous).length &&
    keys.every((key) => key in previous && sameValue(previous[key] as Value, next[key] as Value))
  );
}

/** Both absent, or lists of the same length with `===` items. */
export function sameItems(previous: readonly unknown[] | undefined, next: readonly unknown[] | undefined): boolean {
  if (previous === next) return true;
  if (previous === undefined || next === undefined) return false;
  return previous.length === next.length && previous.every((item, index) => item === next[index]);
}
