import { formatCount } from '../../core/format/numbers.ts';
import type { ToolSetCounts } from '../../core/hosts/tool-set.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { OpenCapture } from '../../state/mcp/slice.ts';
import type { ToolsMeasured } from '../../state/mcp/deferred.ts';
import { SingleChoice } from '../shared/SingleChoice.tsx';
import { useApp } from '../shared/store-context.tsx';
import { DeferredPanel } from './DeferredPanel.tsx';
import { HostToolsPanel } from './HostToolsPanel.tsx';
import './tools.css';

/** What the built-in contract's tools are, as the panels' captions name them. */
export const CONTRACT_WORDS = 'the built-in contract’s three tools (the minimal 2025 tools/list above)';

/** A server's tools, as the panels' captions name them: its name, version, count and where it came from. */
export function serverWords(open: OpenCapture): string {
  const { server, tools } = open.capture;
  const from = open.from === 'live' ? 'connected from this page' : `opened from ${open.name}`;
  const count = `${formatCount(tools.length, 'tool')}`;
  return `server ${server.name || '(no name)'} ${server.version}’s ${count} (${from})`;
}

const MEASURED: readonly ToolsMeasured[] = ['server', 'contract'];

/** Your server or the built-in contract: shown only while a server is open. */
function MeasuredChoice({ open }: { open: OpenCapture }) {
  const measured = useApp((s) => s.toolsMeasured);
  const setToolsMeasured = useApp((s) => s.setToolsMeasured);
  return (
    <section className="panel tools-measured" aria-labelledby="tools-measured-title" data-testid="tools-measured">
      <h2 id="tools-measured-title">Tools measured below</h2>
      <SingleChoice
        options={MEASURED}
        value={measured}
        onChange={setToolsMeasured}
        labelledBy="tools-measured-title"
        render={(m) =>
          m === 'server' ? `Your server (${open.capture.server.name || 'no name'})` : 'Built-in contract'
        }
      />
    </section>
  );
}

/**
 * The tools as each host injects them, and deferred against up front under the sidebar's host:
 * of the server open (a capture or a live connection, once the worker counted it) unless the user
 * chose the built-in contract, else of the built-in contract. Each panel names whose tools they are.
 */
export function ToolsPanels({ ladder, costed }: { ladder: Ladder; costed: boolean }) {
  const contract = useApp((s) => s.result.toolSet);
  const host = useApp((s) => s.host.id);
  const open = useApp((s) => s.mcp.open);
  const counts = useApp((s) => s.mcp.counts);
  const measured = useApp((s) => s.toolsMeasured);
  const ofServer = open !== null && measured === 'server';
  let toolSet: ToolSetCounts | undefined = costed ? contract : undefined;
  if (ofServer) toolSet = counts.status === 'ready' ? counts.answer?.report.toolSet : undefined;
  const source = ofServer ? serverWords(open) : CONTRACT_WORDS;
  const subject = ofServer ? `server ${open.capture.server.name || '(no name)'}` : 'the built-in contract';
  const encoding = ofServer && counts.answer ? counts.answer.report.encoding : ladder.encoding;
  return (
    <>
      {open && <MeasuredChoice open={open} />}
      <HostToolsPanel toolSet={toolSet} chosen={host} encoding={encoding} source={source} />
      <DeferredPanel toolSet={toolSet} host={host} source={source} subject={subject} />
    </>
  );
}
