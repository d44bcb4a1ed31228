import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import type { Ladder } from '../core/ladder/ladder.ts';
import type { ViewId } from '../state/views.ts';
import { VIEW_LABELS, VIEWS } from '../state/views.ts';
import { AliasLegend } from './AliasLegend.tsx';
import { DataControl } from './DataControl.tsx';
import { EncodingControl } from './EncodingControl.tsx';
import { FieldsControl } from './FieldsControl.tsx';
import { ShareControl } from './ShareControl.tsx';
import { FormatsControl } from './FormatsControl.tsx';
import { OmittedFormats } from './OmittedFormats.tsx';
import { LadderTable } from './LadderTable.tsx';
// Charts and the views behind the other tabs load on first use (see lazy.tsx).
import {
  BreakEvenView,
  GrowthView,
  InspectorView,
  LadderChart,
  SavingsView,
  SessionsView,
  SnapshotButton,
  TransportView,
} from './lazy.tsx';
import { LinkWarnings } from './LinkWarnings.tsx';
import { ScalesControl } from './ScalesControl.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TransportControl } from './TransportControl.tsx';
import { PriceControl } from './money/PriceControl.tsx';
import { VerdictCard } from './verdict/VerdictCard.tsx';
import { useApp } from './store-context.tsx';

/** The dashboard: controls on the left, the views (ladder, savings, break-even, transport) as tabs on the right. */
export function App() {
  // Nothing here subscribes to the store: a count starting or ending re-renders only <Views />,
  // not the controls (each control subscribes to what it shows).
  return (
    <div className="app">
      <header className="app-header">
        <h1>Context Cost Explorer</h1>
        <p>What a tool response costs in the model's context window, rung by rung of the representation ladder.</p>
        <div className="header-actions">
          <ShareControl />
          <SnapshotButton />
        </div>
      </header>
      <LinkWarnings />
      <div className="layout">
        <aside className="controls" aria-label="Settings">
          <DataControl />
          <FieldsControl />
          <ScalesControl />
          <FormatsControl />
          <EncodingControl />
          <TransportControl />
          <PriceControl />
        </aside>
        <main className="views">
          <StatusBar />
          <VerdictCard />
          <Views />
        </main>
      </div>
    </div>
  );
}

/** The tabs and the current ladder's views; dimmed (and `aria-busy`) while a recount runs. */
function Views() {
  const ladder = useApp((s) => s.result.ladder);
  const status = useApp((s) => s.result.status);
  const view = useApp((s) => s.view);
  const setView = useApp((s) => s.setView);
  return (
    <Tabs.Root value={view} onValueChange={(v) => setView(v as ViewId)}>
      <Tabs.List className="tabs" aria-label="Views">
        {VIEWS.map((id) => (
          <Tabs.Trigger key={id} value={id} className="tab">
            {VIEW_LABELS[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {!ladder ? (
        status !== 'error' && <p className="placeholder">The ladder appears here once the tokenizer has loaded.</p>
      ) : (
        <div className={status === 'counting' ? 'stale' : undefined} aria-busy={status === 'counting'}>
          <ViewPanels ladder={ladder} />
        </div>
      )}
    </Tabs.Root>
  );
}

/** One tab panel per view; Radix mounts only the chosen one, so only the view on screen renders. */
function ViewPanels({ ladder }: { ladder: Ladder }) {
  const legend = useApp((s) => s.result.legend);
  const chartScale = useApp((s) => s.chartScale);
  const setChartScale = useApp((s) => s.setChartScale);
  const showLabels = useApp((s) => s.source.kind === 'files');
  const showCalls = useApp((s) => s.transport !== 'cli');
  const panels: Record<ViewId, ReactNode> = {
    ladder: (
      <>
        <LadderTable ladder={ladder} showLabels={showLabels} showCalls={showCalls} />
        <OmittedFormats ladder={ladder} />
        <LadderChart ladder={ladder} scale={chartScale} onScaleChange={setChartScale} showLabels={showLabels} />
        {legend && <AliasLegend legend={legend} />}
      </>
    ),
    savings: <SavingsView ladder={ladder} />,
    'break-even': <BreakEvenView />,
    transport: <TransportView ladder={ladder} />,
    growth: <GrowthView ladder={ladder} />,
    sessions: <SessionsView />,
    inspector: <InspectorView ladder={ladder} />,
  };
  return VIEWS.map((id) => (
    <Tabs.Content key={id} value={id} className="tab-panel">
      {panels[id]}
    </Tabs.Content>
  ));
}
