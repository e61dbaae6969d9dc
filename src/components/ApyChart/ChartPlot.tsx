import { type KeyboardEvent, type PointerEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import { formatApy } from '../../format/formatApy';
import type { ApyChartMessages } from '../../i18n/chartMessages';
import { libraryClass } from '../shared/classNames';
import { visuallyHiddenProps } from '../shared/VisuallyHidden';
import { type ApyChartSeries, nearestIndex, PLOT_HEIGHT, PLOT_WIDTH, plotGeometry, yPosition } from './chartGeometry';
import { pointValues } from './chartParts';

/** What the plot draws and how it labels it. */
export interface ChartPlotProps {
  points: readonly AssetApyHistoryPoint[];
  series: readonly ApyChartSeries[];
  band: boolean;
  label: string;
  messages: ApyChartMessages;
  locale: string | undefined;
  formatTick: (ms: number) => string;
  formatTime: (ms: number) => string;
  formatValue: (value: number, digits: number) => string;
  unstyled: boolean | undefined;
}

const X_TICKS = 4;

/** The SVG plot with its axes, crosshair and tooltip; arrow keys, Home and End walk the points, Escape leaves. */
export function ChartPlot({
  points,
  series,
  band,
  label,
  messages,
  locale,
  formatTick,
  formatTime,
  formatValue,
  unstyled,
}: ChartPlotProps) {
  const styled = (name: string) => libraryClass(unstyled, name);
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const plotRef = useRef<HTMLDivElement>(null);
  const {
    xs,
    values,
    scale,
    lines,
    band: bandPath,
  } = useMemo(() => plotGeometry(points, series, band), [points, series, band]);
  const shown: readonly (ApyChartSeries | 'reward')[] = band ? [...series, 'reward'] : series;
  const activePoint = active === null ? undefined : points[active];

  useLayoutEffect(() => {
    // Placed through the CSSOM: a strict CSP drops style attributes, and the tooltip exists only after an interaction.
    if (active !== null) plotRef.current?.style.setProperty('--ark-chart-x', String((xs[active] ?? 0) / PLOT_WIDTH));
  }, [active, xs]);

  const walkTo = (index: number) => {
    const next = Math.max(0, Math.min(points.length - 1, index));
    setActive(next);
    const point = points[next] as AssetApyHistoryPoint;
    setAnnounced(messages.pointLabel(formatTime(point.timeMs), pointValues(point, shown, messages, locale)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = active ?? points.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: from + (active === null ? 0 : 1),
      ArrowUp: from + (active === null ? 0 : 1),
      ArrowLeft: from - (active === null ? 0 : 1),
      ArrowDown: from - (active === null ? 0 : 1),
      Home: 0,
      End: points.length - 1,
    };
    if (event.key === 'Escape' && active !== null) {
      setActive(null);
      setAnnounced('');
    } else if (event.key in moves) walkTo(moves[event.key] as number);
    else return;
    event.preventDefault();
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setActive(nearestIndex(xs, (event.clientX - box.left) / box.width));
  };
  const firstMs = points[0]?.timeMs ?? 0;
  const spanMs = (points.at(-1)?.timeMs ?? firstMs) - firstMs;

  return (
    <div data-slot="plot-area" className={styled('ark-chart__area')}>
      <div aria-hidden="true" data-slot="y-axis" className={styled('ark-chart__y-axis')}>
        {[...scale.ticks].reverse().map((tick) => (
          <span key={tick}>{formatValue(tick, scale.digits)}</span>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of the plot, not a form's fieldset */}
      <div
        ref={plotRef}
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot is the one tab stop of the keyboard walk of its points
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        data-slot="plot"
        data-active={active === null ? undefined : ''}
        className={styled('ark-chart__plot')}
        onKeyDown={onKeyDown}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => setActive(null)}
        onBlur={() => setActive(null)}
      >
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          data-slot="svg"
          className={styled('ark-chart__svg')}
        >
          {scale.ticks.map((tick) => {
            const y = yPosition(scale, tick);
            return (
              <line
                key={tick}
                data-slot="grid"
                x1={0}
                x2={PLOT_WIDTH}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
          {bandPath && <path data-slot="band" data-series="reward" d={bandPath} />}
          {lines.map(({ name, d, dots }) => [
            d && <path key={name} data-slot="line" data-series={name} d={d} vectorEffect="non-scaling-stroke" />,
            // Lone points between gaps: zero-length subpaths whose round caps draw dots at any stretch.
            dots && (
              <path
                key={`${name}-dots`}
                data-slot="dot"
                data-series={name}
                d={dots}
                vectorEffect="non-scaling-stroke"
              />
            ),
          ])}
          {activePoint && (
            <g data-slot="crosshair">
              <line
                x1={xs[active as number]}
                x2={xs[active as number]}
                y1={0}
                y2={PLOT_HEIGHT}
                vectorEffect="non-scaling-stroke"
              />
              {series.map((name) => {
                const v = values.get(name)?.[active as number] ?? Number.NaN;
                if (Number.isNaN(v)) return null;
                const x = xs[active as number];
                const y = yPosition(scale, v);
                return (
                  <line
                    key={name}
                    data-slot="marker"
                    data-series={name}
                    x1={x}
                    x2={x}
                    y1={y}
                    y2={y}
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
            </g>
          )}
        </svg>
        {activePoint && (
          <div data-slot="tooltip" className={styled('ark-chart__tooltip')}>
            <p data-slot="tooltip-time">{formatTime(activePoint.timeMs)}</p>
            {shown.map((name) => (
              <p key={name} data-series={name}>
                <span aria-hidden="true" className={styled('ark-chart__swatch')} />
                {messages[name]} <strong>{formatApy(activePoint[name], { locale })}</strong>
              </p>
            ))}
          </div>
        )}
      </div>
      <div aria-hidden="true" data-slot="x-axis" className={styled('ark-chart__x-axis')}>
        {[...new Set(Array.from({ length: X_TICKS }, (_, i) => firstMs + (spanMs * i) / (X_TICKS - 1)))].map((ms) => (
          <span key={ms}>{formatTick(ms)}</span>
        ))}
      </div>
      <p id={hintId} hidden>
        {messages.keyboardHint}
      </p>
      <p aria-live="polite" data-slot="announcer" {...visuallyHiddenProps(unstyled)}>
        {announced}
      </p>
    </div>
  );
}
