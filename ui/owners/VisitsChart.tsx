/**
 * The visits of the last 30 days as a bar chart drawn on the server: plain SVG, readable
 * without JavaScript and in print. Screen readers get the chart's gist as its accessible name and
 * every day in the table under it (a <details>, closed by default).
 */
import { useI18n } from "../i18n/context.tsx";
import { formatNumber } from "../../shared/rules/locale.ts";
import { chartGeometry, type ChartInput } from "./chart-scale.ts";
import { longDay, shortDay, visitsText } from "./stats-format.ts";

export function VisitsChart({ days }: { days: ChartInput[] }) {
  const { t, lang } = useI18n();
  const chart = chartGeometry(days);
  const { plot } = chart;
  const name = chart.peak
    ? t("owners.stats.chart.label", {
        total: formatNumber(chart.total, lang, 0),
        day: longDay(chart.peak.day, lang),
        count: formatNumber(chart.peak.views, lang, 0),
      })
    : t("owners.stats.chart.labelEmpty");
  return (
    <figure className="visits-chart">
      <figcaption className="visits-chart__caption">{t("owners.stats.chart.title")}</figcaption>
      <svg
        className="visits-chart__drawing"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={name}
        preserveAspectRatio="xMidYMid meet"
      >
        <g className="visits-chart__grid">
          {chart.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {formatNumber(tick.value, lang, 0)}
              </text>
            </g>
          ))}
        </g>
        <g className="visits-chart__bars">
          {chart.bars.map((bar) => (
            <rect
              key={bar.day}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              data-day={bar.day}
              data-views={bar.views}
            >
              <title>
                {t("owners.stats.chart.bar", { day: longDay(bar.day, lang), count: visitsText(t, bar.views, lang) })}
              </title>
            </rect>
          ))}
        </g>
        <g className="visits-chart__days">
          {chart.bars
            .filter((bar) => bar.labelled)
            .map((bar) => (
              <text
                key={bar.day}
                x={Math.round((bar.x + bar.width / 2) * 100) / 100}
                y={plot.bottom + 18}
                textAnchor="middle"
              >
                {shortDay(bar.day, lang)}
              </text>
            ))}
        </g>
      </svg>
      <details className="visits-chart__table">
        <summary>{t("owners.stats.chart.table")}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("owners.stats.chart.date")}</th>
              <th scope="col">{t("owners.stats.chart.visits")}</th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.day}>
                <th scope="row">
                  <time dateTime={bar.day}>{longDay(bar.day, lang)}</time>
                </th>
                <td>{formatNumber(bar.views, lang, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
