import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';

// Its own file: the pager's behaviour is a chunk loaded by the first paged table, once per module graph.
const now = Date.parse('2026-11-23T12:00:00Z');
const rows: ApyTableRow[] = [
  {
    id: 1,
    created_at: '2026-11-23T11:00:00+00:00',
    chain_id: '8453',
    underlying_address: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
    ctoken_address: '0x014e08f05ac11bb532be62774a4c8b3ffc8f9779',
    totalSupplyApy: '6.53',
    supplyApy: '5.3',
    borrowApy: '12.2',
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the table pager, whose behaviour is a chunk of its own', () => {
  test('until it is in, the pager is the same box with its position and both buttons disabled; then they work', async () => {
    const onPageChange = vi.fn();
    const { container } = render(
      <ApyTable rows={rows} now={now} page={1} pageCount={3} onPageChange={onPageChange} locale="en-US" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Table pages' });
    const before = nav.outerHTML;
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(container.querySelector('[data-slot="pagination"]')?.outerHTML).toBe(before.replaceAll(' disabled=""', ''));
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  test('a bad page is refused at once, not after the chunk', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApyTable rows={rows} now={now} page={-1} onPageChange={() => {}} />)).toThrow(/page must be/);
  });

  test('server HTML (a streaming render) holds the working pager, and hydrating it keeps its nodes with no error', async () => {
    const onPageChange = vi.fn();
    const ui = <ApyTable rows={rows} now={now} page={1} pageCount={3} onPageChange={onPageChange} locale="en-US" />;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const stream = await renderToReadableStream(ui);
    await stream.allReady;
    const html = await new Response(stream).text();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const next = container.querySelector('[data-slot="next-page"]');
    expect(next).not.toHaveAttribute('disabled');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The server's renderer and the client's share one React here (a server has its own): that warning is the test's.
    const said = consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300));
    expect(said.filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
    // Hydration waits for the behaviour's chunk, keeping the server's nodes; once it is in, they work.
    await act(async () => {
      await import('../../src/components/ApyTable/Pagination');
    });
    expect(container.querySelector('[data-slot="next-page"]')).toBe(next);
    act(() => (next as HTMLButtonElement).click());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
