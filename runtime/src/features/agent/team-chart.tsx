import { useId } from 'react';

export interface ChartPoint {
  day: string;
  value: number;
}

interface TeamChartProps {
  points: readonly ChartPoint[];
  /** How a value reads (money or a count), for the axis and each bar's title. */
  format: (value: number) => string;
  /** The chart's name for screen readers. */
  label: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, bottom: 28, start: 8, end: 8 };

/** A day as the chart's axis shows it: "11-24". */
const shortDay = (day: string) => day.slice(5);

/**
 * One bar per day of the range (spec §2.5 team overview), drawn by hand: positive bars rise
 * from the zero line, negative ones (a team that lost) hang below it in the danger colour.
 * The SVG scales to its box; the axis shows the largest value and the days at both ends.
 */
export function TeamChart({ points, format, label }: TeamChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const plotWidth = WIDTH - PAD.start - PAD.end;
  const y = (value: number) => PAD.top + ((max - value) / span) * plotHeight;
  const zero = y(0);
  const slot = plotWidth / Math.max(points.length, 1);
  const bar = Math.max(2, Math.min(28, slot * 0.64));
  // Label at most about eight days so the axis never overlaps on a 30-day range.
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="wl-agent-chart" data-testid="team-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{label}</title>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            className="wl-agent-chart__grid"
            x1={PAD.start}
            x2={WIDTH - PAD.end}
            y1={PAD.top + f * plotHeight}
            y2={PAD.top + f * plotHeight}
          />
        ))}
        {points.map((p, i) => {
          const x = PAD.start + i * slot + (slot - bar) / 2;
          const top = Math.min(y(p.value), zero);
          const height = Math.max(p.value === 0 ? 0 : 1, Math.abs(y(p.value) - zero));
          return (
            <g key={p.day}>
              <rect
                className={p.value < 0 ? 'wl-agent-chart__bar is-negative' : 'wl-agent-chart__bar'}
                x={x}
                y={top}
                width={bar}
                height={height}
                rx={Math.min(3, bar / 3)}
                data-testid="chart-bar"
              >
                <title>{`${p.day}: ${format(p.value)}`}</title>
              </rect>
              {i % every === 0 && (
                <text
                  className="wl-agent-chart__day"
                  x={PAD.start + i * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {shortDay(p.day)}
                </text>
              )}
            </g>
          );
        })}
        <line
          className="wl-agent-chart__zero"
          x1={PAD.start}
          x2={WIDTH - PAD.end}
          y1={zero}
          y2={zero}
        />
      </svg>
      <figcaption className="wl-agent-chart__scale">
        <span>{format(max)}</span>
        {min < 0 && <span>{format(min)}</span>}
      </figcaption>
    </figure>
  );
}
