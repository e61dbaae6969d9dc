import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ChainFilter, type ChainFilterValue } from '../../src/components/ChainFilter/ChainFilter';
import { protocolChainIds } from '../../src/core/chainRegistry';
import { expectNoAxeViolations } from './axe';

test('a radio group All / Mode / Base, operable with arrow keys', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<ChainFilter onValueChange={onValueChange} />);
  const group = screen.getByRole('group', { name: 'Chain' });
  expect(group).toHaveAttribute('data-slot', 'chain-filter');
  const all = screen.getByRole('radio', { name: 'All' });
  expect(all).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Mode' }));
  expect(onValueChange).toHaveBeenLastCalledWith(34443);
  expect(screen.getByRole('radio', { name: 'Mode' })).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(onValueChange).toHaveBeenLastCalledWith(8453);
  expect(screen.getByRole('radio', { name: 'Base' })).toBeChecked();
});

test('each option carries its state for product CSS (data-state="checked" | "unchecked")', async () => {
  const user = userEvent.setup();
  render(<ChainFilter unstyled />);
  const stateOf = (name: string) =>
    screen.getByRole('radio', { name }).closest('[data-slot="option"]')?.getAttribute('data-state');
  expect([stateOf('All'), stateOf('Mode'), stateOf('Base')]).toEqual(['checked', 'unchecked', 'unchecked']);
  await user.click(screen.getByRole('radio', { name: 'Base' }));
  expect([stateOf('All'), stateOf('Mode'), stateOf('Base')]).toEqual(['unchecked', 'unchecked', 'checked']);
});

test('controlled value and no "All" option', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<ChainFilter value={8453} includeAll={false} onValueChange={onValueChange} label="Network" />);
  expect(screen.getByRole('group', { name: 'Network' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'All' })).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Mode' }));
  expect(onValueChange).toHaveBeenCalledWith(34443);
  expect(screen.getByRole('radio', { name: 'Base' })).toBeChecked();
});

test('spreads props, merges className, unstyled, and has no axe violations', async () => {
  const { container, rerender } = render(<ChainFilter className="mine" data-testid="filter" />);
  expect(screen.getByTestId('filter').className).toBe('ark-seg mine');
  await expectNoAxeViolations(container);
  rerender(<ChainFilter className="mine" data-testid="filter" unstyled />);
  expect(screen.getByTestId('filter').className).toBe('mine');
  expect(container.querySelector('[class*="ark-"]')).toBeNull();
  // Still only for assistive technology, as every other hidden label of the kit.
  expect(container.querySelector('legend')).toHaveStyle({
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
  });
});

test('arrow keys move focus and the choice together; a controlled parent re-rendering keeps focus on the radio', async () => {
  const user = userEvent.setup();
  function Product() {
    const [value, setValue] = useState<ChainFilterValue>('all');
    return (
      <>
        <ChainFilter chains={protocolChainIds} value={value} onValueChange={setValue} />
        <output>{String(value)}</output>
      </>
    );
  }
  render(<Product />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  const mode = screen.getByRole('radio', { name: 'Mode' });
  expect(mode).toHaveFocus();
  expect(mode).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('34443');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'OP Mainnet' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('10');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'Base' })).toHaveFocus();
  expect(document.activeElement).not.toBe(document.body);
  // Only the chosen radio is in the tab order (roving focus): Tab leaves the group.
  await user.tab();
  expect(document.activeElement?.closest('fieldset')).toBeNull();
});

test('every option is labelled from the chain registry, unknown ids by their id', () => {
  render(<ChainFilter chains={[...protocolChainIds, 999999]} />);
  expect(screen.getAllByRole('radio')).toHaveLength(protocolChainIds.length + 2);
  expect(screen.getByRole('radio', { name: 'Metal L2' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '999999' })).toBeInTheDocument();
});
