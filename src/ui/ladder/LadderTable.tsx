import { selectResultCounts } from '../../state/result.ts';
import { memo, useMemo } from 'react';
import { currentLosing } from '../../core/analysis/losing-moves.ts';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { formatInt, formatSigned } from '../../core/format/numbers.ts';
import { resultWords, transportName } from '../../core/format/names.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import type { Cell } from '../../core/report/table.ts';
import { ladderTable } from '../../core/report/tables/ladder.ts';
import type { LadderRow } from '../../core/ladder-rows.ts';
import { ladderRows } from '../../core/ladder-rows.ts';
import { detailScale } from '../../core/analysis/current.ts';
import { useKeyColumnFirst } from '../shared/key-column.ts';
import { colourOf } from '../theme/palette.ts';
import { ScalesHead, SwatchNameCell, ViewTable } from '../shared/ViewTable.tsx';
import { useApp } from '../shared/store-context.tsx';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { EstimateCaption } from './EstimateCaption.tsx';
import { EstimateLine } from '../shared/EstimateLine.tsx';

interface Props {
  ladder: Ladder;
  showLabels?: boolean;
  /** Show each cell as a call over `ladder.transport` (the user chose an MCP transport: `showsCalls`). */
  showCalls?: boolean;
}

/** `1,593 B · 1,593 chars` with each part kept on one line: where the line wraps (a phone), it wraps after a `·`. */
function unbroken(text: string) {
  return text.split(' · ').map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      <span className="nowrap">{part}</span>
    </span>
  ));
}

/** One cell: the payload's tokens with bytes and characters beneath, as the ladder table built them. */
function PayloadCell({ scale, rung, cell }: { scale: LadderScale; rung: LadderRow; cell: Cell }) {
  if (cell.value === null) return <td />;
  const [tokens, secondary] = cell.lines ?? [cell.text];
  return (
    <td className="num" data-rows={scale.rows}>
      <span className="tokens" data-testid={`cell-${rung.id}-${scale.rows}`}>
        {tokens}
      </span>
      <EstimateLine cell={cell} testId={`estimate-${rung.id}-${scale.rows}`} />
      {secondary !== undefined && <span className="secondary">{unbroken(secondary)}</span>}
    </td>
  );
}

/** One cell: the call's total tokens, its overhead over the command line, and the payload's own tokens. */
function CallCell({ scale, rung, cell }: { scale: LadderScale; rung: LadderRow; cell: Cell }) {
  const call = scale.calls?.[rung.id];
  if (!call) return <td />;
  return (
    <td className="num call-cell" data-rows={scale.rows}>
      <span className="tokens" data-testid={`cell-${rung.id}-${scale.rows}`}>
        {cell.lines?.[0] ?? cell.text}
      </span>
      <EstimateLine cell={cell} testId={`estimate-${rung.id}-${scale.rows}`} />
      <span className="secondary call-overhead" data-testid={`overhead-${rung.id}-${scale.rows}`}>
        <strong>{formatSigned(call.overhead)}</strong> over command line
      </span>
      <span className="secondary">
        <span className="nowrap">
          payload <span data-testid={`payload-${rung.id}-${scale.rows}`}>{formatInt(call.payload)}</span> ·
        </span>{' '}
        <span className="nowrap">
          command <span data-testid={`command-${rung.id}-${scale.rows}`}>{formatInt(call.commandLine)}</span>
        </span>
      </span>
    </td>
  );
}

/** A row's class: rungs plain, the rest set apart. */
const ROW_CLASS: Record<LadderRow['kind'], string | undefined> = {
  received: 'received-row',
  rung: undefined,
  format: 'format-row',
  whole: 'format-row whole-row',
};

/** The word before a row's name: a rung's id, `format`; the text as received and the whole formats are named in full. */
function kindWord(row: LadderRow): string | undefined {
  if (row.kind === 'rung') return row.id;
  return row.kind === 'format' ? 'format' : undefined;
}

/**
 * The ladder as a table: the text as received first (loaded or pasted data), rungs, added and whole-response formats as rows, scales as columns. Over the command line each cell is the
 * payload's tokens with bytes and characters beneath; over MCP it is the whole call's tokens
 * (request + result), with the difference from the same call as a command line beneath.
 */
export const LadderTable = memo(function LadderTable({ ladder, showLabels = false, showCalls = false }: Props) {
  const calls = showCalls;
  const result = useApp(selectResultCounts);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const transport = useApp((s) => s.transport);
  const steps = useApp((s) => s.sim.steps);
  // Losing moves over the same tokens the cells show: call totals once MCP is chosen, else payloads.
  const losing = useMemo(
    () =>
      currentLosing(
        { result: { ...result, ladder }, session, sessionCounts, transport: calls ? transport : 'cli' },
        steps,
      ) ?? [],
    [result, ladder, session, sessionCounts, transport, calls, steps],
  );
  const estimate = useApp(selectModelCalibration);
  const table = useMemo(
    () => ladderTable(ladder, calls, showLabels, losing, estimate),
    [ladder, calls, showLabels, losing, estimate],
  );
  const reps = ladderRows(ladder);
  // On a phone the detail scale's column (the verdict's figures) comes first.
  const detailRows = useApp((s) => s.detailRows);
  const detail = detailScale({ result: { ladder }, detailRows });
  const order = useKeyColumnFirst(ladder.scales.length, detail ? ladder.scales.indexOf(detail) : undefined);
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="ladder-table-title">{table.title}</h2>
        {calls ? (
          <p className="caption" data-testid="ladder-caption">
            Each cell: <strong>{ladder.encoding}</strong> tokens of the whole call over{' '}
            <strong>{transportName(ladder.transport!, ladder.host ?? 'wire')}</strong>, request + result (
            {resultWords(ladder.host ?? 'wire', TRANSPORT_INFO[ladder.transport!].structured)}). Beneath it: how many
            tokens more than the same call made as a command line (command + payload), then the payload’s and the
            command’s own tokens. The chart below shows the same call totals.
          </p>
        ) : (
          <p className="caption" data-testid="ladder-caption">
            Each cell: <strong>{ladder.encoding}</strong> tokens of the whole response; below it, UTF-8 bytes and
            characters (Unicode code points).
          </p>
        )}
        <EstimateCaption encoding={ladder.encoding} testId="ladder-estimate" />
      </figcaption>
      <ViewTable
        table={table}
        testId="ladder-table"
        labelledBy="ladder-table-title"
        head={<ScalesHead table={table} scales={ladder.scales} titles fileLabels={showLabels} order={order} />}
      >
        {reps.map((rung, r) => (
          <tr key={rung.id} data-rung={rung.id} className={ROW_CLASS[rung.kind]}>
            <SwatchNameCell colour={colourOf(rung.id)}>
              {kindWord(rung) !== undefined && <strong>{kindWord(rung)}</strong>} {rung.name}
              <span className="rule">{rung.rule}</span>
              {table.rows[r]![0]!.lines?.[1] !== undefined && (
                <span className="losing-note" data-testid={`losing-${rung.id}`}>
                  {table.rows[r]![0]!.lines[1]}
                </span>
              )}
            </SwatchNameCell>
            {order.map((i) => {
              const scale = ladder.scales[i]!;
              return calls ? (
                <CallCell key={scale.label} scale={scale} rung={rung} cell={table.rows[r]![i + 1]!} />
              ) : (
                <PayloadCell key={scale.label} scale={scale} rung={rung} cell={table.rows[r]![i + 1]!} />
              );
            })}
          </tr>
        ))}
      </ViewTable>
    </figure>
  );
});
