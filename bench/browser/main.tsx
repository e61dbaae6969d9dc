// The browser half of `npm run bench`, built by bench/run.mjs with Vite (production React) and driven by
// playwright-core. It exposes `window.__bench.run(options)`, which returns every measurement as plain JSON.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  ApyTable,
  type ApyTableColumn,
  type ApyTableProps,
  type ApyTableRow,
} from '../../src/components/ApyTable/ApyTable';
import { rewardApy } from '../../src/components/ApyTable/rewardApy';
import { chainById } from '../../src/core/chains';
import { createConfig } from '../../src/core/config';
import { formatApy } from '../../src/format/formatApy';
import { formatRelativeTime } from '../../src/format/formatRelativeTime';
import { shortenAddress } from '../../src/format/shortenAddress';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { useAssetApys } from '../../src/react/useAssetApys';
import { createSampleAssetApys, sampleMarkets } from '../../src/testing/fixtures';
import '../../src/styles/index.css';
import { chartVariants } from './chart';

/** Options of one run; bench/run.mjs passes them. */
export interface BenchOptions {
  /** Untimed mounts of each variant before measuring. */
  warmup: number;
  /** Timed A/B pairs for the 1,000-row tables. */
  rounds1000: number;
  /** Timed A/B pairs for the 10,000-row tables. */
  rounds10000: number;
}

/** One A/B comparison: medians of the mount times and the median of the per-round ratios A / B. */
export interface Comparison {
  rows: number;
  rounds: number;
  componentMs: number;
  plainMs: number;
  /** Medians of the part of each mount spent in React's render and commit (the rest is style and layout). */
  componentReactMs: number;
  plainReactMs: number;
  ratio: number;
  /** Table rows in the DOM after mounting the component (virtualization check). */
  componentDomRows: number;
  plainDomRows: number;
}

/** Everything the page measures. */
export interface BenchResults {
  table1000: Comparison;
  table1000Default: Comparison;
  /** Every row rendered, default columns plus one product column (a button). */
  table1000CustomColumn: Comparison;
  /** Every row rendered with the default `staleAfterMs`, so nearly every row carries a "Stale" pill. */
  table1000AllStale: Comparison;
  table10000Virtual: Comparison;
  /** `ApyChart` with 720 points against a bare `<svg>` with one `<polyline>` per series. */
  chart720: Comparison;
  dedupe: { hooks: number; pageRequests: number; prefetchRequests: number; totalRequests: number };
  pageFlip: {
    requestsForNewPage: number;
    otherRequestsAfterSwitch: number;
    firstRenderShowsNewPage: boolean;
    prefetchedBeforeSwitch: boolean;
  };
  userAgent: string;
  gc: boolean;
}

declare global {
  interface Window {
    __bench?: {
      run: (options: BenchOptions) => Promise<BenchResults>;
      table1000Only: (rounds: number, extra?: Partial<ApyTableProps>) => Promise<Comparison>;
      chart720Only: (rounds: number) => Promise<Comparison>;
      layoutShiftSkeleton: (variant: SkeletonVariant) => Promise<LayoutBoxes>;
      layoutShiftSwap: () => Promise<LayoutBoxes>;
      layoutShiftFinish: () => LayoutShiftPass;
    };
    gc?: () => void;
  }
}

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const LOCALE = 'en-US';

function sampleRows(count: number): ApyTableRow[] {
  const rows = createSampleAssetApys({ now: NOW, hours: Math.ceil(count / 14) + 8 });
  if (rows.length < count) throw new Error(`fixtures gave ${rows.length} rows, need ${count}`);
  return rows.slice(0, count);
}

const symbols = new Map(sampleMarkets.map((m) => [`${m.chainId}:${m.underlyingAddress}`, m.symbol]));
const headers = ['Market', 'Chain', 'Supply APY', 'Total supply APY', 'Borrow APY', 'Updated'];

