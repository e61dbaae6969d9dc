// Loaded with `React.lazy`, rendered from the first focus or pointer on the plot: what the plot does when pointed at or
// walked with the keys. The plot it acts on is already on screen and focusable, drawn by `ChartPlot`.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import type { ApyChartMessages } from '../../i18n/chartMessages';
import { libraryClass } from '../shared/classNames';
import type { EarlyInput } from './ChartPlot';
import { type ApyChartSeries, PLOT_HEIGHT, PLOT_WIDTH, type PlotGeometry, yPosition } from './chartGeometry';
import { formatPointTime, spansYears } from './chartTime';
import { formatPointValue } from './pointValue';

/** What the plot's behaviour reads and sets; `active` and the announcement are the plot's state. */
export interface ChartInteractionProps {
  plotRef: RefObject<HTMLDivElement | null>;
  svgRef: RefObject<SVGSVGElement | null>;
  /** The key or press that engaged the plot before this chunk was in: handled on arrival. */
  early: RefObject<EarlyInput | null>;
  points: readonly AssetApyHistoryPoint[];
  geometry: Pick<PlotGeometry, 'xs' | 'values' | 'scale'>;
  series: readonly ApyChartSeries[];
  shown: readonly (ApyChartSeries | 'reward')[];
  active: number | null;
  setActive: (index: number | null) => void;
  announce: (text: string) => void;
  messages: ApyChartMessages;
  locale: string | undefined;
  unstyled: boolean | undefined;
}

const TOOLTIP_GAP = 12;
const TOOLTIP_INSET = 4;

/** The index of the point nearest to a fraction (0–1) of the plot's width. */
export function nearestIndex(xs: Int32Array, fraction: number): number {
  const x = fraction * PLOT_WIDTH;
  let best = 0;
  for (let i = 1; i < xs.length; i++)
    if (Math.abs((xs[i] as number) - x) < Math.abs((xs[best] as number) - x)) best = i;
  return best;
}

/** Each shown series' value at a point, joined for an announcement. */
export function pointValues(
  point: AssetApyHistoryPoint,
  series: readonly (ApyChartSeries | 'reward')[],
  messages: ApyChartMessages,
  locale: string | undefined,
): string {
  return series.map((name) => `${messages[name]} ${formatPointValue(point[name], locale)}`).join(', ');
}

