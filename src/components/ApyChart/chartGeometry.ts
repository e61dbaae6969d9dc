import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';

/** The plot's coordinate space; the SVG stretches it to its box (`preserveAspectRatio="none"`, strokes unscaled). */
export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 300;

/** A line series of the chart. */
export type ApyChartSeries = 'totalSupply' | 'supply' | 'borrow';

/** The value range on the y axis and its evenly spaced ticks, lowest first. */
export interface YScale {
  low: number;
  high: number;
  ticks: number[];
  /** Fraction digits the tick labels need. */
  digits: number;
}

const value = (text: string | null): number | null => {
  if (text === null) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

/** Ticks on round steps (1, 2, 2.5, 5 × 10^n) covering every shown value; `count` intervals. */
export function yScale(series: readonly (readonly (number | null)[])[], count = 4): YScale {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const values of series) {
    for (const v of values) {
      if (v === null) continue;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  }
  if (low === Number.POSITIVE_INFINITY) [low, high] = [0, 1];
  if (low > 0 && low < (high - low) * 2) low = 0;
  if (high === low) high = low + 1;
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(low / step) * step;
  const intervals = Math.max(1, Math.ceil((high - first) / step - 1e-9));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => Number((first + i * step).toPrecision(12)));
  const digits = Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (step / power === 2.5 ? 1 : 0));
  return { low: ticks[0] as number, high: ticks.at(-1) as number, ticks, digits };
}

/** The x position (0–PLOT_WIDTH) of each point by its time; a lone point sits in the middle. */
export function xPositions(points: readonly AssetApyHistoryPoint[]): number[] {
  const first = points[0]?.timeMs ?? 0;
  const span = (points.at(-1)?.timeMs ?? 0) - first;
  return points.map((point) => (span > 0 ? ((point.timeMs - first) / span) * PLOT_WIDTH : PLOT_WIDTH / 2));
}

/** The y position of a value. */
export function yPosition(scale: YScale, v: number): number {
  return PLOT_HEIGHT - ((v - scale.low) / (scale.high - scale.low)) * PLOT_HEIGHT;
}

/** Whether a missing batch lies before each point: its gap is over 1.5 times the median gap. */
export function gapsBefore(points: readonly AssetApyHistoryPoint[]): boolean[] {
  const gaps = points.slice(1).map((point, i) => point.timeMs - (points[i] as AssetApyHistoryPoint).timeMs);
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return points.map((_, i) => i > 0 && (gaps[i - 1] as number) > median * 1.5);
}

/** A series as numbers, one per point, `null` where missing: each string is read once. */
export function seriesNumbers(points: readonly AssetApyHistoryPoint[], name: ApyChartSeries): (number | null)[] {
  return points.map((point) => value(point[name]));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Each point's `x,y` in the plot, `null` where the series has no value: computed once, shared by line and band. */
export function seriesCoordinates(
  values: readonly (number | null)[],
  xs: readonly number[],
  scale: YScale,
): (string | null)[] {
  return values.map((v, i) => (v === null ? null : `${round(xs[i] as number)},${round(yPosition(scale, v))}`));
}

/** Runs of consecutive point indices where `present` holds and no gap lies between; a gap or an absence splits. */
export function runsOf(count: number, gaps: readonly boolean[], present: (index: number) => boolean): number[][] {
  const runs: number[][] = [];
  let run: number[] | null = null;
  for (let i = 0; i < count; i++) {
    if (!present(i) || gaps[i]) run = null;
    if (!present(i)) continue;
    if (run === null) {
      run = [];
      runs.push(run);
    }
    run.push(i);
  }
  return runs;
}

/** The index of the point nearest to a fraction (0–1) of the plot's width. */
export function nearestIndex(xs: readonly number[], fraction: number): number {
  const x = fraction * PLOT_WIDTH;
  let best = 0;
  for (let i = 1; i < xs.length; i++)
    if (Math.abs((xs[i] as number) - x) < Math.abs((xs[best] as number) - x)) best = i;
  return best;
}
