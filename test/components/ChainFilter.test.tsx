import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ChainFilter } from '../../src/components/ChainFilter/ChainFilter';
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
  expect(container.querySelector('legend')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
});
