/** Removes the anon key from text that may end up in an error. */
export function redact(text: string, secret: string): string {
  return secret && text.includes(secret) ? text.split(secret).join('[redacted]') : text;
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
  if (cause === undefined || cause === null) return undefined;
  let name = 'Error';
  let message = '';
  let inner: unknown;
  try {
    if (cause instanceof Error || (typeof cause === 'object' && 'message' in cause)) {
      const error = cause as { name?: unknown; message?: unknown; cause?: unknown };
      name = typeof error.name === 'string' ? error.name : 'Error';
      message = typeof error.message === 'string' ? error.message : '';
      inner = error.cause;
    } else {
      message = typeof cause === 'string' ? cause : typeof cause;
    }
  } catch {
    message = 'unreadable error';
  }
  const safeMessage = boundText(redact(message, secret), MAX_CAUSE_MESSAGE);
  const nested = depth + 1 < MAX_CAUSE_DEPTH ? sanitizedCause(inner, secret, depth + 1) : undefined;
  const copy = new Error(safeMessage, nested === undefined ? undefined : { cause: nested });
  copy.name = boundText(redact(name, secret), 80);
  return copy;
}
