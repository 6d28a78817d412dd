import styles from './bar-chart.module.css';

// A small bar chart drawn as SVG, with no chart library (DESIGN decision 52): the same markup on
// the server and in the browser (no effects, no measuring, no random ids), so a page rendered on
// the server paints with its picture. Over time (`trend`): a bar per point, negative ones below
// the zero line, and a line for the trend (the average of the last seven points). Ranked lists:
// one labelled bar a row. The viewBox scales to the width; the text stays readable at 375 px.

export interface ChartPoint {
  label: string;
  value: number;
}

interface Props {
  title: string;
  points: ChartPoint[];
  /** Bars over time with a trend line; otherwise one labelled bar a row. */
  trend?: boolean;
  format?: (value: number) => string;
}

const W = 600;
const plain = (v: number) => String(Math.round(v));

/** The average of each point and the six before it. */
export function trendOf(values: number[], span = 7): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - span + 1), i + 1);
    return window.reduce((s, v) => s + v, 0) / window.length;
  });
}

function OverTime({ title, points, format = plain }: Props) {
  const H = 280;
  const top = 16;
  const bottom = 40;
  const left = 30;
  const values = points.map((p) => p.value);
  const min = Math.min(0, ...values);
  // All zero: the zero line at the bottom, where an empty month is expected.
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const y = (v: number) => top + ((max - v) / span) * (H - top - bottom);
  const step = (W - left * 2) / Math.max(points.length, 1);
  const barWidth = Math.max(1, step * 0.7);
  const every = Math.ceil(points.length / 6);
  const trend = trendOf(values);
  const line = trend
    .map((v, i) => `${(left + step * i + step / 2).toFixed(1)},${y(v).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${title}: ${points.length} bars, highest ${format(Math.max(...values))}`}
    >
      <line className={styles.chartAxis} x1={0} x2={W} y1={y(0)} y2={y(0)} />
      {points.map((p, i) => (
        <rect
          key={p.label}
          className={p.value < 0 ? styles.chartBarNegative : styles.chartBar}
          x={left + step * i + (step - barWidth) / 2}
          y={Math.min(y(p.value), y(0))}
          width={barWidth}
          height={Math.max(Math.abs(y(p.value) - y(0)), p.value === 0 ? 0 : 1)}
        >
          <title>{`${p.label}: ${format(p.value)}`}</title>
        </rect>
      ))}
      {points.length > 1 && <polyline className={styles.chartTrend} points={line} />}
      {points.map((p, i) =>
        i % every === 0 ? (
          <text
            key={p.label}
            className={styles.chartText}
            x={left + step * i + step / 2}
            y={H - 12}
            textAnchor="middle"
          >
            {p.label.length === 10 ? p.label.slice(5) : p.label}
          </text>
        ) : null,
      )}
      {values.some((v) => v > 0) && (
        <text className={styles.chartText} x={W - 4} y={top + 4} textAnchor="end">
          {format(max)}
        </text>
      )}
    </svg>
  );
}

function Ranked({ title, points, format = plain }: Props) {
  // Narrower than the bars over time, so each row's name stays as large as the table's text.
  const W = 400;
  const row = 44;
  const H = Math.max(row, points.length * row);
  const max = Math.max(0, ...points.map((p) => p.value)) || 1;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      {points.map((p, i) => (
        <g key={p.label} transform={`translate(0 ${i * row})`}>
          <text className={styles.chartTextSmall} x={0} y={16}>
            {p.label.length > 48 ? `${p.label.slice(0, 47)}…` : p.label}
          </text>
          <rect
            className={p.value < 0 ? styles.chartBarNegative : styles.chartBar}
            x={0}
            y={22}
            width={Math.max(2, (Math.abs(p.value) / max) * (W - 130))}
            height={14}
          />
          <text
            className={styles.chartTextSmall}
            x={Math.max(2, (Math.abs(p.value) / max) * (W - 130)) + 6}
            y={34}
          >
            {format(p.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function BarChart(props: Props) {
  if (props.points.length === 0) return <p className="muted">Nothing to draw for these days.</p>;
  return (
    <figure className={styles.chartFigure}>
      {props.trend ? <OverTime {...props} /> : <Ranked {...props} />}
      <figcaption className={styles.chartCaption}>{props.title}</figcaption>
    </figure>
  );
}
