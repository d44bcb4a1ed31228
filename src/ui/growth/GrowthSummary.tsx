import { formatPercentage } from '../../core/analysis/percent.ts';
import type { ExportTable } from '../../core/export/table.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt } from '../format.ts';
import { SERIES_COLOURS } from './colours.ts';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** One series' cells as the summary shows them. */
function cellsOf(s: GrowthSeries) {
  return {
    total: formatInt(s.summary.total),
    mean: formatInt(Math.round(s.summary.mean)),
    median: formatInt(Math.round(s.summary.median)),
    saved: s.saving ? formatInt(s.saving.saved) : undefined,
    percent: s.saving ? formatPercentage(s.saving.percent) : undefined,
    over: s.crossesLimitAt ? formatInt(s.crossesLimitAt) : 'never',
    cost: money.format(s.cost),
    costPer1000: money.format(s.cost * 1000),
  };
}

function titleOf(series: GrowthSeries[]): string {
  return `Totals over ${formatInt(series[0]!.summary.steps)} steps`;
}

/** The growth summary as exported: the same cells, the saving's tokens and percentage in two columns. */
export function growthExportTable(series: GrowthSeries[], limit: number): ExportTable {
  return {
    title: titleOf(series),
    columns: [
      'Series',
      'Total (input tokens)',
      'Mean (tokens per step)',
      'Median (tokens per step)',
      'Saved (tokens)',
      'Saved (% of no compaction)',
      `Over ${formatInt(limit)} (from step)`,
      'Cost per session',
      'Cost per 1,000 sessions',
    ],
    rows: series.map((s) => {
      const c = cellsOf(s);
      return [s.name, c.total, c.mean, c.median, c.saved ?? '–', c.percent ?? '–', c.over, c.cost, c.costPer1000];
    }),
    notes: [
      "Input tokens summed over every request of one session. Cost counts each request's prefix identical to the previous request at the cached price.",
    ],
  };
}

/** Totals per series: total, mean and median input per step, saving against no compaction, limit, cost. */
export function GrowthSummary({ series, limit }: { series: GrowthSeries[]; limit: number }) {
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="growth-summary-title">{titleOf(series)}</h2>
        <p className="caption">
          Input tokens summed over every request of one session. Cost counts each request's prefix identical to the
          previous request at the cached price.
        </p>
      </figcaption>
      <div className="table-scroll">
        <table className="ladder-table" aria-labelledby="growth-summary-title" data-testid="growth-summary">
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col" className="num">
                Total<span className="unit">input tokens</span>
              </th>
              <th scope="col" className="num">
                Mean<span className="unit">tokens per step</span>
              </th>
              <th scope="col" className="num">
                Median<span className="unit">tokens per step</span>
              </th>
              <th scope="col" className="num">
                Saved<span className="unit">tokens, % of no compaction</span>
              </th>
              <th scope="col" className="num">
                Over {formatInt(limit)}
                <span className="unit">from step</span>
              </th>
              <th
                scope="col"
                className="num"
                title="A compaction rewrites part of the window: the request where it happens re-reads everything after the first changed part at the full price."
              >
                Cost<span className="unit">price units, per session · per 1,000 sessions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => {
              const c = cellsOf(s);
              return (
                <tr key={s.id} data-series={s.id}>
                  <th scope="row" className="rung-name">
                    <span className="swatch" style={{ background: SERIES_COLOURS[s.id] }} aria-hidden="true" />
                    <span>{s.name}</span>
                  </th>
                  <td className="num" data-testid={`growth-total-${s.id}`}>
                    {c.total}
                  </td>
                  <td className="num">{c.mean}</td>
                  <td className="num">{c.median}</td>
                  <td className="num">
                    {c.saved !== undefined ? (
                      <>
                        {c.saved}
                        <span className="pct">{c.percent}</span>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="num">{c.over}</td>
                  <td className="num">
                    {c.cost}
                    <span className="secondary">{c.costPer1000}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TableExport table={growthExportTable(series, limit)} />
    </figure>
  );
}
