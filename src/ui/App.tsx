import { AliasLegend } from './AliasLegend.tsx';
import { DataControl } from './DataControl.tsx';
import { EncodingControl } from './EncodingControl.tsx';
import { FieldsControl } from './FieldsControl.tsx';
import { LadderChart } from './LadderChart.tsx';
import { LadderTable } from './LadderTable.tsx';
import { LinkWarnings } from './LinkWarnings.tsx';
import { ScalesControl } from './ScalesControl.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useApp } from './store-context.tsx';

/** The dashboard: controls on the left, the ladder (table, chart, legend) on the right. */
export function App() {
  const result = useApp((s) => s.result);
  const chartScale = useApp((s) => s.chartScale);
  const setChartScale = useApp((s) => s.setChartScale);
  return (
    <div className="app">
      <header className="app-header">
        <h1>Context Cost Explorer</h1>
        <p>What a tool response costs in the model's context window, rung by rung of the representation ladder.</p>
      </header>
      <LinkWarnings />
      <div className="layout">
        <aside className="controls" aria-label="Settings">
          <DataControl />
          <FieldsControl />
          <ScalesControl />
          <EncodingControl />
        </aside>
        <main className="views">
          <StatusBar />
          {result.ladder ? (
            <div className={result.status === 'counting' ? 'stale' : undefined} aria-busy={result.status === 'counting'}>
              <LadderTable ladder={result.ladder} />
              <LadderChart ladder={result.ladder} scale={chartScale} onScaleChange={setChartScale} />
              {result.legend && <AliasLegend legend={result.legend} />}
            </div>
          ) : (
            result.status !== 'error' && <p className="placeholder">The ladder appears here once the tokenizer has loaded.</p>
          )}
        </main>
      </div>
    </div>
  );
}
