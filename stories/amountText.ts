/**
 * A Testing Library matcher for a badge amount by its whole text. Text matchers read an element's own text nodes, and
 * the exact view draws a long fraction in a box of its own (`data-slot="fraction"`), so the amount is matched here.
 */
export function amountText(text: string) {
  return (_content: string, element: Element | null) =>
    element?.getAttribute('data-slot') === 'amount' && element.textContent === text;
}
