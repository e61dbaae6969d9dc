/**
 * A small port of Haskell's Parsec, just enough to run PostgREST's query-string grammar with the same error
 * positions and texts (`unexpected "o" expecting "not" or operator (eq, gt, ...)`). Semantics follow Parsec 3:
 * consumed vs empty replies, `try`, labels replacing expectations, and error merging by position.
 */

const SYS_UNEXPECT = 0;
const UNEXPECT = 1;
const EXPECT = 2;

type MessageKind = typeof SYS_UNEXPECT | typeof UNEXPECT | typeof EXPECT;

interface ErrorMessage {
  kind: MessageKind;
  text: string;
}

/** A parse error: the code-point index it happened at and Parsec's messages. */
export interface ParseError {
  index: number;
  messages: ErrorMessage[];
}

/** Parsec's four outcomes folded into one object: ok/failed × consumed/empty. */
export type Reply<T> =
  | { ok: true; consumed: boolean; value: T; index: number; error: ParseError }
  | { ok: false; consumed: boolean; error: ParseError };

/** A parser over an array of code points. */
export type Parser<T> = (input: readonly string[], index: number) => Reply<T>;

const unknownError = (index: number): ParseError => ({ index, messages: [] });
const isUnknown = (error: ParseError) => error.messages.length === 0;

function mergeError(a: ParseError, b: ParseError): ParseError {
  if (isUnknown(b) && !isUnknown(a)) return a;
  if (isUnknown(a) && !isUnknown(b)) return b;
  if (a.index === b.index) return { index: a.index, messages: [...a.messages, ...b.messages] };
  return a.index > b.index ? a : b;
}

function withExpect(error: ParseError, label: string): ParseError {
  return {
    index: error.index,
    messages: [{ kind: EXPECT, text: label }, ...error.messages.filter((m) => m.kind !== EXPECT)],
  };
}

/** Always succeeds without consuming. */
export function pure<T>(value: T): Parser<T> {
  return (_input, index) => ({ ok: true, consumed: false, value, index, error: unknownError(index) });
}

/** Always fails without consuming, with no message (Haskell's `mzero`). */
export function zero<T>(): Parser<T> {
  return (_input, index) => ({ ok: false, consumed: false, error: unknownError(index) });
}

/** Fails without consuming with `unexpected <message>`. */
export function unexpected<T>(message: string): Parser<T> {
  return (_input, index) => ({
    ok: false,
    consumed: false,
    error: { index, messages: [{ kind: UNEXPECT, text: message }] },
  });
}

/** One code point that satisfies the predicate. */
export function satisfy(predicate: (c: string) => boolean): Parser<string> {
  return (input, index) => {
    const c = input[index];
    if (c !== undefined && predicate(c)) {
      return { ok: true, consumed: true, value: c, index: index + 1, error: unknownError(index + 1) };
    }
    const text = c === undefined ? '' : showString(c);
    return { ok: false, consumed: false, error: { index, messages: [{ kind: SYS_UNEXPECT, text }] } };
  };
}

/** Parsec's `tokens`: errors are reported at the start position, naming the first mismatching character. */
export function string(expected: string): Parser<string> {
  const chars = Array.from(expected);
  const expectText = showString(expected);
  return (input, index) => {
    for (let i = 0; i < chars.length; i++) {
      const c = input[index + i];
      if (c !== chars[i]) {
        const text = c === undefined ? '' : showString(c);
        const error: ParseError = {
          index,
          messages: [
            { kind: SYS_UNEXPECT, text },
            { kind: EXPECT, text: expectText },
          ],
        };
        return { ok: false, consumed: i > 0, error };
      }
    }
    const end = index + chars.length;
    return { ok: true, consumed: chars.length > 0, value: expected, index: end, error: unknownError(end) };
  };
}

/** Parsec's `>>=`. */
export function bind<A, B>(parser: Parser<A>, next: (value: A) => Parser<B>): Parser<B> {
  return (input, index) => {
    const first = parser(input, index);
    if (!first.ok) return first;
    const second = next(first.value)(input, first.index);
    if (second.consumed) return second;
    const error = mergeError(first.error, second.error);
    if (second.ok) return { ...second, consumed: first.consumed, error };
    return { ok: false, consumed: first.consumed, error };
  };
}

/** Maps the result. */
export function map<A, B>(parser: Parser<A>, f: (value: A) => B): Parser<B> {
  return bind(parser, (value) => pure(f(value)));
}

