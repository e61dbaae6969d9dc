import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { HttpError } from '../../src/core/errors';

// Its own file: the alert's words are a chunk loaded by the first error, once per module graph.
const failure = new HttpError('HTTP 503', { status: 503, url: 'https://x/rest/v1/asset-total-apy', body: null });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the table alert, whose words are a chunk of their own', () => {
  test('until the words are in, the alert box shows its title hidden from screen readers, so it speaks once, whole', async () => {
    render(<ApyTable rows={[]} error={failure} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('[data-slot="error-message"]')).toBeNull();
    expect(alert.querySelector('[data-slot="error-title"]')).toHaveAttribute('aria-hidden', 'true');
    await screen.findByText('The service is having trouble.');
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.querySelector('[data-slot="error-title"]')).not.toHaveAttribute('aria-hidden');
    expect(alert).toHaveTextContent('Couldn’t load market APYs');
  });
});
