import { HORIZONS } from '../../core/analysis/break-even.ts';
import { MOVES, moveSaving } from '../../core/analysis/moves.ts';
import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import type { ExportTable } from '../../core/export/table.ts';
import type { LadderScale } from '../../core/ladder/ladder.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt, formatRows } from '../format.ts';
import { MoveLabel, moveTitle } from './MoveLabel.tsx';
import { formatBreakEven, formatSigned, neverReason } from './format-signed.ts';

const COUNTING = 'counting…';

function Counting() {
  return <span className="be-counting">{COUNTING}</span>;
}

/** Each move with the saving per query shown and its break-even, once every session text is counted. */
function breakEvenRows(scale: LadderScale, breakEvens: MoveBreakEven[] | undefined) {
  return MOVES.map((move, i) => ({
    move,
    // The per-query saving needs only the ladder, so it shows even while session texts are counted.
    saving: breakEvens?.[i]?.savingPerQuery ?? moveSaving(move, scale).saved,
    result: breakEvens?.[i],
  }));
}

/** The break-even table as exported: the same cells, `counting…` where the page says so. */
export function breakEvenExportTable(
  scale: LadderScale,
  encoding: EncodingName,
  breakEvens: MoveBreakEven[] | undefined,
): ExportTable {
  return {
    title: 'Break-even per move',
    columns: [
      'Move',
      'One-time cost (tokens)',
      'Saving per query (tokens)',
      'Break-even (queries)',
      ...HORIZONS.map((n) => `Net after ${n} ${n === 1 ? 'query' : 'queries'} (tokens)`),
    ],
    rows: breakEvenRows(scale, breakEvens).map(({ move, saving, result }) => [
      moveTitle(move),
      result ? formatInt(result.oneTime) : COUNTING,
      formatSigned(saving),
      result ? formatBreakEven(result.breakEven) : COUNTING,
      ...HORIZONS.map((n) => {
        const net = result?.net.find((x) => x.queries === n);
        return net ? formatSigned(net.tokens) : COUNTING;
      }),
    ]),
    notes: [
      `At ${formatRows(scale.rows)}, ${encoding} tokens.`,
      'A move with a one-time cost of C tokens that saves s tokens on every query breaks even after ⌊C ÷ s⌋ + 1 queries; net after N queries is N × s − C.',
    ],
  };
}

interface Props {
  scale: LadderScale;
  encoding: EncodingName;
  /** From `currentBreakEvens`, in the order of {@link MOVES}; undefined while a session text is being counted. */
  breakEvens: MoveBreakEven[] | undefined;
}

/**
 * Every move's one-time cost, saving per query, break-even and net tokens at the article's
 * horizons, at one scale. While a session text is being counted, the cells that depend on it say
 * so instead of showing a number.
 */
export function BreakEvenTable({ scale, encoding, breakEvens }: Props) {
  const rows = breakEvenRows(scale, breakEvens);
  return (
    <>
      <p className="caption" id="be-table-caption">
        A move with a one-time cost of <var>C</var> tokens that saves <var>s</var> tokens on every query breaks even
        after ⌊<var>C</var> ÷ <var>s</var>⌋ + 1 queries, the first query after which its savings exceed its one-time
        cost; net after <var>N</var> queries is <var>N</var> × <var>s</var> − <var>C</var>. A move that saves nothing,
        or costs more, per query never pays back. At{' '}
        <strong data-testid="break-even-scale">
          {formatRows(scale.rows)}, {encoding} tokens
        </strong>
        .
      </p>
      <div className="table-scroll">
        <table
          className="ladder-table be-table"
          aria-labelledby="be-table-title"
          aria-describedby="be-table-caption"
          data-testid="break-even-table"
        >
          <colgroup>
            <col />
            <col span={3} />
          </colgroup>
          <colgroup span={HORIZONS.length} className="be-net-group" />
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Move
              </th>
              <th scope="col" rowSpan={2} className="num">
                One-time cost<span className="unit">tokens</span>
              </th>
              <th scope="col" rowSpan={2} className="num">
                Saving per query<span className="unit">tokens</span>
              </th>
              <th scope="col" rowSpan={2} className="num">
                Break-even<span className="unit">queries</span>
              </th>
              <th scope="colgroup" colSpan={HORIZONS.length} className="be-net-head">
                Net after N queries<span className="unit">tokens</span>
              </th>
            </tr>
            <tr>
              {HORIZONS.map((n) => (
                <th
                  scope="col"
                  className="num be-horizon"
                  key={n}
                  aria-label={`after ${n} ${n === 1 ? 'query' : 'queries'}`}
                >
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ move, saving, result }) => (
              <tr key={move.id} data-move={move.id}>
                <th scope="row" className="be-move-cell">
                  <MoveLabel move={move} />
                </th>
                <td className="num" data-testid={`one-time-${move.id}`}>
                  {result ? formatInt(result.oneTime) : <Counting />}
                </td>
                <td className={saving > 0 ? 'num' : 'num be-loss'} data-testid={`saving-${move.id}`}>
                  {formatSigned(saving)}
                </td>
                <td
                  className={result && !result.breakEven.pays ? 'num be-never' : 'num'}
                  data-testid={`break-even-${move.id}`}
                  title={
                    result && !result.breakEven.pays ? `Never pays back: ${neverReason(result.breakEven)}.` : undefined
                  }
                >
                  {result ? formatBreakEven(result.breakEven) : <Counting />}
                </td>
                {HORIZONS.map((n) => {
                  const net = result?.net.find((x) => x.queries === n);
                  return (
                    <td
                      key={n}
                      className={net && net.tokens < 0 ? 'num be-net be-loss' : 'num be-net'}
                      data-testid={`net-${move.id}-${n}`}
                    >
                      {net ? formatSigned(net.tokens) : <Counting />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TableExport table={breakEvenExportTable(scale, encoding, breakEvens)} />
    </>
  );
}
