import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { GROWTH_NOTE, growthTable } from '../../core/export/tables/growth.ts';
import { TableExport } from '../export/TableExport.tsx';
import { SERIES_COLOURS } from './colours.ts';

/** Totals per series: total, mean and median input per step, saving against no compaction, limit, cost. */
export function GrowthSummary({ series, limit }: { series: GrowthSeries[]; limit: number }) {
  const table = growthTable(series, limit);
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="growth-summary-title">{table.title}</h2>
        <p className="caption">{GROWTH_NOTE}</p>
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
                {table.columns[6]!.name}
                <span className="unit">{table.columns[6]!.unit}</span>
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
            {series.map((s, i) => {
              const [, total, mean, median, saved, percent, over, cost, costPer1000] = table.rows[i]!.map(
                (c) => c.text,
              );
              return (
                <tr key={s.id} data-series={s.id}>
                  <th scope="row" className="rung-name">
                    <span className="swatch" style={{ background: SERIES_COLOURS[s.id] }} aria-hidden="true" />
                    <span>{s.name}</span>
                  </th>
                  <td className="num" data-testid={`growth-total-${s.id}`}>
                    {total}
                  </td>
                  <td className="num">{mean}</td>
                  <td className="num">{median}</td>
                  <td className="num">
                    {saved}
                    {s.saving && <span className="pct">{percent}</span>}
                  </td>
                  <td className="num">{over}</td>
                  <td className="num">
                    {cost}
                    <span className="secondary">{costPer1000}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TableExport table={table} />
    </figure>
  );
}
