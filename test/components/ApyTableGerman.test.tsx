import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { defaultMessages } from '../../src/i18n/messages';
import meta, { German } from '../../stories/ApyTableGerman.stories';

/** Every English default as text: strings as they are, functions called with sample values and split around them. */
function englishPieces(): string[] {
  const sample = ['⟦0⟧', '⟦1⟧', '⟦2⟧'];
  const pieces: string[] = [];
  for (const group of Object.values(defaultMessages)) {
    for (const message of Object.values(group) as (string | ((...args: unknown[]) => string))[]) {
      const text = typeof message === 'function' ? message(...sample) : message;
      pieces.push(...text.split(/⟦\d⟧/).map((piece) => piece.trim()));
    }
  }
  // Fragments of one or two letters ("on", "%") say nothing about the language.
  return [...new Set(pieces)].filter((piece) => piece.length > 2);
}

/** Whether `piece` occurs in `text` as whole words ("All" is not in "Alle"). */
function containsWords(text: string, piece: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(text);
}

/** Visible text and every accessible label, description and title of a rendered tree. */
function allText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const hidden = [...root.ownerDocument.querySelectorAll('[hidden]')].map((element) => element.textContent ?? '');
  return [root.textContent ?? '', ...attributes, ...hidden].join('\n');
}

describe('German story', () => {
  const args = { ...meta.args, ...German.args };

  test.each([
    ['loaded', {}],
    ['loading', { rows: [], loading: true }],
    ['empty', { rows: [] }],
    ['error', { rows: [], error: new Error('boom'), onRetry: () => {} }],
  ])('%s: no English default message is left', (_, state) => {
    const { container } = render(<ApyTable {...args} {...state} />);
    const text = allText(container);
    const english = englishPieces().filter((piece) => containsWords(text, piece));
    expect(english).toEqual([]);
  });

  test('numbers follow de-DE', () => {
    const { container } = render(<ApyTable {...args} />);
    expect(container.textContent).toMatch(/\d,\d\d\s%/);
  });

  test('the check would catch English: the default table fails it', () => {
    const { container } = render(<ApyTable {...args} messages={undefined} />);
    expect(englishPieces().filter((piece) => containsWords(allText(container), piece)).length).toBeGreaterThan(5);
  });
});

describe('headless story', () => {
  test('the card grid shows the same figures, in the same order, as the built-in table', async () => {
    const { default: headless } = await import('../../stories/ApyTableHeadless.stories');
    const Cards = headless.component;
    const cards = render(<Cards {...headless.args} />);
    const cardTotals = [...cards.container.querySelectorAll('[data-slot="total"]')].map((node) => node.textContent);
    cards.unmount();
    const table = render(
      <ApyTable
        rows={headless.args.rows}
        history={headless.args.history}
        now={meta.args.now}
        defaultSort={{ column: 'totalSupplyApy', direction: 'descending' }}
      />,
    );
    const tableTotals = [...table.container.querySelectorAll('[data-slot="row"] [data-column="totalSupplyApy"]')].map(
      (cell) => cell.firstChild?.textContent?.trim(),
    );
    expect(cardTotals.length).toBeGreaterThan(5);
    expect(cardTotals).toEqual(tableTotals);
  });
});
