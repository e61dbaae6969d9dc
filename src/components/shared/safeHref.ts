// What the URL parser drops before it reads a scheme (WHATWG URL): leading C0 controls and spaces, tabs and newlines
// anywhere. Dropped here too, so "java\tscript:" and "\u0001javascript:" read as the scheme a browser sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters browsers ignore is the point
const ignoredByUrlParser = /^[\u0000-\u0020]+|[\t\n\r]/g;
const webUrlPattern = /^https?:/i;
const schemePattern = /^[a-z][a-z\d+.-]*:/i;
// For an http(s) page, "\\host", "/\host" and "\/host" name a host as "//host" does.
const networkPathPattern = /^[/\\]{2}/;

const warned = new Set<string>();

function refuse(href: string, where: string): undefined {
  if (typeof process === 'object' && process.env.NODE_ENV !== 'production' && !warned.has(href)) {
    warned.add(href);
    console.warn(
      `apy-rewards-kit: ${where} gave the href ${JSON.stringify(href.slice(0, 80))}, which is not http(s) or relative; it is shown as text, not as a link.`,
    );
  }
  return undefined;
}

/**
 * `href` when a product-supplied link is safe to render: an `http:` or `https:` URL, or one relative to the page; a
 * network-path `//host` only on an http(s) page (it takes the page's scheme). Anything else (`javascript:`, `data:`,
 * `vbscript:`, in any casing or split by controls) gives `undefined`, so it renders as text, with a warning in
 * development naming `where` it came from, once per href.
 */
export function safeHref(href: string | undefined, where: string): string | undefined {
  if (typeof href !== 'string' || href === '') return undefined;
  const parsed = href.replace(ignoredByUrlParser, '');
  const safe =
    webUrlPattern.test(parsed) ||
    (networkPathPattern.test(parsed)
      ? // A server rendering HTML serves it over http(s), and must agree with the page it hydrates.
        /^https?:$/.test(globalThis.location?.protocol ?? 'http:')
      : !schemePattern.test(parsed));
  return safe ? href : refuse(href, where);
}
