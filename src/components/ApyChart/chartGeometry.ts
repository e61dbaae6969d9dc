import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import { isPlainDecimal } from '../../core/wireFields';

/**
 * The plot's coordinate space; the SVG stretches it to its box (`preserveAspectRatio="none"`, strokes unscaled).
 * Coordinates are whole numbers: a tenth of a unit at 1000 wide, and integers print faster than fractions.
 */
export const PLOT_WIDTH = 10_000;
export const PLOT_HEIGHT = 3000;

/** A line series of the chart. */
export type ApyChartSeries = 'totalSupply' | 'supply' | 'borrow';

/** The value range on the y axis and its evenly spaced ticks, highest first (the axis's order, top down). */
export interface YScale {
  low: number;
  high: number;
  ticks: number[];
  /** Fraction digits the tick labels need. */
  digits: number;
}

/** Everything the plot draws, computed in one pass per series. */
export interface PlotGeometry {
  /** Each point's x, 0–PLOT_WIDTH. */
  xs: Int32Array;
  /** Each drawn series' values, `NaN` where missing. */
  values: ReadonlyMap<ApyChartSeries, Float64Array>;
  scale: YScale;
  /** Per series: the path of its runs, and its lone points (between gaps) as zero-length subpaths drawn as dots. */
  lines: { name: ApyChartSeries; d: string; dots: string }[];
  /** The reward band: along total supply, back along supply, wherever both are known; empty when not drawn. */
  band: string;
}

/** Ticks on round steps (1, 2, 2.5, 5 × 10^n) covering `low`…`high`; `count` intervals. */
export function yScale(low: number, high: number, count = 4): YScale {
  if (!(low <= high)) [low, high] = [0, 1];
  if (low > 0 && low < (high - low) * 2) low = 0;
  // Values equal to within the ticks' 12 significant digits (or a double's own precision) get the span of equal ones.
  if (!(high - low > Math.abs(low) * 1e-9)) high = low + 1 + Math.abs(low) / 8;
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiple = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  const step = multiple * power;
  const first = Math.floor(low / step) * step;
  const intervals = Math.max(1, Math.ceil((high - first) / step - 1e-9));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) =>
    Number((first + (intervals - i) * step).toPrecision(12)),
  );
  const digits = Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (multiple === 2.5 ? 1 : 0));
  return { low: ticks.at(-1) as number, high: ticks[0] as number, ticks, digits };
}

export const HOUR_MS = 3_600_000;

/**
 * The x axis's times: its ends, and two between them; on an axis that shows times (`showsHours`: a date and a time)
 * over 15 hours or more, these are on the hour of UTC, where the writer's hourly batches fall (a day's 7:40 PM becomes
 * 8:00 PM; in a zone off by 30 minutes, 1:10 PM becomes 1:30 PM, as its batches read), and none moves by more than a
 * thirtieth of the span. Dates stay as they are: a day starts in the reader's zone. One time for a single point.
 */
export function xTicks(firstMs: number, spanMs: number, showsHours: boolean): number[] {
  return spanMs
    ? [0, 1, 2, 3].map((i) => {
        const ms = firstMs + (spanMs * i) / 3;
        return showsHours && spanMs >= 15 * HOUR_MS && i % 3 ? Math.round(ms / HOUR_MS) * HOUR_MS : ms;
      })
    : [firstMs];
}

/** The y position of a value, as a whole number. */
export function yPosition(scale: YScale, v: number): number {
  return Math.round(PLOT_HEIGHT - ((v - scale.low) / (scale.high - scale.low)) * PLOT_HEIGHT);
}

/**
 * Whether a missing batch lies before each point: its gap is over 1.5 times the lower quartile of the gaps, the
 * writer's cadence even where most of its batches are missing.
 */