/** The baseline: a bare `<table>` with the same formatted strings as `ApyTable`'s cells, computed during render. */
function PlainTable({ rows }: { rows: readonly ApyTableRow[] }) {
  return (
    <table>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const symbol = symbols.get(`${row.chain_id}:${row.underlying_address}`);
          const reward = rewardApy(row.totalSupplyApy, row.supplyApy);
          const total = formatApy(row.totalSupplyApy, { locale: LOCALE });
          return (
            <tr key={row.id}>
              <th scope="row">{`${symbol ?? '?'} ${shortenAddress(row.underlying_address)}`}</th>
              <td>{chainById(row.chain_id)?.label ?? `Chain ${row.chain_id}`}</td>
              <td>{formatApy(row.supplyApy, { locale: LOCALE })}</td>
              <td>
                {reward === null
                  ? total
                  : `${total} ${formatApy(reward, { locale: LOCALE, signDisplay: 'always' })} rewards`}
              </td>
              <td>{formatApy(row.borrowApy, { locale: LOCALE })}</td>
              <td>{formatRelativeTime(row.created_at, { now: NOW, locale: LOCALE })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Mounted {
  ms: number;
  /** The part in React's render and commit (the rest is style and layout). */
  reactMs: number;
  domRows: number;
}

/** Mounts one element in a fresh root: the time of the synchronous render and commit plus a forced layout. */
function mountOnce(element: ReactElement): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(element));
  const rendered = performance.now();
  void document.body.offsetHeight;
  const ms = performance.now() - start;
  const domRows = container.querySelectorAll('tbody tr').length;
  root.unmount();
  container.remove();
  return { ms, reactMs: rendered - start, domRows };
}

/** A/B mounts alternating which goes first, each pair after a GC (when exposed) and a task boundary. */
async function compare(
  component: () => ReactElement,
  plain: () => ReactElement,
  rows: number,
  warmup: number,
  rounds: number,
): Promise<Comparison> {
  for (let i = 0; i < warmup; i++) {
    mountOnce(component());
    mountOnce(plain());
    await nextTask();
  }
  const a: number[] = [];
  const b: number[] = [];
  const aReact: number[] = [];
  const bReact: number[] = [];
  const ratios: number[] = [];
  let componentDomRows = 0;
  let plainDomRows = 0;
  for (let round = 0; round < rounds; round++) {
    window.gc?.();
    await nextTask();
    let first: Mounted;
    let second: Mounted;
    if (round % 2 === 0) {
      first = mountOnce(component());
      await nextTask();
      second = mountOnce(plain());
    } else {
      second = mountOnce(plain());
      await nextTask();
      first = mountOnce(component());
    }
    a.push(first.ms);
    b.push(second.ms);
    aReact.push(first.reactMs);
    bReact.push(second.reactMs);
    ratios.push(first.ms / second.ms);
    componentDomRows = first.domRows;
    plainDomRows = second.domRows;
  }
  return {
    rows,
    rounds,
    componentMs: median(a),
    plainMs: median(b),
    componentReactMs: median(aReact),
    plainReactMs: median(bReact),
    ratio: median(ratios),
    componentDomRows,
    plainDomRows,
  };
}

// ---- Hooks: requests counted at an injected fetch ----

const LATENCY_MS = 30;
const PAGE_SIZE = 25;
const hookRows = createSampleAssetApys({ now: NOW }).filter((row) => row.chain_id === '8453');

/** A fetch that answers like PostgREST (rows sliced by `Range`, `Content-Range` with the total) and logs each `Range`. */
function countingFetch(log: string[]): typeof fetch {
  return async (_input, init) => {
    const range = new Headers(init?.headers).get('range') ?? '';
    log.push(range);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    const [from = 0, to = hookRows.length - 1] = range.split('-').map(Number);
    const slice = hookRows.slice(from, to + 1);
    return new Response(JSON.stringify(slice), {
      status: 206,
      headers: {
        'content-type': 'application/json',
        'content-range': `${from}-${from + slice.length - 1}/${hookRows.length}`,
      },
    });
  };
}

function pageRange(page: number): string {
  return `${page * PAGE_SIZE}-${(page + 1) * PAGE_SIZE - 1}`;
}

function setup(log: string[]) {
  const config = createConfig({
    apyUrl: 'https://bench.invalid/rest/v1',
    anonKey: 'bench-anon-key',
    rewardsUrl: 'https://bench.invalid',
    fetch: countingFetch(log),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (children: ReactNode) =>
    flushSync(() =>
      root.render(
        <QueryClientProvider client={client}>
          <ApyRewardsProvider config={config}>{children}</ApyRewardsProvider>
        </QueryClientProvider>,
      ),
    );
  const dispose = () => {
    root.unmount();
    container.remove();
    client.clear();
  };
  return { client, render, dispose };
}

/** Resolves once nothing has been fetching for `quietMs` in a row (prefetches start in effects after a success). */
async function settle(client: QueryClient, done: () => boolean, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (client.isFetching() > 0 || !done()) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) return;
  }
  throw new Error('queries did not settle');
}

/** One of the identical hooks of the dedupe measurement. */
function Probe({ index, loaded }: { index: number; loaded: Set<number> }) {
  const result = useAssetApys({ chainId: 8453, pageSize: PAGE_SIZE });
  if (result.isSuccess) loaded.add(index);
  return null;
}

interface PagerRender {
  page: number;
  firstId: number | undefined;
  placeholder: boolean;
}

/** A paged list whose page the measurement switches through `control.goTo`; logs what each render shows. */
function Pager({ renders, control }: { renders: PagerRender[]; control: { goTo: (page: number) => void } }) {
  const [page, setPage] = useState(0);
  control.goTo = setPage;
  const result = useAssetApys({ chainId: 8453, pageSize: PAGE_SIZE, page });
  renders.push({ page, firstId: result.rows[0]?.id, placeholder: result.isPlaceholderData });
  return null;
}

async function measureDedupe(hooks = 20): Promise<BenchResults['dedupe']> {
  const log: string[] = [];
  const { client, render, dispose } = setup(log);
  const loaded = new Set<number>();
  try {
    render(
      Array.from({ length: hooks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical probes, identified by position
        <Probe key={index} index={index} loaded={loaded} />
      )),
    );
    await settle(client, () => loaded.size === hooks);
    return {
      hooks,
      pageRequests: log.filter((range) => range === pageRange(0)).length,
      prefetchRequests: log.filter((range) => range === pageRange(1)).length,
      totalRequests: log.length,
    };
  } finally {
    dispose();
  }
}

async function measurePageFlip(): Promise<BenchResults['pageFlip']> {
  const log: string[] = [];
  const { client, render, dispose } = setup(log);
  const renders: PagerRender[] = [];
  const control = { goTo: (_page: number) => {} };
  try {
    render(<Pager renders={renders} control={control} />);
    await settle(client, () => renders.at(-1)?.firstId !== undefined);
    const prefetchedBeforeSwitch = log.includes(pageRange(1));
    const before = log.length;
    const rendersBefore = renders.length;
    flushSync(() => control.goTo(1));
    const first = renders[rendersBefore];
    await settle(client, () => true);
    const after = log.slice(before);
    const requestsForNewPage = after.filter((range) => range === pageRange(1)).length;
    return {
      requestsForNewPage,
      otherRequestsAfterSwitch: after.length - requestsForNewPage,
      firstRenderShowsNewPage:
        first !== undefined && first.page === 1 && !first.placeholder && first.firstId === hookRows[PAGE_SIZE]?.id,
      prefetchedBeforeSwitch,
    };
  } finally {
    dispose();
  }
}

const supplyColumn: ApyTableColumn = {
  id: 'supply',
  header: 'Action',
  cell: (row) => (
    <button type="button" data-ctoken={row.ctoken_address}>
      Supply
    </button>
  ),
};
const withSupply = ['token', 'chain', 'supplyApy', 'totalSupplyApy', 'borrowApy', 'updated', supplyColumn] as const;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: readonly { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Which skeleton the CLS pass shows: the shipped one, or a deliberately wrong one that must register a shift. */
export type SkeletonVariant = 'shipped' | 'narrow-cells' | 'short-rows';

/** Element boxes of one state of the CLS pass (px, rounded). */
export interface LayoutBoxes {
  headerLefts: number[];
  headerWidths: number[];
  bodyRows: number;
  rowHeights: number[];
  tableHeight: number;
  belowTop: number;
  /** Skeleton bars with a non-zero box (the skeleton is really laid out). */
  visibleSkeletonBars: number;
  /** [x, y, width, height] of the header cells, then of the content after the table. */
  tracked: [number, number, number, number][];
  viewport: [number, number];
}

/** One CLS pass: skeleton, then 25 loaded rows, with the page's layout-shift entries around both. */
export interface LayoutShiftPass {
  variant: SkeletonVariant;
  /** Σ value of the entries after the swap without recent input: the CLS of data replacing the skeleton. */
  shift: number;
  /** Σ value of the entries after the swap that had recent input (excluded from `shift`). */
  excludedInputShift: number;
  /** Entries from registering the observer (before the skeleton) up to the swap. */
  shiftBeforeSwap: number;
  entries: { value: number; hadRecentInput: boolean; afterSwap: boolean; sources: string[] }[];
  skeleton: LayoutBoxes;
  loaded: LayoutBoxes;
  /** The same formula from element boxes, including the sticky header cells Chromium leaves out. */
  boxScore: number;
  /** Largest move of a header cell's left edge between the two states (px). */
  headerMovePx: number;
  /** Loaded table height minus skeleton table height (px). */
  tableHeightChangePx: number;
}

// Deliberately wrong skeletons (the library's rules are zero-specificity `:where`, so these win): the negative
// controls that prove the measurement sees column and row mismatches.
const controlStyles: Record<Exclude<SkeletonVariant, 'shipped'>, string> = {
  'narrow-cells': '[data-bench-variant="narrow-cells"] [data-slot="skeleton-row"] .ark-skeleton { width: 1rem; }',
  'short-rows':
    '[data-bench-variant="short-rows"] [data-slot="skeleton-row"] { height: 20px; } ' +
    '[data-bench-variant="short-rows"] [data-slot="skeleton-row"] > * { padding-block: 0; }',
};

function describeNode(node: Node | null): string {
  if (!(node instanceof Element)) return node ? node.nodeName : 'null';
  const slot = node.getAttribute('data-slot');
  return `${node.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ''}`;
}

function boxes(container: HTMLElement): LayoutBoxes {
  const round = (value: number) => Math.round(value * 10) / 10;
  const ths = [...container.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
  const rows = [...container.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect());
  const bars = [...container.querySelectorAll('[data-slot="skeleton"]')].map((bar) => bar.getBoundingClientRect());
  return {
    headerLefts: ths.map((rect) => round(rect.left)),
    headerWidths: ths.map((rect) => round(rect.width)),
    bodyRows: rows.length,
    rowHeights: [...new Set(rows.map((rect) => round(rect.height)))],
    tableHeight: round(container.querySelector('table')?.getBoundingClientRect().height ?? 0),
    belowTop: round(container.querySelector('[data-bench="below"]')?.getBoundingClientRect().top ?? 0),
    visibleSkeletonBars: bars.filter((rect) => rect.width > 0 && rect.height > 0).length,
    tracked: [...container.querySelectorAll('thead th, [data-bench="below"]')].map((element) => {
      const rect = element.getBoundingClientRect();
      return [round(rect.x), round(rect.y), round(rect.width), round(rect.height)];
    }),
    viewport: [window.innerWidth, window.innerHeight],
  };
}

/**
 * The layout-shift formula (impact fraction × distance fraction) over the header cells and the content after the
 * table, from their boxes: Chromium reports no shift for `position: sticky` elements such as the header cells.
 */
function boxScore(before: LayoutBoxes, after: LayoutBoxes): number {
  const [width, height] = after.viewport;
  const visibleArea = ([x, y, w, h]: readonly [number, number, number, number]) =>
    Math.max(0, Math.min(x + w, width) - Math.max(x, 0)) * Math.max(0, Math.min(y + h, height) - Math.max(y, 0));
  let impact = 0;
  let distance = 0;
  after.tracked.forEach((rect, index) => {
    const previous = before.tracked[index];
    if (!previous || (Math.abs(previous[0] - rect[0]) < 1 && Math.abs(previous[1] - rect[1]) < 1)) return;
    if (visibleArea(previous) === 0 && visibleArea(rect) === 0) return;
    const [x0, y0, w0, h0] = previous;
    const [x1, y1, w1, h1] = rect;
    const overlap = visibleArea([
      Math.max(x0, x1),
      Math.max(y0, y1),
      Math.max(0, Math.min(x0 + w0, x1 + w1) - Math.max(x0, x1)),
      Math.max(0, Math.min(y0 + h0, y1 + h1) - Math.max(y0, y1)),
    ]);
    impact += visibleArea(previous) + visibleArea(rect) - overlap;
    distance = Math.max(distance, Math.abs(x1 - x0), Math.abs(y1 - y0));
  });
  return (Math.min(impact, width * height) / (width * height)) * (distance / Math.max(width, height));
}

let activePass:
  | {
      variant: SkeletonVariant;
      container: HTMLElement;
      style: HTMLStyleElement;
      root: ReturnType<typeof createRoot>;
      entries: LayoutShiftEntry[];
      observer: PerformanceObserver;
      swapAt: number;
      skeleton: LayoutBoxes | undefined;
      loaded: LayoutBoxes | undefined;
      rows: readonly ApyTableRow[];
    }
  | undefined;

function layoutShiftTable(rows: readonly ApyTableRow[], loading: boolean) {
  return (
    <>
      <ApyTable rows={rows} loading={loading} skeletonRows={25} now={NOW} locale={LOCALE} />
      {/* The page's content after the table: row heights that differ move it. */}
      <p data-bench="below" style={{ margin: 0, padding: '16px 0' }}>
        Content after the table.
      </p>
    </>
  );
}

/**
 * Step 1 of a CLS pass (bench/run.mjs drives the steps and screenshots between them): registers a buffered
 * layout-shift observer before anything of the pass renders, then shows the skeleton in a 1,024 px wide container
 * and waits for two frames.
 */
async function layoutShiftSkeleton(variant: SkeletonVariant): Promise<LayoutBoxes> {
  const entries: LayoutShiftEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShiftEntry[])));
  observer.observe({ type: 'layout-shift', buffered: true });
  // Buffered entries of earlier measurements on this page are not part of the pass.
  const registeredAt = performance.now();
  await nextFrame();
  entries.splice(0, entries.length, ...entries.filter((entry) => entry.startTime >= registeredAt));
  const container = document.createElement('div');
  container.style.width = '1024px';
  container.dataset.benchVariant = variant;
  document.body.append(container);
  const style = document.createElement('style');
  style.textContent = variant === 'shipped' ? '' : controlStyles[variant];
  document.head.append(style);
  const root = createRoot(container);
  const rows = sampleRows(1000).slice(0, 25);
  flushSync(() => root.render(layoutShiftTable([], true)));
  await nextFrame();
  await nextFrame();
  const skeleton = boxes(container);
  activePass = { variant, container, style, root, entries, observer, swapAt: 0, skeleton, loaded: undefined, rows };
  return skeleton;
}

/** Step 2: the 25 rows replace the skeleton; waits for two frames and a little more. */
async function layoutShiftSwap(): Promise<LayoutBoxes> {
  const pass = activePass;
  if (!pass) throw new Error('no CLS pass started');
  pass.entries.push(...(pass.observer.takeRecords() as LayoutShiftEntry[]));
  pass.swapAt = performance.now();
  flushSync(() => pass.root.render(layoutShiftTable(pass.rows, false)));
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 100));
  pass.loaded = boxes(pass.container);
  return pass.loaded;
}

