import type { Ladder } from '../../core/ladder/ladder.ts';
import { useApp } from '../shared/store-context.tsx';
import { DeferredPanel } from './DeferredPanel.tsx';
import { HostToolsPanel } from './HostToolsPanel.tsx';
import './tools.css';

/** What the tools are, as the panels' captions name them. */
const CONTRACT = 'the built-in contract’s three tools (the minimal 2025 tools/list above)';

/**
 * The built-in contract's tools as each host injects them, and deferred against up front under
 * the sidebar's host. Both panels take the tool set as a prop, so a capture's tools can be drawn
 * the same way.
 */
export function ContractToolsPanels({ ladder, costed }: { ladder: Ladder; costed: boolean }) {
  const toolSet = useApp((s) => s.result.toolSet);
  const host = useApp((s) => s.host.id);
  const shown = costed ? toolSet : undefined;
  return (
    <>
      <HostToolsPanel toolSet={shown} chosen={host} encoding={ladder.encoding} source={CONTRACT} />
      <DeferredPanel toolSet={shown} host={host} source={CONTRACT} />
    </>
  );
}
