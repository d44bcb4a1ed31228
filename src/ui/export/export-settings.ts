/**
 * The settings every export names (the review snapshot's settings section, a chart's caption),
 * read from the store as it is now.
 */
import { captionParts } from '../../core/report/caption.ts';
import type { SnapshotSettings } from '../../core/report/snapshot.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { AppState } from '../../state/store.ts';
import { baselineOf } from '../../state/baseline.ts';

/** What the user chose, for the counted `ladder`: data, encoding, fields, scales, formats, transport. */
export function exportSettings(state: AppState, ladder: Ladder): SnapshotSettings {
  return {
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
    baseline: baselineOf(state),
    transport: state.transport,
    host: state.host,
  };
}

/**
 * A chart's caption parts (core's `captionParts`) for the page as it is now; none before the
 * first ladder.
 * @param at the one scale the chart shows, in rows, if it shows one.
 */
export function pageCaption(state: AppState, made: Date, at?: number): string[] | undefined {
  const ladder = state.result.ladder;
  return ladder && captionParts({ ...exportSettings(state, ladder), ...(at === undefined ? {} : { at }) }, made);
}
