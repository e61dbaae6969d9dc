import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApyTableRow } from '../../src/components/ApyTable/ApyTable';

// A table above `virtualizeThreshold` where nothing can be measured: jsdom (no layout) and the server. Each test takes a
// fresh module graph, so whether the lazily loaded body is already there is up to the test.

const now = Date.parse('2026-11-23T12:00:00Z');
const rows = Array.from(
  { length: 1000 },
  (_, index): ApyTableRow => ({
    id: index + 1,
    created_at: '2026-11-23T11:30:00+00:00',
    chain_id: '8453',
    underlying_address: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
    ctoken_address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    totalSupplyApy: '6.53',
    supplyApy: String(index / 100),
    borrowApy: '12.2',
  }),
);

async function freshApyTable() {
  vi.resetModules();
  return (await import('../../src/components/ApyTable/ApyTable')).ApyTable;
}

/** The body rows of server HTML, each as markup. */
function serverRows(markup: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.querySelectorAll('tbody > tr')].map((row) => row.outerHTML);
}

const dataRows = () => document.querySelectorAll('tbody > [data-slot="row"]');

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(now);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a virtualized ApyTable without layout', () => {
  test('in jsdom: the first rows while the body loads, and still once it has measured its box as 0 high', async () => {
    const ApyTable = await freshApyTable();
    const { container } = render(<ApyTable rows={rows} now={now} />);
    const first = dataRows().length;
    expect(first).toBeGreaterThan(0);
    await waitFor(() => expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dataRows()).toHaveLength(first);
    expect(first).toBeLessThan(40);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
  });

  test('in server HTML: data rows, whether or not the body was loaded yet, and the same ones', async () => {
    const ApyTable = await freshApyTable();
    const ui = <ApyTable rows={rows} now={now} locale="en-US" />;
    const cold = renderToString(ui);
    await import('../../src/components/ApyTable/VirtualRows');
    // React.lazy resolves on a microtask after its import.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const warm = renderToString(ui);
    expect(cold).toContain('<!--$!-->');
    expect(warm).not.toContain('<!--$!-->');
    const coldRows = serverRows(cold);
    expect(coldRows.filter((row) => row.includes('data-slot="row"')).length).toBeGreaterThan(5);
    expect(cold).not.toContain('skeleton');
    expect(coldRows).toEqual(serverRows(warm));
  });

  test('hydrates the server HTML of a loaded body without a mismatch, keeping its rows', async () => {
    const ApyTable = await freshApyTable();
    const ui = <ApyTable rows={rows} now={now} locale="en-US" />;
    renderToString(ui);
    await import('../../src/components/ApyTable/VirtualRows');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverRow = container.querySelector('[data-slot="row"]');
    expect(serverRow).not.toBeNull();

    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    // The same element: hydrated in place, not replaced by a client render.
    expect(container.querySelector('[data-slot="row"]')).toBe(serverRow);
    expect(dataRows().length).toBeGreaterThan(5);
    act(() => root?.unmount());
  });
});
