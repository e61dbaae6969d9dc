/** Each variant of a result union with the fields replaced, so its status still narrows `data` and `error`. */
export type WithFields<Result, Fields> = Result extends unknown ? Omit<Result, keyof Fields> & Fields : never;

/**
 * TanStack's result with some fields replaced and the others read through: the component reads a field only when it
 * uses it, so TanStack's tracking renders it again only for the fields it uses. A spread would read them all.
 */
export function withFields<Result extends object, Fields extends object>(
  result: Result,
  fields: Fields,
): WithFields<Result, Fields> {
  const view = { ...fields };
  for (const key of Object.keys(result) as (keyof Result & string)[]) {
    if (!(key in view)) Object.defineProperty(view, key, { enumerable: true, get: () => result[key] });
  }
  return view as WithFields<Result, Fields>;
}
