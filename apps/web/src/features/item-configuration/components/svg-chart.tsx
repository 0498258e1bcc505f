import type { ReactNode } from 'react';

/**
 * The few pieces the two engineering charts share: linear scales, "nice" ticks and labelled axes in
 * plain SVG (lighter than a chart library and printable as vector graphics).
 */
export type Scale = ((value: number) => number) & { domain: [number, number] };

export function linearScale(domain: [number, number], range: [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  const scale = ((value: number) => r0 + ((value - d0) / span) * (r1 - r0)) as Scale;
  scale.domain = domain;
  return scale;
}

/** About `count` round ticks (1, 2, 2.5 or 5 × 10ⁿ apart) covering the domain. */
export function niceTicks([min, max]: [number, number], count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) {
    ticks.push(Number(value.toPrecision(12)));
  }
  return ticks;
}

/** A rounded-up upper bound, so a curve does not touch the frame. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= value) ?? 10) * power;
}

export function pathOf(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join('');
}

export type Frame = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};

type AxesProps = {
  frame: Frame;
  x: Scale;
  y: Scale;
  xTicks: number[];
  yTicks: number[];
  xLabel: string;
  yLabel: string;
  formatX?: (value: number) => string;
  formatY?: (value: number) => string;
  /** Draw the y axis on the right (psychrometric charts do). */
  yRight?: boolean;
  /** The same ticks in a second unit on the other side (grains beside pounds). */
  secondaryY?: { label: string; format: (value: number) => string };
  children?: ReactNode;
};

/** Grid lines, tick labels and axis titles. */
export function Axes({
  frame,
  x,
  y,
  xTicks,
  yTicks,
  xLabel,
  yLabel,
  formatX = String,
  formatY = String,
  yRight = false,
  secondaryY,
}: AxesProps) {
  const plotLeft = frame.left;
  const plotRight = frame.width - frame.right;
  const plotTop = frame.top;
  const plotBottom = frame.height - frame.bottom;
  const yAxisX = yRight ? plotRight : plotLeft;
  return (
    <g fontSize={10} fill="var(--mantine-color-dimmed)">
      {xTicks.map((tick) => (
        <g key={`x${tick}`}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={plotTop}
            y2={plotBottom}
            stroke="var(--mantine-color-default-border)"
            strokeWidth={0.5}
          />
          <text x={x(tick)} y={plotBottom + 13} textAnchor="middle">
            {formatX(tick)}
          </text>
        </g>
      ))}
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line
            x1={plotLeft}
            x2={plotRight}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--mantine-color-default-border)"
            strokeWidth={0.5}
          />
          <text x={yRight ? yAxisX + 5 : yAxisX - 5} y={y(tick) + 3} textAnchor={yRight ? 'start' : 'end'}>
            {formatY(tick)}
          </text>
          {secondaryY && (
            <text
              x={yRight ? plotLeft - 5 : plotRight + 5}
              y={y(tick) + 3}
              textAnchor={yRight ? 'end' : 'start'}
            >
              {secondaryY.format(tick)}
            </text>
          )}
        </g>
      ))}
      <rect
        x={plotLeft}
        y={plotTop}
        width={plotRight - plotLeft}
        height={plotBottom - plotTop}
        fill="none"
        stroke="var(--mantine-color-gray-5)"
        strokeWidth={0.75}
      />
      <text x={(plotLeft + plotRight) / 2} y={frame.height - 4} textAnchor="middle" fontSize={11}>
        {xLabel}
      </text>
      <text
        transform={`translate(${yRight ? frame.width - 10 : 11},${(plotTop + plotBottom) / 2}) rotate(${yRight ? 90 : -90})`}
        textAnchor="middle"
        fontSize={11}
      >
        {yLabel}
      </text>
      {secondaryY && (
        <text
          transform={`translate(${yRight ? 11 : frame.width - 10},${(plotTop + plotBottom) / 2}) rotate(${yRight ? -90 : 90})`}
          textAnchor="middle"
          fontSize={11}
        >
          {secondaryY.label}
        </text>
      )}
    </g>
  );
}
