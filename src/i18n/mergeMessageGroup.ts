import { InvalidParameterError } from '../core/errors';

/** Overrides of one group's messages: any key of it; the rest keeps the layer below. */
export type MessageGroupInput<Group> = { readonly [Key in keyof Group]?: Group[Key] | undefined };

/**
 * Lays `layers` over one group's `defaults`, later layers winning key by key. Only that group's defaults are needed,
 * so each component ships its own strings and no other component's.
 */
export function mergeMessageGroup<Group extends object>(
  group: string,
  defaults: Group,
  layers: readonly (MessageGroupInput<Group> | null | undefined)[],
): Group {
  let merged = defaults;
  const known = defaults as Record<string, unknown>;
  for (const override of layers) {
    if (override == null) continue;
    const entries: Record<string, unknown> = { ...(merged as Record<string, unknown>) };
    // A key given as undefined, null or '' (`{ pageOf: isGerman ? fn : undefined }`, a missing or untranslated JSON
    // entry) keeps the layer below: an empty label would leave a control unnamed. A string where a function belongs
    // (or the reverse) would throw or print code deep in a render.
    for (const [key, message] of Object.entries(override)) {
      // Only the library's own keys: a translation file's "toString" or "__proto__" is not a message.
      if (!Object.hasOwn(known, key) || message == null || message === '') continue;
      const expected = typeof known[key];
      if (typeof message !== expected) {
        throw new InvalidParameterError(`messages.${group}.${key} must be a ${expected}, got ${typeof message}.`);
      }
      entries[key] = message;
    }
    merged = entries as Group;
  }
  return merged;
}
