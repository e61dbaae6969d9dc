import { lazy, type PointerEvent, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AssetApyHistoryPoint } from '../../core/assetApyHistory';
import { formatApy } from '../../format/formatApy';
import { memoized } from '../../format/memoized';
import type { ApyChartMessages } from '../../i18n/chartMessages';
import { libraryClass } from '../shared/classNames';
import { useHydrated } from '../shared/useHydrated';
import { visuallyHiddenProps } from '../shared/VisuallyHidden';
import { type ApyChartSeries, PLOT_HEIGHT, PLOT_WIDTH, plotGeometry, xTicks, yPosition } from './chartGeometry';

// The crosshair, tooltip and keyboard walk: a chunk of their own, fetched once the chart is mounted and rendered from
// the first focus or pointer on the plot. Until then the plot is drawn and focusable; the key or pointer that engaged
// it is handled when the behaviour is in.
// One import a page, not one a mount. A failed load is forgotten, so the first focus or press after a failed prefetch
// tries again; where it cannot load (offline, a redeploy), the plot stays as drawn, without its behaviour (the lazy
// component keeps whatever its own load gives).
let interaction: Promise<typeof import('./ChartInteraction')> | undefined;
const loadInteraction = () =>
  (interaction ??= import('./ChartInteraction').catch(() => {
    interaction = undefined;
    return new Promise<never>(() => {});
  }));
const ChartInteraction = lazy(loadInteraction);

/** What the plot draws and how it labels it. */
export interface ChartPlotProps {
  points: readonly AssetApyHistoryPoint[];
  series: readonly ApyChartSeries[];
  /** The series drawn, and `'reward'` when the band between supply and total supply is. */
  shown: readonly (ApyChartSeries | 'reward')[];
  label: string;
  messages: ApyChartMessages;
  locale: string | undefined;
  unstyled: boolean | undefined;
  /** Drawn over the plot's lines and under its tooltip: the "Updating…" status. */
  children: ReactNode;
}

/** A key or press on the plot before its behaviour was in. */
export type EarlyInput = { key: string } | { clientX: number };

/** The SVG plot with its axes; its behaviour (`ChartInteraction`) follows in a chunk of its own. */
export function ChartPlot({ points, series, shown, label, messages, locale, unstyled, children }: ChartPlotProps) {
  const styled = (name: string) => libraryClass(unstyled, name);
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const plotRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const early = useRef<EarlyInput | null>(null);
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    // Fetched, not rendered: a mount stays as light as the plot; the first focus finds the chunk in.
    loadInteraction();
  }, []);
  const engage = (input: EarlyInput) => {
    early.current = input;
    setEngaged(true);
  };
  const band = shown.includes('reward');
  const geometry = useMemo(() => plotGeometry(points, series, band), [points, series, band]);
  const { scale, lines, band: bandPath } = geometry;
  const firstMs = points[0]?.timeMs ?? 0;
  const spanMs = (points.at(-1)?.timeMs ?? firstMs) - firstMs;
  // The server's time zone is not the reader's: UTC until hydrated, so both render the same markup.
  const timeZone = useHydrated() ? undefined : 'UTC';
  // A date and a time at each tick up to 78 hours, dates beyond: ticks 26 hours apart, longer than any day under
  // today's rules (Troll turns its clocks back by two), never share a date. Clock times alone repeated, a day apart or
  // across a clock turned forward.
  const days = spanMs >= 78 * 3_600_000;
  // Built once per locale and zone: a formatter costs more than the whole plot.
  const tickFormat = memoized(
    `tick|${locale}|${timeZone}|${days}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: days ? undefined : 'numeric',
        minute: days ? undefined : '2-digit',
        timeZone,
      }),
  );

  return (
    <div data-slot="plot-area" className={styled('ark-chart__area')}>
      <div aria-hidden="true" data-slot="y-axis" className={styled('ark-chart__y-axis')}>
        {scale.ticks.map((tick) => (
          <span key={tick}>
            {/* A tick has no more fraction digits than its step: the minimum alone shows them all. */}
            {formatApy(String(tick), { locale, minimumFractionDigits: scale.digits })}
          </span>
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
        className={styled('ark-chart__plot')}
        onFocus={() => setEngaged(true)}
        onPointerEnter={() => setEngaged(true)}
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
          if (!event.currentTarget.hasAttribute('data-interactive')) engage({ clientX: event.clientX });
        }}
        onKeyDown={(event) => {
          if (!event.currentTarget.hasAttribute('data-interactive')) engage({ key: event.key });
        }}
      >
        <svg
          ref={svgRef}
          aria-hidden="true"
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          data-slot="svg"
          className={styled('ark-chart__svg')}
        >
          <path
            data-slot="grid"
            d={scale.ticks.map((tick) => `M0 ${yPosition(scale, tick)}H${PLOT_WIDTH}`).join('')}
            vectorEffect="non-scaling-stroke"
          />
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
        </svg>
        {engaged && (
          <Suspense fallback={null}>
            <ChartInteraction
              plotRef={plotRef}
              svgRef={svgRef}
              early={early}
              points={points}
              geometry={geometry}
              series={series}
              shown={shown}
              active={active}
              setActive={setActive}
              announce={setAnnounced}
              messages={messages}
              locale={locale}
              unstyled={unstyled}
            />
          </Suspense>
        )}
      </div>
      {children}
      <div aria-hidden="true" data-slot="x-axis" data-dates={days || undefined} className={styled('ark-chart__x-axis')}>
        {xTicks(firstMs, spanMs, !days).map((ms) => (
          <span key={ms}>{tickFormat.format(ms)}</span>
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
