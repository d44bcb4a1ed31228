import { generateTasks } from '../core/builtin-data/generate.ts';
import { readInput } from '../core/input/read-input.ts';
import type { DataRecord } from '../core/json-value.ts';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import { firstRecordScales } from '../core/ladder/first-records.ts';
import type { LadderDataset } from '../core/ladder/ladder.ts';
import { wholeSourceOf } from '../core/whole/source.ts';
import { problemOf } from './problem.ts';
import type { InputProblem, LadderSource, LoadedDataset, ReadOptions, SourceFile, WorkerResponse } from './protocol.ts';

/**
 * The data the worker keeps between requests: loaded files parsed once by source id (records stay here:
 * a kept-exact number would not survive postMessage), the built-in fixture and a file's first-k scales.
 * `datasetsOf` throws an Error when a source id is no longer loaded.
 */
export function createDatasetKeeper() {
  const sources = new Map<number, LadderDataset[]>();
  const fixtureCache = new Map<number, DataRecord[]>();
  let nextSourceId = 1;

  function fixture(rows: number): LadderDataset {
    let records = fixtureCache.get(rows);
    if (!records) {
      records = generateTasks(rows);
      fixtureCache.set(rows, records);
    }
    return { label: `tasks-${rows}.json`, records };
  }

  // The same first-k records each time, so the ladder's per-data-set caches (L0/L1) hold.
  const firstCache = new Map<string, LadderDataset>();
  function firstScales(dataset: LadderDataset, rows: readonly number[]): LadderDataset[] {
    const n = dataset.records.length;
    const below = [...new Set(rows)].filter((k) => Number.isInteger(k) && k >= 1 && k < n).sort((a, b) => a - b);
    return firstRecordScales(dataset, [...below, n]).map((d) => {
      if (d === dataset) return d;
      const cached = firstCache.get(d.label);
      if (cached) return cached;
      firstCache.set(d.label, d);
      return d;
    });
  }

  function datasetsOf(source: LadderSource): LadderDataset[] {
    if (source.kind === 'fixture') return source.rows.map(fixture);
    const loaded = sources.get(source.sourceId);
    if (!loaded) throw new Error(`loaded data ${source.sourceId} is no longer in the worker; load the files again`);
    const datasets = source.rows && loaded.length === 1 ? firstScales(loaded[0]!, source.rows) : loaded;
    return source.labels ? datasets.filter((d) => source.labels!.includes(d.label)) : datasets;
  }

  function load(id: number, files: SourceFile[], options: ReadOptions): WorkerResponse {
    const problems: InputProblem[] = [];
    const datasets: LadderDataset[] = [];
    const read = new Map<LadderDataset, LoadedDataset>();
    for (const file of files) {
      try {
        const input = readInput(file.text, file.name, {
          ...(options.path ? { path: options.path } : {}),
          flatten: options.flatten,
          ...(file.decoded ? { decoded: file.decoded } : {}),
        });
        // The text as received and the document stay with the records: the as-received row and
        // the whole-response formats are built from them.
        const dataset: LadderDataset = {
          label: file.name,
          records: input.records,
          whole: wholeSourceOf(file.text, input),
        };
        datasets.push(dataset);
        read.set(dataset, {
          label: file.name,
          rows: input.records.length,
          format: input.format,
          path: input.path,
          candidates: input.candidates,
          notices: input.notices,
        });
      } catch (error) {
        problems.push(problemOf(error, file.name));
      }
    }
    if (problems.length > 0) {
      const message =
        files.length === 1
          ? `${files[0]!.name} could not be read`
          : `${problems.length} of ${files.length} files could not be read`;
      return { id, type: 'error', message, problems };
    }
    if (datasets.length === 0) return { id, type: 'error', message: 'no files were given', problems: [] };
    datasets.sort((a, b) => a.records.length - b.records.length);
    const sourceId = nextSourceId++;
    sources.clear();
    firstCache.clear();
    sources.set(sourceId, datasets);
    const fields = fieldPathsOf(datasets.flatMap((d) => d.records));
    // Records stay here: a kept-exact number is a class instance that would not survive postMessage.
    return { id, type: 'loaded', sourceId, fields, datasets: datasets.map((d) => read.get(d)!) };
  }

  return { load, datasetsOf };
}