/** The crosshair and tooltip of the active point; arrow keys, Home and End walk the points, Escape leaves. */
export default function ChartInteraction(props: ChartInteractionProps) {
  const { plotRef, svgRef, points, geometry, series, shown, active, messages, locale, unstyled } = props;
  const withYear = spansYears(points, locale);
  const { xs, values, scale } = geometry;

  // New points (a refresh that slides the window) keep the selection on its point, not on its place in the list.
  const held = useRef<{ index: number; timeMs: number | undefined } | null>(null);
  useLayoutEffect(() => {
    const last = held.current;
    // Only where the selection is still where it was and its point's time moved: a step of the walk is kept.
    if (active !== null && last?.index === active && points[active]?.timeMs !== last.timeMs) {
      const index = points.findIndex((point) => point.timeMs === last.timeMs);
      return props.setActive(index < 0 ? null : index);
    }
    held.current = active === null ? null : { index: active, timeMs: points[active]?.timeMs };
  });

  const tooltipRef = useRef<HTMLDivElement>(null);
  const place = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const plot = plotRef.current;
    const tooltip = tooltipRef.current;
    if (active === null || !plot || !tooltip) return;
    place.current = () => {
      const width = plot.clientWidth;
      // Measured at the plot's start, where it has the whole width to lay out in.
      tooltip.style.left = '0px';
      const { offsetWidth: tipWidth, offsetHeight: tipHeight } = tooltip;
      const x = ((xs[active] as number) / PLOT_WIDTH) * width;
      // Beside the crosshair, on its right where it fits, else on its left; never past the plot's edges.
      const left = Math.max(
        0,
        Math.min(x + TOOLTIP_GAP + tipWidth <= width ? x + TOOLTIP_GAP : x - TOOLTIP_GAP - tipWidth, width - tipWidth),
      );
      // A plot too narrow for that has it above, over the stats, instead of over the points the crosshair marks.
      const top =
        left < x + TOOLTIP_GAP && left + tipWidth > x - TOOLTIP_GAP ? -tipHeight - TOOLTIP_INSET : TOOLTIP_INSET;
      // Placed through the CSSOM: a strict CSP drops style attributes, and the tooltip exists only after an interaction.
      tooltip.style.left = `${left}px`;
      tooltip.style.top = `${top}px`;
    };
    place.current();
    return () => {
      place.current = undefined;
    };
  });
  // A plot resized under an open tooltip (a phone turned, a sidebar closed) has it placed again for its new width.
  const open = active !== null;
  useEffect(() => {
    const plot = plotRef.current;
    if (!open || !plot || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => place.current?.());
    observer.observe(plot);
    return () => observer.disconnect();
  }, [open, plotRef]);

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const walkTo = (index: number) => {
      const next = Math.max(0, Math.min(points.length - 1, index));
      props.setActive(next);
      const point = points[next] as AssetApyHistoryPoint;
      props.announce(
        messages.pointLabel(
          formatPointTime(point.timeMs, locale, withYear),
          pointValues(point, shown, messages, locale),
        ),
      );
    };
    const onKey = (key: string): boolean => {
      const from = active ?? points.length - 1;
      // The first key selects the newest point; the next ones move from it.
      const step = active === null ? 0 : 1;
      const moves: Record<string, number> = {
        ArrowRight: from + step,
        ArrowUp: from + step,
        ArrowLeft: from - step,
        ArrowDown: from - step,
        // A day of hourly points at a time: a 30-day range holds 720.
        PageUp: from + 24 * step,
        PageDown: from - 24 * step,
        Home: 0,
        End: points.length - 1,
      };
      if (key === 'Escape' && active !== null) {
        props.setActive(null);
        props.announce('');
      } else if (key in moves) walkTo(moves[key] as number);
      else return false;
      return true;
    };
    const onPointerAt = (clientX: number) => {
      const box = plot.getBoundingClientRect();
      if (box.width > 0) props.setActive(nearestIndex(xs, (clientX - box.left) / box.width));
    };
    const early = props.early.current;
    props.early.current = null;
    if (early !== null && 'key' in early) {
      if (plot.ownerDocument.activeElement === plot) onKey(early.key);
    } else if (early !== null) onPointerAt(early.clientX);
    const onKeyDown = (event: KeyboardEvent) => {
      if (onKey(event.key)) event.preventDefault();
    };
    const onPointer = (event: PointerEvent) => onPointerAt(event.clientX);
    const leave = () => props.setActive(null);
    const listeners = [
      ['keydown', onKeyDown],
      ['pointermove', onPointer],
      ['pointerdown', onPointer],
      ['pointerleave', leave],
      ['blur', leave],
    ] as const;
    for (const [type, listener] of listeners) plot.addEventListener(type, listener as EventListener);
    plot.setAttribute('data-interactive', '');
    return () => {
      for (const [type, listener] of listeners) plot.removeEventListener(type, listener as EventListener);
    };
  });

  // The crosshair is drawn in the plot's own SVG, by hand: a React portal into it would give the SVG the focus listeners
  // React puts on a portal's container, and Chromium makes an SVG with such listeners a tab stop (a hidden one).
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (active === null || !svg) return;
    const x = xs[active] as number;
    const draw = (tag: string, attributes: Record<string, string | number>) => {
      const element = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
      return element;
    };
    const line = { x1: x, x2: x, 'vector-effect': 'non-scaling-stroke' };
    const crosshair = draw('g', { 'data-slot': 'crosshair' });
    crosshair.append(draw('line', { ...line, y1: 0, y2: PLOT_HEIGHT }));
    for (const name of series) {
      const v = values.get(name)?.[active] ?? Number.NaN;
      const y = yPosition(scale, v);
      if (!Number.isNaN(v))
        crosshair.append(draw('line', { 'data-slot': 'marker', 'data-series': name, ...line, y1: y, y2: y }));
    }
    svg.append(crosshair);
    return () => crosshair.remove();
  }, [active, svgRef, xs, values, series, scale]);

  const activePoint = active === null ? undefined : points[active];
  if (activePoint === undefined) return null;
  return (
    <div ref={tooltipRef} data-slot="tooltip" className={libraryClass(unstyled, 'ark-chart__tooltip')}>
      <p data-slot="tooltip-time">{formatPointTime(activePoint.timeMs, locale, withYear)}</p>
      {shown.map((name) => (
        <p key={name} data-series={name}>
          <span aria-hidden="true" className={libraryClass(unstyled, 'ark-chart__swatch')} />
          {messages[name]} <strong>{formatPointValue(activePoint[name], locale)}</strong>
        </p>
      ))}
    </div>
  );
}
