import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { HttpError } from '../../src/core/errors';

// Its own file: the alert's words are a chunk loaded by the first error, once per module graph; here by hydration.
const failure = new HttpError('HTTP 503', { status: 503, url: 'https://x/rest/v1/asset-total-apy', body: null });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a table alert in server HTML', () => {
  test('server HTML (a streaming render) holds the whole alert, and hydrating it keeps that node with no error', async () => {
    const onRetry = vi.fn();
    const ui = <ApyTable rows={[]} error={failure} onRetry={onRetry} locale="en-US" />;
    const stream = await renderToReadableStream(ui);
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('data-slot="error-message"');
    expect(html).toContain('The service is having trouble.');
    expect(html).toContain('data-slot="retry"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const message = container.querySelector('[data-slot="error-message"]');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    // Hydration waits for the words' chunk, keeping the server's nodes; once it is in, they work.
    await act(async () => {
      await import('../../src/components/ApyTable/ErrorAlert');
    });
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalledOnce();
    expect(errors).toEqual([]);
    // The server's renderer and the client's share one React here (a server has its own): that warning is the test's.
    const said = consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300));
    expect(said.filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
    expect(container.querySelector('[data-slot="error-message"]')).toBe(message);
  });
});
