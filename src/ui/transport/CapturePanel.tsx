import { formatCount, formatInt } from '../../core/format/numbers.ts';
import { mcpCallsTable, mcpServerTable, mcpToolsTable } from '../../core/report/tables/mcp.ts';
import { hostLabel } from '../../core/mcp/host-texts.ts';
import type { CaptureCounts } from '../../core/mcp/capture-counts.ts';
import type { OpenCapture } from '../../state/mcp/slice.ts';
import { takeCallAsData } from '../../state/mcp/capture-data.ts';
import { CaptureTable } from './CaptureTable.tsx';
import { AnatomyPanel } from './AnatomyPanel.tsx';
import { useApp, useAppHandles } from '../shared/store-context.tsx';

/** The "As data" cell of call `i`: its records and the button that makes them the data, or why it holds none. */
function AsData({ counts, index }: { counts: CaptureCounts; index: number }) {
  const { store, route } = useAppHandles();
  const records = counts.records[index];
  if (records === null || records === undefined) return <td className="tr-muted">no result</td>;
  if ('problem' in records) return <td className="cap-problem">No records: {records.problem}</td>;
  return (
    <td>
      <button
        type="button"
        data-testid={`use-call-${index}`}
        onClick={() => void takeCallAsData(store, route, index)}
        aria-label={`Use the result of call ${index + 1} (${counts.report.calls[index]!.name}, ${formatInt(records.records)} records) as the data`}
      >
        Use this result as the data
      </button>{' '}
      <span className="tr-muted">{formatCount(records.records, 'record')}</span>
    </td>
  );
}

/**
 * A live server's capture: what and where from, its lists, its tools/list per tool and its calls
 * under every host, each result offered as the data. Every figure is the worker's
 * (`core/mcp/report.ts`), in the tables `npm run mcp` prints.
 */
export function CapturePanel({ open }: { open: OpenCapture }) {
  const counts = useApp((s) => s.mcp.counts);
  const closeCapture = useApp((s) => s.closeCapture);
  const encoding = useApp((s) => s.encoding);
  const { capture } = open;
  const { server, connection } = capture;
  const answer = counts.status === 'ready' ? counts.answer : undefined;
  return (
    <div className="cap-open" data-testid="capture-open">
      <div className="chart-head">
        <h3 className="cap-server" data-testid="capture-server">
          {server.name || '(no name)'} <span className="tr-muted">{server.version}</span>
        </h3>
        <button type="button" className="link-button" onClick={closeCapture}>
          Close this server
        </button>
      </div>
      <p className="caption" data-testid="capture-source">
        {open.from === 'file' ? (
          <>
            Opened from <strong>{open.name}</strong>: captured over {connection.transport} from{' '}
            <code>{connection.target}</code> at {capture.capturedAt}
          </>
        ) : (
          <>Connected from this page over Streamable HTTP just now</>
        )}
        {server.protocolVersion ? ` (protocol ${server.protocolVersion})` : ''}. {formatInt(capture.tools.length)}{' '}
        tools, {formatCount(capture.calls.length, 'call')}; {encoding} tokens.
      </p>
      {counts.status === 'counting' && <p className="counting">Counting the capture…</p>}
      {counts.status === 'error' && (
        <p className="error-box" role="alert">
          The capture could not be counted: {counts.error}
        </p>
      )}
      {answer && (
        <>
          <AnatomyPanel anatomy={answer.anatomy} />
          <CaptureTable table={mcpServerTable(answer.report, capture)} id="cap-server-title" testId="capture-lists" />
          <CaptureTable table={mcpToolsTable(answer.report)} id="cap-tools-title" testId="capture-tools" />
          <p className="hint">
            Counted as <strong>{hostLabel(answer.report.host)}</strong> injects the list: choose another host in the
            sidebar (Host) to see its figures.
          </p>
          {answer.report.calls.length > 0 ? (
            <CaptureTable
              table={mcpCallsTable(answer.report)}
              id="cap-calls-title"
              testId="capture-calls"
              after={{ head: 'As data', cell: (i) => <AsData key="as-data" counts={answer} index={i} /> }}
            />
          ) : (
            <p className="hint" data-testid="capture-no-calls">
              No calls in this capture: name a tool to call when connecting, or add <code>--call NAME --args JSON</code>{' '}
              to the command that wrote it.
            </p>
          )}
        </>
      )}
    </div>
  );
}
