import type { McpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import { partRows } from '../../core/mcp/anatomy/anatomy.ts';
import { anatomyTreemap } from '../../core/mcp/anatomy/treemap.ts';
import { formatCount } from '../../core/format/numbers.ts';
import {
  anatomyAnswer,
  anatomyPartsTable,
  anatomyServerTable,
  anatomyToolsTable,
  sentPhrase,
} from '../../core/report/tables/mcp-anatomy.ts';
import { TableExport } from '../export/TableExport.tsx';
import { TableFold } from '../shared/TableFold.tsx';
import { AnatomyTreemap } from './AnatomyTreemap.tsx';
import { CaptureTable } from './CaptureTable.tsx';

/**
 * A server's tool definitions part by part, as the chosen host sends them: the answer, the treemap,
 * then the tables `cce mcp --anatomy` prints, folded. Every figure is the worker's (`core/mcp/anatomy/`).
 */
export function AnatomyPanel({ anatomy }: { anatomy: McpAnatomy }) {
  const { tools, undrawn } = anatomyTreemap(anatomy);
  const parts = anatomyPartsTable(anatomy);
  const partCount = partRows(anatomy).length;
  return (
    <section className="cap-anatomy" aria-labelledby="anatomy-title" data-testid="anatomy">
      <h3 id="anatomy-title">Tool definitions part by part</h3>
      <p className="answer-line" data-testid="anatomy-answer">
        {anatomyAnswer(anatomy)}
      </p>
      {tools.length > 0 && (
        <AnatomyTreemap tools={tools} total={anatomy.toolsTotal} undrawn={undrawn} sent={sentPhrase(anatomy.host)} />
      )}
      <TableFold
        summary={`Show all ${formatCount(partCount, 'part')} of ${formatCount(anatomy.tools.length, 'tool')}: tokens and share of the tools list`}
        testId="anatomy-fold"
      >
        <CaptureTable table={parts} id="anatomy-parts-title" testId="anatomy-parts" />
        <TableExport table={parts} />
        <CaptureTable table={anatomyToolsTable(anatomy)} id="anatomy-tools-title" testId="anatomy-tools" />
        <CaptureTable table={anatomyServerTable(anatomy)} id="anatomy-server-title" testId="anatomy-server" />
      </TableFold>
    </section>
  );
}
