import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { germanMessages } from '../../stories/germanMessages';
import { dayOfHistory, latestRows, sampleNow } from '../../stories/storyData';

const noop = () => {};

function pageInfo(container: HTMLElement) {
  return container.querySelector('[data-slot="page-info"]')?.textContent;
}

describe('numbers in the table’s sentences follow its locale', () => {
  test('a history of more than a thousand pages groups the page count (en-US "1,152")', () => {
    const { container } = render(
      <ApyTable rows={latestRows} now={sampleNow} locale="en-US" page={999} pageCount={1152} onPageChange={noop} />,
    );
    expect(pageInfo(container)).toBe('Page 1,000 of 1,152');
  });

  test('German messages with de-DE read "Seite 1 von 1.152", and an unknown page count "Seite 1.000"', () => {
    const { container, rerender } = render(
      <ApyTable
        rows={latestRows}
        now={sampleNow}
        locale="de-DE"
        messages={germanMessages}
        page={0}
        pageCount={1152}
        onPageChange={noop}
      />,
    );
    expect(pageInfo(container)).toBe('Seite 1 von 1.152');
    rerender(
      <ApyTable
        rows={latestRows}
        now={sampleNow}
        locale="de-DE"
        messages={germanMessages}
        page={999}
        pageCount={null}
        hasNextPage
        onPageChange={noop}
      />,
    );
    expect(pageInfo(container)).toBe('Seite 1.000');
  });

  test('in ar-EG the pager uses the digits of the APY cells (Arabic-Indic)', () => {
    const { container } = render(
      <ApyTable
        rows={latestRows}
        now={sampleNow}
        locale="ar-EG"
        messages={{ table: { pageOf: (page, count) => `الصفحة ${page} من ${count}` } }}
        page={1}
        pageCount={4}
        onPageChange={noop}
      />,
    );
    expect(container.querySelector('[data-column="supplyApy"][data-slot="cell"]')?.textContent).toMatch(/[٠-٩]/);
    expect(pageInfo(container)).toBe('الصفحة ٢ من ٤');
  });

  test('the English trend description says "the last hour" for a one-hour trend, "24 hours" by default', () => {
    const labels = (trendHours?: number) => {
      const { container, unmount } = render(
        <ApyTable rows={latestRows} history={dayOfHistory} trendHours={trendHours} now={sampleNow} locale="en-US" />,
      );
      const found = [...container.querySelectorAll('[data-slot="sparkline"]')].map((svg) =>
        svg.getAttribute('aria-label'),
      );
      unmount();
      return found;
    };
    const oneHour = labels(1);
    expect(oneHour.length).toBeGreaterThan(0);
    for (const label of oneHour) expect(label).toMatch(/^Total supply APY trend over the last hour: from /);
    for (const label of labels()) expect(label).toMatch(/^Total supply APY trend over the last 24 hours: from /);
  });

  test("the trend's hours and the stale threshold's minutes are written in the table's locale", () => {
    const { container } = render(
      <ApyTable
        rows={latestRows}
        history={dayOfHistory}
        trendHours={1.5}
        staleAfterMs={1501 * 60_000}
        now={sampleNow + 30 * 60 * 60_000}
        locale="de-DE"
        messages={germanMessages}
      />,
    );
    const trend = container.querySelector('[data-slot="sparkline"]')?.getAttribute('aria-label');
    expect(trend).toMatch(/^Gesamtrendite der letzten 1,5 Stunden: von /);
    const stale = container.querySelector('[data-slot="stale"]');
    expect(stale).toHaveAttribute('title', 'Seit über 1.501 Minuten kein Stand');
    expect(stale).toHaveTextContent('Veraltet (Seit über 1.501 Minuten kein Stand)');
  });

  test('in ar-EG the English default threshold is in Arabic-Indic digits, as the cells are', () => {
    const { container } = render(
      <ApyTable rows={latestRows} staleAfterMs={1501 * 60_000} now={sampleNow + 30 * 60 * 60_000} locale="ar-EG" />,
    );
    expect(container.querySelector('[data-slot="stale"]')).toHaveAttribute(
      'title',
      'No snapshot for over ١٬٥٠١ minutes',
    );
  });
});
