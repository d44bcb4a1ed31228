import * as Tabs from '@radix-ui/react-tabs';
import type { ViewId } from '../state/views.ts';
import { VIEW_LABELS, VIEWS } from '../state/views.ts';
import { AliasLegend } from './AliasLegend.tsx';
import { DataControl } from './DataControl.tsx';
import { EncodingControl } from './EncodingControl.tsx';
import { FieldsControl } from './FieldsControl.tsx';
import { ShareControl } from './ShareControl.tsx';
import { FormatsControl } from './FormatsControl.tsx';
import { LadderTable } from './LadderTable.tsx';
// Charts and the views behind the other tabs load on first use (see lazy.tsx).
import { BreakEvenView, GrowthView, InspectorView, LadderChart, SavingsView, SnapshotButton, TransportView } from './lazy.tsx';
import { LinkWarnings } from './LinkWarnings.tsx';
import { ScalesControl } from './ScalesControl.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TransportControl } from './TransportControl.tsx';
import { useApp } from './store-context.tsx';

/** The dashboard: controls on the left, the views (ladder, savings, break-even, transport) as tabs on the right. */
export function App() {
  const result = useApp((s) => s.result);
  const view = useApp((s) => s.view);
  const setView = useApp((s) => s.setView);
  const chartScale = useApp((s) => s.chartScale);
  const setChartScale = useApp((s) => s.setChartScale);
  const ladder = result.ladder;
  const showLabels = useApp((s) => s.source.kind === 'files');
  const showCalls = useApp((s) => s.transport !== 'cli');
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
        </aside>
        <main className="views">
          <StatusBar />
          <Tabs.Root value={view} onValueChange={(v) => setView(v as ViewId)}>
            <Tabs.List className="tabs" aria-label="Views">
              {VIEWS.map((id) => (
                <Tabs.Trigger key={id} value={id} className="tab">
                  {VIEW_LABELS[id]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {!ladder ? (
              result.status !== 'error' && <p className="placeholder">The ladder appears here once the tokenizer has loaded.</p>
            ) : (
              <div className={result.status === 'counting' ? 'stale' : undefined} aria-busy={result.status === 'counting'}>
                <Tabs.Content value="ladder" className="tab-panel">
                  <LadderTable ladder={ladder} showLabels={showLabels} showCalls={showCalls} />
                  <LadderChart ladder={ladder} scale={chartScale} onScaleChange={setChartScale} showLabels={showLabels} />
                  {result.legend && <AliasLegend legend={result.legend} />}
                </Tabs.Content>
                <Tabs.Content value="savings" className="tab-panel">
                  <SavingsView ladder={ladder} />
                </Tabs.Content>
                <Tabs.Content value="break-even" className="tab-panel">
                  <BreakEvenView />
                </Tabs.Content>
                <Tabs.Content value="transport" className="tab-panel">
                  <TransportView ladder={ladder} />
                </Tabs.Content>
                <Tabs.Content value="growth" className="tab-panel">
                  <GrowthView ladder={ladder} />
                </Tabs.Content>
                <Tabs.Content value="inspector" className="tab-panel">
                  <InspectorView ladder={ladder} />
                </Tabs.Content>
              </div>
            )}
          </Tabs.Root>
        </main>
      </div>
    </div>
  );
}
