/** Removes the anon key from text that may end up in an error. */
export function redact(text: string, secret: string): string {
  return secret ? text.replaceAll(secret, '[redacted]') : text;
}

/** `String(value)` for a message, or the value's kind where that throws (an object without a prototype). */
export function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return `[${typeof value}]`;
  }
}

/** Text cut to `max` characters, with an ellipsis when cut. */
export function boundText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const MAX_CAUSE_MESSAGE = 500;
const MAX_CAUSE_DEPTH = 3;

/**
 * A copy of a runtime error that is safe to keep: its name and its message, redacted and bounded, with the same for
 * up to three nested causes. Every other property of the original (headers, sockets, request objects) is dropped.
 */
export function sanitizedCause(cause: unknown, secret: string, depth = 0): Error | undefined {
  if (cause == null || depth >= MAX_CAUSE_DEPTH) return undefined;
  let name: unknown;
  let message: unknown = typeof cause === 'string' ? cause : typeof cause;
  let inner: unknown;
  try {
    if (typeof cause === 'object') ({ name, message, cause: inner } = cause as Partial<Error>);
  } catch {
    message = 'unreadable error';
  }
  const safe = (text: unknown, otherwise: string, max: number) =>
    boundText(redact(typeof text === 'string' ? text : otherwise, secret), max);
  const nested = sanitizedCause(inner, secret, depth + 1);
  const copy = new Error(safe(message, '', MAX_CAUSE_MESSAGE), nested && { cause: nested });
  copy.name = safe(name, 'Error', 80);
  return copy;
}
