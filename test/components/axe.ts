import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a container and fails with the violations listed. jsdom has no layout, so contrast is checked in Storybook. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.html),
  }));
  expect(summary).toEqual([]);
}
