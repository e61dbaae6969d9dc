/** Removes the anon key from text that may end up in an error. */
export function redact(text: string, secret: string): string {
  return secret && text.includes(secret) ? text.split(secret).join('[redacted]') : text;
}

/** Text cut to `max` characters, with an ellipsis when cut. */
export function boundText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