/** Step 3: collects the entries and removes the table. */
function layoutShiftFinish(): LayoutShiftPass {
  const pass = activePass;
  if (!pass?.skeleton || !pass.loaded) throw new Error('CLS pass not swapped');
  activePass = undefined;
  pass.entries.push(...(pass.observer.takeRecords() as LayoutShiftEntry[]));
  pass.observer.disconnect();
  pass.root.unmount();
  pass.container.remove();
  pass.style.remove();
  const sum = (list: LayoutShiftEntry[]) => list.reduce((total, entry) => total + entry.value, 0);
  const after = pass.entries.filter((entry) => entry.startTime >= pass.swapAt);
  const { skeleton, loaded } = pass;
  return {
    variant: pass.variant,
    shift: sum(after.filter((entry) => !entry.hadRecentInput)),
    excludedInputShift: sum(after.filter((entry) => entry.hadRecentInput)),
    shiftBeforeSwap: sum(pass.entries.filter((entry) => entry.startTime < pass.swapAt)),
    entries: pass.entries.map((entry) => ({
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      afterSwap: entry.startTime >= pass.swapAt,
      sources: (entry.sources ?? []).map(
        (source) =>
          `${describeNode(source.node)} ${Math.round(source.previousRect.x)},${Math.round(source.previousRect.y)} → ` +
          `${Math.round(source.currentRect.x)},${Math.round(source.currentRect.y)}`,
      ),
    })),
    skeleton,
    loaded,
    boxScore: boxScore(skeleton, loaded),
    headerMovePx: Math.max(
      0,
      ...loaded.headerLefts.map((left, index) => Math.abs(left - (skeleton.headerLefts[index] ?? left))),
    ),
    tableHeightChangePx: Math.round((loaded.tableHeight - skeleton.tableHeight) * 10) / 10,
  };
}

