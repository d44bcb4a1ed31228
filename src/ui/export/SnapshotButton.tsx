import { reviewSnapshot } from '../../core/export/snapshot.ts';
import type { SnapshotInput } from '../../core/export/snapshot.ts';
import { exportFileName } from '../../core/export/table.ts';
import { currentSavingsViews } from '../../core/analysis/current.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import { chosenPrice, inputPrices } from '../../core/money/choice.ts';
import { verdictLines } from '../../core/verdict/lines.ts';
import { currentVerdict } from '../../core/verdict/verdict.ts';
import type { AppState } from '../../state/store.ts';
import { plainLink } from '../../state/url.ts';
import { useApp, useAppHandles } from '../store-context.tsx';
import { CopyFallback } from './CopyFallback.tsx';
import { downloadText } from './download.ts';
import { useExportStatus } from './use-export-status.ts';
import './export.css';
import { SnapshotBar } from './SnapshotBar.tsx';

const TITLE = 'Context cost review snapshot';

/**
 * The snapshot's input from the store as it is now: every number from the page's selectors
 * (`state/derived.ts`, `state/growth.ts`), the link from the address bar. Undefined before the
 * first ladder.
 */
export function snapshotInput(state: AppState, link: string): SnapshotInput | undefined {
  const ladder = state.result.ladder;
  if (!ladder) return undefined;
  const { profile } = state;
  const profiled =
    profile.status === 'ready' && profile.result
      ? { name: profile.name, conversation: profile.result.conversation }
      : undefined;
  const price = chosenPrice(state.pricing);
  const growth = computeGrowth(state.sim, ladder, state.sessionCounts, profiled, inputPrices(price));
  return {
    link,
    settings: {
      data:
        state.source.kind === 'fixture'
          ? 'built-in task-tracker fixture'
          : `files ${state.source.datasets.map((d) => d.label).join(', ')}`,
      encoding: ladder.encoding,
      fields: ladder.fields,
      fieldsAreData: state.source.kind === 'files',
      scales: ladder.scales.map((s) => s.rows),
      formats: Object.keys(ladder.scales[0]?.formats ?? {}),
      whole: [...new Set(ladder.scales.flatMap((s) => Object.keys(s.whole ?? {})))],
      baseline: state.baseline,
      transport: state.transport,
    },
    ladder,
    // As App shows the ladder table: calls once an MCP transport is chosen, file names for loaded files.
    ladderView: { calls: state.transport !== 'cli', labels: state.source.kind === 'files' },
    ...(state.result.legend ? { legendTokens: state.result.legend.tokens } : {}),
    ...currentSavingsViews(state),
    whole: state.wholePoints,
    ...(state.result.toolsLists && state.result.schema
      ? { tools: { lists: state.result.toolsLists, schemaTokens: state.result.schema.tokens } }
      : {}),
    verdict: verdictLines(currentVerdict(state)),
    ...(growth.ready
      ? {
          growth: {
            result: growth,
            limit: state.sim.limit,
            price,
          },
        }
      : {}),
  };
}

/**
 * "Copy review snapshot" and "Download .md": one page of Markdown with the link, the settings and
 * the numbers of every view, built from the store when clicked.
 */
export function SnapshotButton() {
  const ready = useApp((s) => s.result.ladder !== undefined);
  const { store } = useAppHandles();
  const { message, announce, copy, fallback, closeFallback } = useExportStatus();

  function snapshot(): string | undefined {
    // The plain link: never the data (nor its field names), even when the address bar carries it.
    const input = snapshotInput(store.getState(), plainLink(store.getState(), window.location.href));
    return input && reviewSnapshot(input);
  }
  const actions = {
    copy() {
      const text = snapshot();
      if (text) void copy(text);
    },
    download() {
      const text = snapshot();
      if (!text) return;
      const name = exportFileName(TITLE, 'md');
      downloadText(text, name, 'text/markdown');
      announce(`Saved ${name}`);
    },
  };

  return (
    <div className="snapshot">
      <SnapshotBar message={message} actions={ready ? actions : undefined} />
      {fallback !== null && (
        <CopyFallback text={fallback} what="The review snapshot as Markdown" onClose={closeFallback} />
      )}
    </div>
  );
}
