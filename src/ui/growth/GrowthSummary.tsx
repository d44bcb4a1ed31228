import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { GROWTH_NOTE, GROWTH_PAIRS, cacheBreakLine, growthTable } from '../../core/report/tables/growth.ts';
import type { CurrencyCode } from '../../core/money/prices.ts';
import { HeadCell, LinesCell, SwatchNameCell, ViewTable } from '../shared/ViewTable.tsx';
import { SERIES_COLOURS } from './colours.ts';

// The page shows the two saved and the two cost columns as one each, the second figure beneath.
const SAVED_HEAD = { name: 'Saved', unit: 'tokens, % of no compaction' };

interface Props {
  series: GrowthSeries[];
  limit: number;
  /** The chosen model's currency: every cost carries its symbol; undefined without a price. */
  currency: CurrencyCode | undefined;
  /** Without a price (an open model with none typed): what the cost column says instead (`noPriceWords`). */
  noPrice?: string;
}

/**
 * Totals per series: total, mean and median input per step, saving against no compaction, limit,
 * cost; under the table, why a compaction's cost is what it is (what it broke in the prompt cache).
 */
export function GrowthSummary({ series, limit, currency, noPrice }: Props) {
  const table = growthTable(series, limit, currency);
  const costHead = { name: 'Cost', unit: `${currency ?? 'no price'}, per session · per 1,000 sessions` };
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="growth-summary-title">{table.title}</h2>
        <p className="caption">{GROWTH_NOTE}</p>
      </figcaption>
      <ViewTable
        table={table}
        testId="growth-summary"
        labelledBy="growth-summary-title"
        head={
          <tr>
            {table.columns.slice(0, 4).map((column, i) => (
              <HeadCell key={i} column={column} numeric={i > 0} />
            ))}
            <HeadCell column={SAVED_HEAD} numeric />
            <HeadCell column={table.columns[6]!} numeric />
            <HeadCell
              column={costHead}
              numeric
              title="A compaction rewrites part of the window: the request where it happens re-reads everything after the first changed part at the full price."
            />
          </tr>
        }
      >
        {series.map((s, i) => {
          const row = table.rows[i]!;
          const [saved, percent] = GROWTH_PAIRS.saved.map((c) => row[c]!.text);
          const [cost, costPer1000] = GROWTH_PAIRS.cost.map((c) => row[c]!.text);
          return (
            <tr key={s.id} data-series={s.id}>
              <SwatchNameCell colour={SERIES_COLOURS[s.id]}>{s.name}</SwatchNameCell>
              <LinesCell cell={row[1]!} classes={[null]} testId={`growth-total-${s.id}`} />
              <LinesCell cell={row[2]!} classes={[null]} />
              <LinesCell cell={row[3]!} classes={[null]} />
              <LinesCell
                cell={{ ...row[4]!, lines: s.saving ? [saved!, percent!] : [saved!] }}
                classes={[null, 'pct']}
              />
              <LinesCell cell={row[6]!} classes={[null]} />
              <LinesCell
                cell={{ ...row[7]!, lines: s.cost === null ? [cost!] : [cost!, costPer1000!] }}
                classes={[null, 'secondary']}
              />
            </tr>
          );
        })}
      </ViewTable>
      {noPrice !== undefined && (
        <p className="caption" data-testid="growth-no-price">
          Cost: {noPrice}.
        </p>
      )}
      {series.map((s) => {
        const line = cacheBreakLine(s, currency);
        return (
          line && (
            <p key={s.id} className="caption cache-break" data-testid={`cache-break-${s.id}`}>
              {line}
            </p>
          )
        );
      })}
    </figure>
  );
}
