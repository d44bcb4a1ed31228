import { currentLosing } from '../../core/analysis/losing-moves.ts';
import { reviewSnapshot } from '../../core/report/snapshot.ts';
import type { SnapshotInput } from '../../core/report/snapshot.ts';
import { exportFileName } from '../../core/report/table.ts';
import { currentLegend, currentSavingsViews } from '../../core/analysis/current.ts';
import { showsCalls } from '../../core/analysis/per-response.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import { pricesOrNull } from '../../core/money/choice.ts';
import { verdictLines } from '../../core/verdict/lines.ts';
import { currentVerdict } from '../../core/verdict/verdict.ts';
import { nothingKept } from '../../core/ladder/nothing-kept.ts';
import { projectionOf } from '../../state/fields/fields.ts';
import type { AppState } from '../../state/store.ts';
import { plainLink } from '../../state/link/url.ts';
import { baselineOf } from '../../state/baseline.ts';
import { selectResolvedModel, selectVerdictInputs } from '../../state/verdict-inputs.ts';
import { useApp, useAppHandles } from '../shared/store-context.tsx';
import { CopyFallback } from './CopyFallback.tsx';
import { downloadText } from './download.ts';
import { useExportStatus } from './use-export-status.ts';
import './export.css';
import { SnapshotBar } from './SnapshotBar.tsx';
import { historySnapshot, sessionsSnapshot } from './view-snapshots.ts';
import { pageHistoryRun } from '../../state/history/run.ts';
import { useState } from 'react';
import { exportSettings } from './export-settings.ts';

const TITLE = 'Context cost review snapshot';

/**
 * The snapshot's input from the store as it is now: every number from the functions the views
 * use (`currentSavingsViews`, `computeGrowth`), the link from the address bar. Undefined before the
 * first ladder.
 */
export function snapshotInput(state: AppState, link: string, namesLeftOut = false): SnapshotInput | undefined {
  const ladder = state.result.ladder;
  if (!ladder) return undefined;
  const { profile } = state;
  const profiled =
    profile.status === 'ready' && profile.result
      ? { name: profile.name, conversation: profile.result.conversation }
      : undefined;
  const legend = currentLegend(state);
  // The savings and the verdict as the page shows them: against the baseline in effect.
  const chosen = { ...state, baseline: baselineOf(state) };
  const model = selectResolvedModel(state);
  const { price } = model;
  const growth = computeGrowth(
    state.sim,
    ladder,
    state.sessionCounts,
    profiled,
    pricesOrNull(price),
    state.pricing.model,
  );
  return {
    link,
    settings: exportSettings(state, ladder),
    ladder,
    // As App shows the ladder table: calls once an MCP transport is chosen, file names for loaded files.
    ladderView: { calls: showsCalls(ladder, state.transport), labels: state.source.kind === 'files' },
    // The session texts' legend (an edit made in the break-even view, else the generated one), as the ladder shows it.
    ...(legend?.tokens !== undefined ? { legendTokens: legend.tokens } : {}),
    ...(legend ? { legendText: legend.text } : {}),
    ...(namesLeftOut ? { namesLeftOut } : {}),
    ...currentSavingsViews(chosen),
    whole: state.wholePoints,
    ...(state.result.toolsLists && state.result.schema
      ? {
          tools: {
            lists: state.result.toolsLists,
            schemaTokens: state.result.schema.tokens,
            ...(state.result.toolSet ? { set: state.result.toolSet } : {}),
          },
        }
      : {}),
    verdict: verdictLines(currentVerdict(selectVerdictInputs(state, model))),
    // As the ladder's cells: the chosen Claude or Gemini model's estimate, calibrated by a log open in Sessions.
    ...(model.estimate ? { estimate: model.estimate } : {}),
    // As the Ladder table (over what its cells count) and the Savings table note them.
    losing: {
      ladder:
        currentLosing(
          { ...chosen, transport: showsCalls(ladder, state.transport) ? state.transport : 'cli' },
          state.sim.steps,
        ) ?? [],
      savings: currentLosing(chosen, state.sim.steps) ?? [],
    },
    // As App: at once when the last field goes off, and until a ladder with a field kept is counted.
    nothingKept: nothingKept(
      projectionOf(state.fields).length === 0 ? [] : ladder.fields,
      state.availableFields.length,
    ),
    ...(growth.ready
      ? {
          growth: {
            result: growth,
            limit: growth.limit.tokens,
            price,
            ...(price ? {} : { noPrice: model.unpriced?.words }),
          },
        }
      : {}),
  };
}

/** The scales the page shows: one loaded file's first-k scales (its whole is always shown), else the chosen ones. */
function shownScales(state: AppState): number[] {
  const cut = state.result.ladder?.scales.filter((s) => s.firstOf !== undefined).map((s) => s.rows) ?? [];
  return state.source.kind === 'files' && cut.length > 0 ? cut : state.scales;
}

/**
 * The review snapshot of the view in front (Sessions and History their own, the others the
 * ladder's), its link the page's plain link at `address`: the same settings, never the data nor a
 * log. Own data's field names and legend are in unless `namesLeftOut`. Undefined before the first ladder.
 */
export function snapshotText(state: AppState, address: string, namesLeftOut = false): string | undefined {
  const link = plainLink({ ...state, scales: shownScales(state) }, address);
  if (state.view === 'sessions') return sessionsSnapshot(state, link);
  if (state.view === 'history') return historySnapshot(pageHistoryRun().store.getState(), link);
  const input = snapshotInput(state, link, namesLeftOut);
  return input && reviewSnapshot(input);
}

/**
 * "Copy review snapshot" and "Download .md": one page of Markdown about the view in front, built
 * from the store when clicked; with own data, a choice to leave the field names out.
 */
export function SnapshotButton() {
  const ready = useApp((s) => s.result.ladder !== undefined);
  const ownFields = useApp((s) => s.source.kind === 'files' && s.view !== 'sessions' && s.view !== 'history');
  const [namesLeftOut, setNamesLeftOut] = useState(false);
  const { store } = useAppHandles();
  const { message, announce, copy, fallback, closeFallback } = useExportStatus();

  const snapshot = () => snapshotText(store.getState(), window.location.href, namesLeftOut);
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
      <SnapshotBar
        message={message}
        actions={ready ? actions : undefined}
        {...(ownFields ? { names: { leftOut: namesLeftOut, onChange: setNamesLeftOut } } : {})}
      />
      {fallback !== null && (
        <CopyFallback text={fallback} what="The review snapshot as Markdown" onClose={closeFallback} />
      )}
    </div>
  );
}
