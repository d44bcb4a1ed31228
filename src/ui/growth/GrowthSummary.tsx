import { formatPercentage } from '../../core/analysis/percent.ts';
import type { GrowthSeries } from '../../state/growth.ts';
import { formatInt } from '../format.ts';
import { SERIES_COLOURS } from './colours.ts';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Totals per series: total, mean and median input per step, saving against no compaction, limit, cost. */
export function GrowthSummary({ series, limit }: { series: GrowthSeries[]; limit: number }) {
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="growth-summary-title">Totals over {formatInt(series[0]!.summary.steps)} steps</h2>
        <p className="caption">Input tokens summed over every request of one session. Cost counts each request's prefix identical to the previous request at the cached price.</p>
      </figcaption>
      <div className="table-scroll">
        <table className="ladder-table" aria-labelledby="growth-summary-title" data-testid="growth-summary">
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col" className="num">Total<span className="unit">input tokens</span></th>
              <th scope="col" className="num">Mean<span className="unit">tokens per step</span></th>
              <th scope="col" className="num">Median<span className="unit">tokens per step</span></th>
              <th scope="col" className="num">Saved<span className="unit">tokens, % of no compaction</span></th>
              <th scope="col" className="num">Over {formatInt(limit)}<span className="unit">from step</span></th>
              <th scope="col" className="num" title="A compaction rewrites part of the window: the request where it happens re-reads everything after the first changed part at the full price.">
                Cost<span className="unit">per session · per 1,000</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.id} data-series={s.id}>
                <th scope="row" className="rung-name">
                  <span className="swatch" style={{ background: SERIES_COLOURS[s.id] }} aria-hidden="true" />
                  <span>{s.name}</span>
                </th>
                <td className="num" data-testid={`growth-total-${s.id}`}>{formatInt(s.summary.total)}</td>
                <td className="num">{formatInt(Math.round(s.summary.mean))}</td>
                <td className="num">{formatInt(Math.round(s.summary.median))}</td>
                <td className="num">
                  {s.saving ? (
                    <>
                      {formatInt(s.saving.saved)}
                      <span className="pct">{formatPercentage(s.saving.percent)}</span>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
                <td className="num">{s.crossesLimitAt ? formatInt(s.crossesLimitAt) : 'never'}</td>
                <td className="num">
                  {money.format(s.cost)}
                  <span className="secondary">{money.format(s.cost * 1000)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
