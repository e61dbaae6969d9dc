/** Joins class names, skipping empty ones; the caller's `className` goes last so it wins ties. */
export function cx(...parts: Array<string | false | null | undefined>): string | undefined {
  const joined = parts.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The library class of a part, or `undefined` when the component is `unstyled`. */
export function libraryClass(unstyled: boolean | undefined, name: string): string | undefined {
  return unstyled ? undefined : name;
}
