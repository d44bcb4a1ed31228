import type { Ladder } from '../../core/ladder/ladder.ts';
import { detailScale } from '../../core/analysis/current.ts';
import { useApp } from '../shared/store-context.tsx';
import { CallSettingsPanel } from './CallSettingsPanel.tsx';
import { OverheadChart } from './OverheadChart.tsx';
import { PerCallTable } from './PerCallTable.tsx';
import { ToolDefinitionPanel } from './ToolDefinitionPanel.tsx';
import { ServerPanel } from './ServerPanel.tsx';
import { ToolsPanels } from './ToolsPanels.tsx';
import './transport.css';

/**
 * The transport view: the call's settings and exact texts, every rung and format as one call over
 * MCP against the command line (table at one scale, overhead against rows as a chart), and what
 * the tool definitions cost against the schema response. Every number comes from the worker.
 */
export function TransportView({ ladder }: { ladder: Ladder }) {
  const chosen = useApp((s) => s.transport);
  const detailRows = useApp((s) => s.detailRows);
  const toolsLists = useApp((s) => s.result.toolsLists);
  const schema = useApp((s) => s.result.schema);
  const scale = detailScale({ result: { ladder }, detailRows });
  const costed = ladder.transport !== undefined && scale?.calls !== undefined;
  return (
    <div className="transport-view">
      <CallSettingsPanel />
      {costed && scale ? (
        <>
          <PerCallTable ladder={ladder} scale={scale} cliChosen={chosen === 'cli'} />
          <OverheadChart ladder={ladder} />
        </>
      ) : (
        <p className="panel placeholder" data-testid="transport-placeholder">
          Costing every rung and format as a call…
        </p>
      )}
      <ToolDefinitionPanel toolsLists={costed ? toolsLists : undefined} schema={schema} />
      <ServerPanel />
      <ToolsPanels ladder={ladder} costed={costed} />
    </div>
  );
}
