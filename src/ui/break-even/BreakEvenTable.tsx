import { EstimateCaption } from '../ladder/EstimateCaption.tsx';
import { HORIZONS } from '../../core/analysis/break-even.ts';
import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import { formatBreakEven, formatQueries, formatRows, neverReason } from '../../core/format/numbers.ts';
import type { Cell } from '../../core/report/table.ts';
import { COUNTING, breakEvenRows, breakEvenTable } from '../../core/report/tables/break-even.ts';
import type { ResponseScale } from '../../core/analysis/per-response.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { perResponseWords } from '../../core/format/names.ts';
import { useApp } from '../shared/store-context.tsx';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { HeadCell, ViewTable } from '../shared/ViewTable.tsx';
import { MoveLabel } from './MoveLabel.tsx';
import { EstimateLine } from '../shared/EstimateLine.tsx';
import { selectModelCalibration } from '../../state/models/calibration.ts';

/** The header over the horizons' columns. */
const NET_HEAD = { name: 'Net after N queries', unit: 'tokens' };

function Counting() {
  return <span className="counting">{COUNTING}</span>;
}

/** A cell's text, or the `counting…` marker while the session text it needs is counted. */
function Shown({ cell }: { cell: Cell }) {
  return cell.text === COUNTING ? <Counting /> : <>{cell.text}</>;
}

/**
 * A token figure (`testId` on the figure alone) with a Claude or Gemini model's estimate beneath
 * it (`estimate-<testId>`), compact: the table has ten columns, and its caption says the factor once.
 */
function Tokens({ cell, testId }: { cell: Cell; testId: string }) {
  return (
    <>
      <span data-testid={testId}>
        <Shown cell={cell.lines ? { ...cell, text: cell.lines[0]! } : cell} />
      </span>
      <EstimateLine cell={cell} testId={`estimate-${testId}`} compact />
    </>
  );
}

interface Props {
  /** The detail scale as counted per query (`detailResponseScale`: payloads, or call totals). */
  scale: ResponseScale;
  encoding: EncodingName;
  /** The transport when a query is a call over it (request + result). */
  callsOver?: Transport | undefined;
  /** From `currentBreakEvens`, in the order of {@link MOVES}; undefined while a session text is being counted. */
  breakEvens: MoveBreakEven[] | undefined;
}

/**
 * Every move's one-time cost, saving per query, break-even and net tokens at the article's
 * horizons, at one scale. While a session text is being counted, the cells that depend on it say
 * so instead of showing a number.
 */
export function BreakEvenTable({ scale, encoding, breakEvens, callsOver }: Props) {
  // The host whose forwarding the call totals count (absent: the JSON-RPC wire), named with the transport.
  const host = useApp((st) => st.result.ladder?.host);
  const rows = breakEvenRows(scale, breakEvens);
  const estimate = useApp(selectModelCalibration);
  const table = breakEvenTable(scale, encoding, breakEvens, callsOver, host, estimate);
  return (
    <>
      <p className="caption" id="be-table-caption">
        A move with a one-time cost of <var>C</var> tokens that saves <var>s</var> tokens on every query breaks even
        after ⌊<var>C</var> ÷ <var>s</var>⌋ + 1 queries, the first query after which its savings exceed its one-time
        cost; net after <var>N</var> queries is <var>N</var> × <var>s</var> − <var>C</var>. A move that saves nothing,
        or costs more, per query never pays back; one that neither saves nor costs anything is no change. At{' '}
        <strong data-testid="break-even-scale">
          {formatRows(scale.rows)}, {encoding} tokens
        </strong>{' '}
        <span data-testid="break-even-per">{perResponseWords(callsOver, host)}</span>.
      </p>
      <EstimateCaption encoding={encoding} testId="break-even-estimate" />
      <ViewTable
        table={table}
        testId="break-even-table"
        className="be-table dense"
        labelledBy="be-table-title"
        describedBy="be-table-caption"
        colgroups={
          <>
            <colgroup>
              <col />
              <col span={3} />
            </colgroup>
            <colgroup span={HORIZONS.length} className="be-net-group" />
          </>
        }
        head={
          <>
            <tr>
              {table.columns.slice(0, 4).map((column, i) => (
                <HeadCell key={column.name} column={column} numeric={i > 0} rowSpan={2} />
              ))}
              <HeadCell column={NET_HEAD} colSpan={HORIZONS.length} scope="colgroup" className="be-net-head" />
            </tr>
            <tr>
              {HORIZONS.map((n) => (
                <th scope="col" className="num be-horizon" key={n} aria-label={`after ${formatQueries(n)}`}>
                  {n}
                </th>
              ))}
            </tr>
          </>
        }
      >
        {rows.map(({ move, saving, result }, r) => (
          <tr key={move.id} data-move={move.id}>
            <th scope="row" className="be-move-cell">
              <MoveLabel move={move} />
            </th>
            <td className="num">
              <Tokens cell={table.rows[r]![1]!} testId={`one-time-${move.id}`} />
            </td>
            <td className={saving > 0 ? 'num' : 'num be-loss'}>
              <Tokens cell={table.rows[r]![2]!} testId={`saving-${move.id}`} />
            </td>
            <td
              className={result && !result.breakEven.pays ? 'num be-never' : 'num'}
              data-testid={`break-even-${move.id}`}
              title={
                result && !result.breakEven.pays
                  ? `${formatBreakEven(result.breakEven)}: ${neverReason(result.breakEven)}.`
                  : undefined
              }
            >
              <Shown cell={table.rows[r]![3]!} />
            </td>
            {HORIZONS.map((n, h) => {
              const net = result?.net.find((x) => x.queries === n);
              return (
                <td key={n} className={net && net.tokens < 0 ? 'num be-net be-loss' : 'num be-net'}>
                  <Tokens cell={table.rows[r]![4 + h]!} testId={`net-${move.id}-${n}`} />
                </td>
              );
            })}
          </tr>
        ))}
      </ViewTable>
    </>
  );
}
