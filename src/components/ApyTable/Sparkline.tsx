import { type ComponentPropsWithoutRef, memo } from 'react';
import { cx, libraryClass } from '../shared/classNames';

/** Props of `Sparkline`. */
export interface SparklineProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'values' | 'children'> {
  /** The series, oldest first; `null` points are skipped. */
  values: readonly (number | null)[];
  /** Accessible description of the trend (required: the chart is an image). */
  label: string;
  /** Direction shown by the colour (`data-trend`). Default: from the first and last points (flat within 0.005). */
  trend?: 'up' | 'down' | 'flat' | undefined;
  /** Default 72. */
  width?: number | undefined;
  /** Default 24. */
  height?: number | undefined;
  /** Drop the library class names. Default false. */
  unstyled?: boolean | undefined;
}

const padding = 2;

/** A tiny inline-SVG trend line with an accessible label; no chart library. */
export const Sparkline = memo(function Sparkline({
  values,
  label,
  width = 72,
  height = 24,
  trend,
  unstyled,
  className,
  ...rest
}: SparklineProps) {
  const points = values.flatMap((value, index) =>
    value === null || !Number.isFinite(value) ? [] : [{ index, value }],
  );
  // A loop, not `Math.min(...values)`: a long series would pass more arguments than a call takes.
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { value } of points) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const spanX = Math.max(1, values.length - 1);
  const coordinates = points.map(({ index, value }) => {
    const x = padding + (index / spanX) * (width - padding * 2);
    // A flat series is drawn through the middle rather than along the bottom edge.
    const y = max === min ? height / 2 : padding + (1 - (value - min) / (max - min)) * (height - padding * 2);
    return [Number(x.toFixed(2)), Number(y.toFixed(2))] as const;
  });
  const change = (points.at(-1)?.value ?? 0) - (points[0]?.value ?? 0);
  const direction = trend ?? (change > 0.005 ? 'up' : change < -0.005 ? 'down' : 'flat');
  const last = coordinates.at(-1);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-slot="sparkline"
      data-trend={direction}
      className={cx(libraryClass(unstyled, 'ark-spark'), className)}
      {...rest}
    >
      {coordinates.length > 1 && (
        <polyline
          points={coordinates.map((point) => point.join(',')).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {last && <circle cx={last[0]} cy={last[1]} r={2} fill="currentColor" />}
    </svg>
  );
});
