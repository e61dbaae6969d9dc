import { render } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApyChart } from '../../src/components/ApyChart/ApyChart';

// Its own file: the reader's zone is the runtime's, and the axis builds its formatter once per locale and zone, so the
// zone is New York's before any formatter is built.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const HOUR = 3_600_000;

test('the x axis says no label twice on the day a clock turns forward', () => {
  // A day of hourly batches in New York from 10:00 on 7 March 2026 spans 23 hours: 8 March has 23, so the newest
  // batch is at 10:00 too. Clock times alone said "10:00 AM" at both ends.
  const first = Date.UTC(2026, 2, 7, 15);
  const points = [0, 23].map((hours, i) => ({
    time: new Date(first + hours * HOUR).toISOString(),
    timeMs: first + hours * HOUR,
    supply: null,
    totalSupply: String(5 + i),
    reward: null,
    borrow: null,
  }));
  render(<ApyChart points={points} locale="en-US" />);
  const shown = [...document.querySelectorAll('[data-slot="x-axis"] span')].map((label) => label.textContent);
  expect(shown).toEqual(['Mar 7, 10:00 AM', 'Mar 7, 6:00 PM', 'Mar 8, 1:00 AM', 'Mar 8, 10:00 AM']);
});