export function gapsBefore(points: readonly AssetApyHistoryPoint[]): Uint8Array {
  const count = points.length;
  const gaps = new Float64Array(Math.max(0, count - 1));
  for (let i = 1; i < count; i++)
    gaps[i - 1] = (points[i] as AssetApyHistoryPoint).timeMs - (points[i - 1] as AssetApyHistoryPoint).timeMs;
  const limit = (gaps.slice().sort()[(gaps.length - 1) >> 2] ?? 0) * 1.5;
  const before = new Uint8Array(count);
  for (let i = 1; i < count; i++) before[i] = (gaps[i - 1] as number) > limit ? 1 : 0;
  return before;
}

/** The plot of `series` over `points`: each value read once, each path built in one pass of whole numbers. */
export function plotGeometry(
  points: readonly AssetApyHistoryPoint[],
  series: readonly ApyChartSeries[],
  band: boolean,
): PlotGeometry {
  const count = points.length;
  const first = points[0]?.timeMs ?? 0;
  const span = (points.at(-1)?.timeMs ?? first) - first;
  const xs = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    xs[i] =
      span > 0
        ? Math.round((((points[i] as AssetApyHistoryPoint).timeMs - first) / span) * PLOT_WIDTH)
        : PLOT_WIDTH / 2;
  }
  let low = Infinity;
  let high = -Infinity;
  const values = new Map<ApyChartSeries, Float64Array>();
  for (const name of series) {
    const numbers = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const text = (points[i] as AssetApyHistoryPoint)[name];
      // What is no plain decimal (the wire contract) is missing, as in the stats: never drawn as `Number` reads it.
      const v = isPlainDecimal(text) ? Number(text) : Number.NaN;
      numbers[i] = v;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    values.set(name, numbers);
  }
  const scale = yScale(low, high);
  const gaps = gapsBefore(points);
  // Each point's "x y" text is made once a series and shared by its line and the band: a mount prints thousands.
  const xTexts = Array.from(xs, text);
  const pairsOf = new Map<ApyChartSeries, string[]>();
  const lines = series.map((name) => {
    const numbers = values.get(name) as Float64Array;
    const pairs: string[] = new Array(count).fill('');
    for (let i = 0; i < count; i++) {
      const v = numbers[i] as number;
      // yPosition, inline: it runs for every point of every series.
      if (!Number.isNaN(v))
        pairs[i] =
          `${xTexts[i]} ${text(Math.round(PLOT_HEIGHT - ((v - scale.low) / (scale.high - scale.low)) * PLOT_HEIGHT))}`;
    }
    pairsOf.set(name, pairs);
    let d = '';
    let dots = '';
    for (const [start, end] of runsOf(gaps, pairs)) {
      if (end - start === 1) dots += `M${pairs[start]}h0`;
      else d += `M${pairs.slice(start, end).join(' ')}`;
    }
    return { name, d, dots };
  });
  const top = pairsOf.get('totalSupply');
  const bottom = pairsOf.get('supply');
  let bandPath = '';
  if (band && top && bottom) {
    // Along total supply, back along supply, closed: one subpath per run where both are known.
    for (const [start, end] of runsOf(gaps, top, bottom)) {
      if (end - start > 1)
        bandPath += `M${top.slice(start, end).join(' ')} ${bottom.slice(start, end).reverse().join(' ')}Z`;
    }
  }
  return { xs, values, scale, lines, band: bandPath };
}

// The text of each whole coordinate, made once: a mount prints thousands of them, and the engine's own cache of
// number texts is emptied by every full garbage collection, which then made a mount's paths cost twice as much.
const coordinateTexts: string[] = [];
const text = (n: number): string => (coordinateTexts[n] ??= String(n));

/** `[start, end)` of each run of points known (a pair text) in every series given, with no gap inside. */
function runsOf(gaps: Uint8Array, a: readonly string[], b: readonly string[] = a): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= gaps.length; i++) {
    const joins = i < gaps.length && a[i] !== '' && b[i] !== '';
    if (start >= 0 && (!joins || gaps[i])) {
      runs.push([start, i]);
      start = -1;
    }
    if (joins && start < 0) start = i;
  }
  return runs;
}
