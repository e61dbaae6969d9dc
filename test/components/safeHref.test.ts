// @vitest-environment node
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeHref } from '../../src/components/shared/safeHref';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('safeHref keeps', () => {
  it.each([
    'https://app.example/markets/1',
    'http://app.example/',
    'HTTPS://APP.EXAMPLE/',
    ' https://app.example/',
    '/markets/1',
    'markets/1',
    './markets/1?chain=mode#top',
    '../up',
    '?page=2',
    '#market',
    // Relative: a path whose first segment holds no colon before a slash.
    './javascript:alert(1)',
    // Not stripped by the URL parser, so a relative path, not a scheme.
    '\u00a0javascript:alert(1)',
  ])('%j', (href) => {
    expect(safeHref(href, 'test')).toBe(href);
  });

  it('a network-path reference on the server and on an http(s) page, where it takes the http(s) scheme', () => {
    expect(safeHref('//app.example/markets/1', 'test')).toBe('//app.example/markets/1');
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(safeHref('//app.example/markets/1', 'test')).toBe('//app.example/markets/1');
  });
});

describe('safeHref refuses, as undefined', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    '  \t javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://app.example/1',
    'ftp://files.example',
    'mailto:a@example.com',
  ])('%j', (href) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeHref(href, 'test')).toBeUndefined();
  });

  it.each(['//evil.example', '\\\\evil.example', '/\\evil.example', '\t//evil.example'])(
    'the network-path reference %j on a page that is not http(s)',
    (href) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal('location', { protocol: 'file:' });
      expect(safeHref(href, 'test')).toBeUndefined();
    },
  );

  it('nothing to link: undefined and the empty string, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeHref(undefined, 'test')).toBeUndefined();
    expect(safeHref('', 'test')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('safeHref warns', () => {
  it('in development, once per href, naming where it came from', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    safeHref('javascript:void(1)', 'getRowHref');
    safeHref('javascript:void(1)', 'getRowHref');
    safeHref('javascript:void(2)', 'getRowHref');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^apy-rewards-kit: getRowHref gave the href "javascript:void\(1\)"/);
  });

  it('never in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeHref('javascript:void(3)', 'getRowHref')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('safeHref agrees with the URL parser', () => {
  const pieces = [
    'java',
    'JaVa',
    'script',
    'data',
    'vbscript',
    'http',
    'HTTPS',
    's',
    ':',
    '/',
    '\\',
    '//',
    '?',
    '#',
    '.',
  ];
  const controls = ['\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u00a0', '\u202e'];
  const href = fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...controls), fc.string({ maxLength: 3 })), {
      maxLength: 8,
    })
    .map((parts) => parts.join(''));

  test.prop([href], { numRuns: 2000 })('a kept href opens http(s) from an https page, a refused one would not', (h) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let protocol: string;
    try {
      protocol = new URL(h, 'https://page.example/dir/').protocol;
    } catch {
      return;
    }
    const opensWeb = protocol === 'http:' || protocol === 'https:';
    expect(safeHref(h, 'test') !== undefined || h === '').toBe(opensWeb);
  });
});