/** `a *> b` */
export function right<A, B>(a: Parser<A>, b: Parser<B>): Parser<B> {
  return bind(a, () => b);
}

/** `a <* b` */
export function left<A, B>(a: Parser<A>, b: Parser<B>): Parser<A> {
  return bind(a, (value) => map(b, () => value));
}

/** Parsec's `<|>` over several alternatives; the next one runs only if the previous failed without consuming. */
export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  return (input, index) => {
    let error: ParseError | undefined;
    for (const parser of parsers) {
      const reply = parser(input, index);
      if (reply.consumed) return reply;
      const merged = error === undefined ? reply.error : mergeError(error, reply.error);
      if (reply.ok) return { ...reply, error: merged };
      error = merged;
    }
    return { ok: false, consumed: false, error: error ?? unknownError(index) };
  };
}

/** Parsec's `try`: a consumed failure becomes an empty one (the error keeps its position). */
export function attempt<T>(parser: Parser<T>): Parser<T> {
  return (input, index) => {
    const reply = parser(input, index);
    return !reply.ok && reply.consumed ? { ...reply, consumed: false } : reply;
  };
}

/** Parsec's `<?>`: on an empty reply the expectations become the label. */
export function label<T>(parser: Parser<T>, text: string): Parser<T> {
  return (input, index) => {
    const reply = parser(input, index);
    if (reply.consumed) return reply;
    if (reply.ok && isUnknown(reply.error)) return reply;
    return { ...reply, error: withExpect(reply.error, text) };
  };
}

/** Zero or more. */
export function many<T>(parser: Parser<T>): Parser<T[]> {
  return (input, index) => {
    const values: T[] = [];
    let position = index;
    let consumed = false;
    for (;;) {
      const reply = parser(input, position);
      if (!reply.ok) {
        if (reply.consumed) return reply;
        return { ok: true, consumed, value: values, index: position, error: reply.error };
      }
      if (!reply.consumed) throw new Error('many() applied to a parser that accepts an empty string');
      values.push(reply.value);
      position = reply.index;
      consumed = true;
    }
  };
}

/** One or more. */
export function many1<T>(parser: Parser<T>): Parser<T[]> {
  return bind(parser, (first) => map(many(parser), (rest) => [first, ...rest]));
}

/** One or more separated by `separator`. */
export function sepBy1<T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> {
  return bind(parser, (first) => map(many(right(separator, parser)), (rest) => [first, ...rest]));
}

/** Zero or more separated by `separator`. */
export function sepBy<T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> {
  return alt(sepBy1(parser, separator), pure<T[]>([]));
}

/** The value, or `undefined` when the parser fails without consuming. */
export function optional<T>(parser: Parser<T>): Parser<T | undefined> {
  return alt<T | undefined>(parser, pure(undefined));
}

/** Runs the parser without consuming input. */
export function lookAhead<T>(parser: Parser<T>): Parser<T> {
  return (input, index) => {
    const reply = parser(input, index);
    if (!reply.ok) return reply;
    return { ok: true, consumed: false, value: reply.value, index, error: unknownError(index) };
  };
}

/** Succeeds only when the parser fails here; reports what it would have read. */
export function notFollowedBy<T>(parser: Parser<T>, show: (value: T) => string): Parser<undefined> {
  return attempt(
    alt(
      bind(attempt(parser), (value) => unexpected<undefined>(show(value))),
      pure(undefined),
    ),
  );
}

/** A single given code point. */
export function char(c: string): Parser<string> {
  return label(
    satisfy((x) => x === c),
    showString(c),
  );
}

/** Any code point in `chars`. */
export function oneOf(chars: string): Parser<string> {
  return satisfy((c) => chars.includes(c));
}

/** Any code point not in `chars`. */
export function noneOf(chars: string): Parser<string> {
  return satisfy((c) => !chars.includes(c));
}

/** Any code point. */
export const anyChar: Parser<string> = satisfy(() => true);

/** End of input. Parsec's `anyToken` does not advance the position, so the error stays where the extra input starts. */
export const eof: Parser<undefined> = (input, index) => {
  const c = input[index];
  if (c === undefined) {
    const messages: ErrorMessage[] = [
      { kind: EXPECT, text: 'end of input' },
      { kind: SYS_UNEXPECT, text: '' },
    ];
    return { ok: true, consumed: false, value: undefined, index, error: { index, messages } };
  }
  const messages: ErrorMessage[] = [
    { kind: EXPECT, text: 'end of input' },
    { kind: UNEXPECT, text: showChar(c) },
  ];
  return { ok: false, consumed: false, error: { index, messages } };
};