const tableOf =
  (rows: readonly ApyTableRow[], props: Partial<ApyTableProps> = {}) =>
  () => <ApyTable rows={rows} now={NOW} locale={LOCALE} {...props} />;

/**
 * Every row rendered, without stale marks: a thousand rows are ~60 hours of snapshots, which the history view shows
 * that way.
 */
const everyRowAsHistory: Partial<ApyTableProps> = {
  staleAfterMs: Number.POSITIVE_INFINITY,
  virtualizeThreshold: Number.POSITIVE_INFINITY,
};

async function run(options: BenchOptions): Promise<BenchResults> {
  const rows1000 = sampleRows(1000);
  const rows10000 = sampleRows(10_000);
  const plain = (rows: readonly ApyTableRow[]) => () => <PlainTable rows={rows} />;

  const dedupe = await measureDedupe();
  const pageFlip = await measurePageFlip();
  // Every row rendered: the component's cost per row against the bare table's.
  const table1000 = await compare(
    tableOf(rows1000, everyRowAsHistory),
    plain(rows1000),
    1000,
    options.warmup,
    options.rounds1000,
  );
  const table1000CustomColumn = await compare(
    tableOf(rows1000, { ...everyRowAsHistory, columns: withSupply }),
    plain(rows1000),
    1000,
    1,
    options.rounds1000,
  );
  // The same rows with the default two hours: every row but the newest batches carries a "Stale" pill.
  const table1000AllStale = await compare(
    tableOf(rows1000, { ...everyRowAsHistory, staleAfterMs: undefined }),
    plain(rows1000),
    1000,
    1,
    options.rounds1000,
  );
  // Default props: 1,000 rows are above the default threshold (200), so this one is virtualized.
  const table1000Default = await compare(
    tableOf(rows1000),
    plain(rows1000),
    1000,
    1,
    Math.ceil(options.rounds1000 / 2),
  );
  // No warm-up: the rounds above ran the same code, and one bare 10,000-row mount takes seconds here.
  const table10000Virtual = await compare(tableOf(rows10000), plain(rows10000), 10_000, 0, options.rounds10000);
  const chart = chartVariants();
  const chart720 = await compare(chart.component, chart.plain, 720, options.warmup, options.rounds1000);
  return {
    table1000,
    chart720,
    table1000Default,
    table1000CustomColumn,
    table1000AllStale,
    table10000Virtual,
    dedupe,
    pageFlip,
    userAgent: navigator.userAgent,
    gc: typeof window.gc === 'function',
  };
}

/** Only the 1,000-row comparison, for quick iterations on the table (`extra` props go to `ApyTable`). */
async function table1000Only(rounds: number, extra: Partial<ApyTableProps> = {}): Promise<Comparison> {
  const rows = sampleRows(1000);
  return compare(tableOf(rows, { ...everyRowAsHistory, ...extra }), () => <PlainTable rows={rows} />, 1000, 2, rounds);
}

/** Only the chart comparison, for quick iterations on the chart. */
async function chart720Only(rounds: number): Promise<Comparison> {
  const chart = chartVariants();
  return compare(chart.component, chart.plain, 720, 2, rounds);
}

window.__bench = { run, table1000Only, chart720Only, layoutShiftSkeleton, layoutShiftSwap, layoutShiftFinish };
