import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';
import { assetKey } from '../../src/core/latest';

const serverNow = Date.parse('2026-11-23T12:00:00Z');
const row: ApyTableRow = {
  id: 1,
  // 1 h 59 min 30 s old when the server renders: fresh there, stale (over 2 h) 90 s later in the browser.
  created_at: '2026-11-23T10:00:30+00:00',
  chain_id: '8453',
  underlying_address: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
  ctoken_address: '0x014e08f05ac11bb532be62774a4c8b3ffc8f9779',
  totalSupplyApy: '6.53',
  supplyApy: '5.3',
  borrowApy: '12.2',
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ApyTable hydrating server markup made earlier (a cached page)', () => {
  test('a table that never marks rows stale (the history view) sends no hidden stale mark "over Infinity minutes"', () => {
    vi.spyOn(Date, 'now').mockReturnValue(serverNow);
    const markup = renderToString(<ApyTable rows={[row]} locale="en-US" staleAfterMs={Infinity} />);
    expect(markup).not.toContain('data-slot="stale"');
    expect(markup).not.toContain('Infinity');
    expect(renderToString(<ApyTable rows={[row]} locale="en-US" />)).toContain('data-slot="stale"');
  });

  test('hydrates without a mismatch, then shows the browser clock: time text and stale mark', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(serverNow);
    const ui = <ApyTable rows={[row]} locale="en-US" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelector('[data-slot="updated"]')?.textContent).toBe('1 hr. ago');
    expect(container.querySelector('[data-slot="stale"]')).toHaveAttribute('hidden');

    now.mockReturnValue(serverNow + 90_000);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    expect(container.querySelector('[data-slot="updated"]')?.textContent).toBe('2 hr. ago');
    expect(container.querySelector('[data-slot="stale"]')).not.toHaveAttribute('hidden');
    expect(container.querySelector('[data-slot="row"]')).toHaveAttribute('data-stale');
  });
});

describe('a virtualized ApyTable in server HTML under a strict CSP', () => {
  const rows = Array.from({ length: 300 }, (_, index): ApyTableRow => ({ ...row, id: index + 1 }));

  test('holds no style attribute, which style-src without unsafe-inline would drop', () => {
    vi.spyOn(Date, 'now').mockReturnValue(serverNow);
    const markup = renderToString(<ApyTable rows={rows} locale="en-US" />);
    expect(markup).toContain('data-slot="spacer"');
    expect(markup).not.toMatch(/\sstyle="/);
  });

  test('sizes the loading rows and the spacer once hydrated, through the CSSOM', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(serverNow);
    const ui = <ApyTable rows={rows} locale="en-US" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // renderToString cannot stream the Suspense boundary, so React renders it again on the client (a recoverable
    // error here); a streaming server (Next.js) hydrates it. Either way the sizes come from the client.
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: () => {} });
    });
    const spacer = container.querySelector<HTMLElement>('[data-slot="spacer"] td');
    expect(spacer?.style.height).toMatch(/^[1-9]\d*px$/);
    // Unmounted here: the lazily loaded body would otherwise render after the test environment is gone.
    act(() => root?.unmount());
  });
});

describe('trends in server HTML', () => {
  const series = ['5.1', '5.8', '6.53'].map(
    (total, index): ApyTableRow => ({
      ...row,
      id: 10 + index,
      created_at: `2026-11-23T${String(8 + index).padStart(2, '0')}:00:30+00:00`,
      totalSupplyApy: total,
    }),
  );
  const name = 'Total supply APY trend over the last 24 hours: from 5.10% to 6.53%';

  test('server HTML holds each trend as its named empty image; hydration keeps it, then the line is drawn', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(serverNow);
    const ui = <ApyTable rows={[row]} history={new Map([[assetKey(row), series]])} locale="en-US" />;
    const container = document.createElement('div');
    const markup = renderToString(ui);
    // Nothing waited for: no boundary the client would have to render again.
    expect(markup).not.toContain('<!--$');
    container.innerHTML = markup;
    document.body.append(container);
    const image = () => container.querySelector(`svg[role="img"][aria-label="${name}"]`);
    expect(image()).toHaveAttribute('data-trend', 'up');
    expect(image()?.querySelector('polyline')).toBeNull();

    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    await waitFor(() => expect(image()?.querySelector('polyline')).not.toBeNull());
    act(() => root?.unmount());
  });
});