/** Haskell's `isAlpha`. */
export const letter: Parser<string> = label(
  satisfy((c) => /^\p{L}$/u.test(c)),
  'letter',
);

/** An ASCII digit. */
export const digit: Parser<string> = label(
  satisfy((c) => c >= '0' && c <= '9'),
  'digit',
);

/** `open *> parser <* close` */
export function between<O, C, T>(open: Parser<O>, close: Parser<C>, parser: Parser<T>): Parser<T> {
  return left(right(open, parser), close);
}

/** Result of running a parser over a whole string (trailing input is allowed, as with Parsec's `parse`). */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; details: string };

/** Runs a parser and, on failure, formats the error the way PostgREST does (`"<source>" (line 1, column 4)`). */
export function runParser<T>(parser: Parser<T>, source: string, text: string): ParseResult<T> {
  const input = Array.from(text);
  const reply = parser(input, 0);
  if (reply.ok) return { ok: true, value: reply.value };
  const { line, column } = sourcePosition(input, reply.error.index);
  return {
    ok: false,
    message: `"${source}" (line ${line}, column ${column})`,
    details: showErrorMessages(reply.error.messages).replaceAll('\n', ' ').trim(),
  };
}

function sourcePosition(input: readonly string[], index: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < index && i < input.length; i++) {
    const c = input[i];
    if (c === '\n') {
      line += 1;
      column = 1;
    } else if (c === '\t') {
      column = column + 8 - ((column - 1) % 8);
    } else {
      column += 1;
    }
  }
  return { line, column };
}

function showErrorMessages(messages: readonly ErrorMessage[]): string {
  if (messages.length === 0) return 'unknown parse error';
  const sysUnexpected = messages.filter((m) => m.kind === SYS_UNEXPECT);
  const unexpectedMessages = messages.filter((m) => m.kind === UNEXPECT);
  const expected = messages.filter((m) => m.kind === EXPECT);
  let sysPart = '';
  const firstSys = sysUnexpected[0];
  if (unexpectedMessages.length === 0 && firstSys !== undefined) {
    sysPart = firstSys.text === '' ? 'unexpected end of input' : `unexpected ${firstSys.text}`;
  }
  const parts = [sysPart, showMany('unexpected', unexpectedMessages), showMany('expecting', expected)];
  return clean(parts)
    .map((part) => `\n${part}`)
    .join('');
}

function showMany(prefix: string, messages: readonly ErrorMessage[]): string {
  const texts = clean(messages.map((m) => m.text));
  if (texts.length === 0) return '';
  return `${prefix} ${commasOr(texts)}`;
}

function commasOr(texts: readonly string[]): string {
  if (texts.length === 1) return texts[0] ?? '';
  return `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1]}`;
}

function clean(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((t) => t !== ''))];
}

const asciiControlNames = [
  'NUL',
  'SOH',
  'STX',
  'ETX',
  'EOT',
  'ENQ',
  'ACK',
  'a',
  'b',
  't',
  'n',
  'v',
  'f',
  'r',
  'SO',
  'SI',
  'DLE',
  'DC1',
  'DC2',
  'DC3',
  'DC4',
  'NAK',
  'SYN',
  'ETB',
  'CAN',
  'EM',
  'SUB',
  'ESC',
  'FS',
  'GS',
  'RS',
  'US',
];

function escapeCodePoint(c: string, quote: '"' | "'"): string {
  if (c === quote || c === '\\') return `\\${c}`;
  const code = c.codePointAt(0) ?? 0;
  if (code < 32) return `\\${asciiControlNames[code]}`;
  if (code === 127) return '\\DEL';
  if (code > 127) return `\\${code}`;
  return c;
}

/** Haskell's `show` of a string: `"a\"b"`, non-ASCII as decimal escapes. */
export function showString(text: string): string {
  let out = '';
  let previous = '';
  for (const c of text) {
    const escaped = escapeCodePoint(c, '"');
    // Haskell separates a numeric escape from a following digit (and \SO from H) with the empty escape \&.
    if ((/^\\\d+$/.test(previous) && c >= '0' && c <= '9') || (previous === '\\SO' && c === 'H')) out += '\\&';
    out += escaped;
    previous = escaped;
  }
  return `"${out}"`;
}

/** Haskell's `show` of a character: `'c'`. */
export function showChar(c: string): string {
  return `'${escapeCodePoint(c, "'")}'`;
}
