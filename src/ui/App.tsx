import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import type { Ladder } from '../core/ladder/ladder.ts';
import { nothingKept } from '../core/ladder/nothing-kept.ts';
import type { ViewId } from '../state/views.ts';
import { VIEW_LABELS, VIEWS } from '../state/views.ts';
import { projectionOf } from '../state/fields/fields.ts';
import { AliasLegend } from './ladder/AliasLegend.tsx';
import { showsCalls } from '../core/analysis/per-response.ts';
import { DataControl } from './settings/DataControl.tsx';
import { ErrorBoundary } from './shared/ErrorBoundary.tsx';
import { EncodingControl } from './settings/EncodingControl.tsx';
import { FieldsControl } from './settings/FieldsControl.tsx';
import { ShareControl } from './settings/ShareControl.tsx';
import { FormatsControl } from './settings/FormatsControl.tsx';
import { OmittedFormats } from './ladder/OmittedFormats.tsx';
import { LadderTable } from './ladder/LadderTable.tsx';
// Charts and the views behind the other tabs load on first use (see lazy.tsx).
import {
  BreakEvenView,
  GrowthView,
  HistoryVerdict,
  HistoryView,
  TokensView,
  LadderChart,
  ModelsView,
  SavingsView,
  SessionsView,
  SnapshotButton,
  TransportView,
} from './lazy.tsx';
import { LinkWarnings } from './settings/LinkWarnings.tsx';
import { NoFieldKept } from './layout/NoFieldKept.tsx';
import { ScalesControl } from './settings/ScalesControl.tsx';
import { RESULTS_ID, SkipLink } from './layout/SkipLink.tsx';
import { StatusBar } from './layout/StatusBar.tsx';
import { TransportControl } from './settings/TransportControl.tsx';
import { PriceControl } from './money/PriceControl.tsx';
import { VerdictCard } from './verdict/VerdictCard.tsx';
import { SessionVerdict } from './sessions/SessionVerdict.tsx';
import { LADDER_VERDICT_ABOUT } from '../core/report/view-verdict.ts';
import { useApp } from './shared/store-context.tsx';
import { PresentToggle } from './layout/PresentToggle.tsx';
import { SettingsButton, SettingsPanel, SettingsRoot } from './layout/SettingsDrawer.tsx';
import { POINTER_FOCUS_HANDLERS } from './layout/pointer-focus.ts';

/**
 * The settings sidebar's parts, each behind its own error boundary (named as a failure says where):
 * one control failing to draw leaves the others usable.
 */
const SETTINGS: [string, () => ReactNode][] = [
  ['the data settings', DataControl],
  ['the field settings', FieldsControl],
  ['the scale settings', ScalesControl],
  ['the format settings', FormatsControl],
  ['the encoding setting', EncodingControl],
  ['the transport settings', TransportControl],
  ['the price settings', PriceControl],
];

/**
 * The dashboard: controls on the left, the nine views (`state/views.ts`) as tabs
 * on the right; on a phone or in presentation mode the controls move into a drawer opened from
 * the header (`layout/SettingsDrawer.tsx`), so the results come first.
 */
export function App() {
  // Nothing here subscribes to the store: a count starting or ending re-renders only <Views />,
  // not the controls (each control subscribes to what it shows).
  return (
    <SettingsRoot>
      <div className="app">
        <SkipLink />
        <header className="app-header">
          <h1>Context Cost Explorer</h1>
          <p>
            Drop a tool response (or paste one) in Data, a session log in Sessions, or a folder of logs in History: see
            what it costs in the model's context and what a change would save.
          </p>
          <div className="header-actions">
            <SettingsButton />
            <ErrorBoundary where="the header's link and snapshot buttons">
              <ShareControl />
              <SnapshotButton />
            </ErrorBoundary>
            <PresentToggle />
          </div>
        </header>
        <LinkWarnings />
        <div className="layout">
          <SettingsPanel>
            {SETTINGS.map(([where, Control]) => (
              <ErrorBoundary key={where} where={where}>
                <Control />
              </ErrorBoundary>
            ))}
          </SettingsPanel>
          <main className="views" id={RESULTS_ID} tabIndex={-1}>
            <StatusBar />
            <ErrorBoundary where="the verdict">
              <ViewVerdict />
            </ErrorBoundary>
            <Views />
          </main>
        </div>
      </div>
    </SettingsRoot>
  );
}

/**
 * The verdict above the views: the Sessions and History views' own (about the open session, about
 * the history read); elsewhere the Ladder's, which on Growth says it is about the ladder data and links to the Ladder view.
 */
function ViewVerdict() {
  const view = useApp((s) => s.view);
  const setView = useApp((s) => s.setView);
  if (view === 'sessions') return <SessionVerdict />;
  if (view === 'history') return <HistoryVerdict />;
  if (view !== 'growth') return <VerdictCard />;
  return (
    <VerdictCard
      about={
        <>
          {LADDER_VERDICT_ABOUT}{' '}
          <button type="button" className="link-button" onClick={() => setView('ladder')}>
            Open the Ladder view
          </button>
        </>
      }
    />
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
      <Tabs.List className="tabs" aria-label="Views" {...POINTER_FOCUS_HANDLERS}>
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
  const chartScale = useApp((s) => s.chartScale);
  const setChartScale = useApp((s) => s.setChartScale);
  const showLabels = useApp((s) => s.source.kind === 'files');
  const transport = useApp((s) => s.transport);
  // One meaning for the transport: the table, the chart, savings and break-even all count calls over MCP.
  const showCalls = showsCalls(ladder, transport);
  const available = useApp((s) => s.availableFields.length);
  const keepsNone = useApp((s) => projectionOf(s.fields).length === 0);
  // At once when the last field goes off, and until a ladder with a field kept is counted. The
  // sessions view reads a log, not the ladder: it stays.
  const noField = nothingKept(keepsNone ? [] : ladder.fields, available);
  const panels: Record<ViewId, ReactNode> = {
    ladder: (
      <>
        <LadderTable ladder={ladder} showLabels={showLabels} showCalls={showCalls} />
        <OmittedFormats ladder={ladder} />
        <LadderChart
          ladder={ladder}
          scale={chartScale}
          onScaleChange={setChartScale}
          showLabels={showLabels}
          calls={showCalls}
        />
        <AliasLegend />
      </>
    ),
    savings: <SavingsView ladder={ladder} />,
    'break-even': <BreakEvenView />,
    transport: <TransportView ladder={ladder} />,
    growth: <GrowthView ladder={ladder} />,
    sessions: <SessionsView />,
    history: <HistoryView />,
    tokens: <TokensView ladder={ladder} />,
    models: <ModelsView />,
  };
  // Each view behind its own boundary: a view that fails to draw leaves the tabs, the other views
  // and the sidebar working (its boundary re-mounts when the view is chosen again).
  return VIEWS.map((id) => (
    <Tabs.Content key={id} value={id} className="tab-panel">
      <ErrorBoundary where={`the ${VIEW_LABELS[id]} view`}>
        {noField && id !== 'sessions' && id !== 'history' ? <NoFieldKept message={noField} /> : panels[id]}
      </ErrorBoundary>
    </Tabs.Content>
  ));
}
