import { describe, expect, test } from 'vitest';
import { fileFacts } from '../core/history/file-facts.ts';
import { historyFiles } from '../core/history/history.fixture.ts';
import { representationCache } from '../core/history/what-if.ts';
import { nodeCounter } from '../node/counter.ts';
import type { CountPort } from './history-pool.ts';
import { IN_FLIGHT_PER_WORKER, readHistoryPooled } from './history-pool.ts';
import { readHistoryFiles } from './history-reader.ts';
import type { HistoryCountReply, HistoryCountTask, HistoryFileRef } from './protocol.ts';

const refs = (): HistoryFileRef[] => [
  ...historyFiles().map(([path, text]) => ({
    file: new File([text], path.split('/').at(-1)!),
    path: `logs/${path}`,
    inFolder: true,
  })),
  { file: new File(['x'.repeat(12001)], 'big.jsonl'), path: 'logs/big.jsonl', inFolder: true },
];

/** Counting workers that answer after a delay varying by task (so out of order), counting as the real ones do. */
function fakePorts(n: number, answer?: (task: HistoryCountTask) => HistoryCountReply | undefined) {
  const most = { out: 0, now: 0, sent: 0, readAhead: 0 };
  const ports = Array.from({ length: n }, () => {
    const representations = representationCache();
    const port: CountPort = {
      onmessage: null,
      onerror: null,
      postMessage(task) {
        most.now++;
        most.sent++;
        most.out = Math.max(most.out, most.now);
        setTimeout(
          async () => {
            if (task.bytes) most.readAhead++;
            const reply = answer?.(task) ?? {
              id: task.id,
              facts: fileFacts(task.path, task.bytes ? new TextDecoder().decode(task.bytes) : await task.file.text(), {
                counterFor: nodeCounter,
                representations,
              }),
            };
            most.now--;
            port.onmessage?.({ data: reply } as MessageEvent<HistoryCountReply>);
          },
          (task.id * 7) % 5,
        );
      },
    };
    return port;
  });
  return { ports, most };
}

const deps = (cancelled = () => false) => ({ zone: 'UTC', onProgress: () => {}, cancelled, maxBytes: 12000 });

describe('the page counts a history with a pool of counting workers', () => {
  test('the same report as one reader, answers out of order, at most 2 files out per worker, read ahead', async () => {
    const { ports, most } = fakePorts(2);
    const pooled = await readHistoryPooled(refs(), ports, deps());
    const alone = await readHistoryFiles(refs(), {
      ...deps(),
      counterFor: nodeCounter,
      pause: () => Promise.resolve(),
    });
    if (pooled.kind !== 'done' || alone.kind !== 'done') throw new Error('not done');
    expect(JSON.stringify(pooled.report)).toBe(JSON.stringify(alone.report));
    expect(pooled.report.tools.map((t) => [t.tool, t.calls, t.tokens])).toEqual([
      ['Read', 3, 353],
      ['mcp__tracker__list_issues', 2, 78],
      ['Bash', 1, 60],
      ['Grep', 1, 40],
      ['list_issues', 1, 39],
      ['shell', 1, 13],
    ]);
    expect(pooled.progress).toEqual({ files: 10, totalFiles: 10, bytes: 39335, totalBytes: 39335 });
    expect(most.out).toBeLessThanOrEqual(2 * IN_FLIGHT_PER_WORKER);
    expect(most.sent).toBeGreaterThan(0);
    expect(most.readAhead).toBe(most.sent); // every file sent came with its bytes, read ahead
  });

  test('a file the worker cannot read is skipped with why; a failed count rejects naming the file', async () => {
    const unreadable = fakePorts(2, (t) =>
      t.path.endsWith('c1.jsonl') ? { id: t.id, unreadable: 'gone' } : undefined,
    );
    const read = await readHistoryPooled(refs(), unreadable.ports, deps());
    if (read.kind !== 'done') throw new Error('not done');
    expect(read.report.skipped.find((s) => s.file.endsWith('c1.jsonl'))?.reason).toMatch(/^cannot be read \(gone\)/);
    const crashed = fakePorts(2, (t) => (t.path.endsWith('c1.jsonl') ? { id: t.id, crashed: 'Boom' } : undefined));
    await expect(readHistoryPooled(refs(), crashed.ports, deps())).rejects.toThrow(
      /counting logs\/.*c1\.jsonl failed: Boom/,
    );
  });

  test('a file this worker cannot read ahead goes to the counting worker without bytes, to say why', async () => {
    const files = refs().slice(0, 2);
    const gone = files[0]!;
    const file = new File(['{}'], 'gone.jsonl');
    file.arrayBuffer = () => Promise.reject(new Error('NotFoundError'));
    files[0] = { ...gone, file };
    const { ports } = fakePorts(2, (t) => (t.bytes ? undefined : { id: t.id, unreadable: 'NotFoundError' }));
    const read = await readHistoryPooled(files, ports, deps());
    if (read.kind !== 'done') throw new Error('not done');
    expect(read.report.skipped.map((s) => [s.file, s.reason.slice(0, 30)])).toEqual([
      [gone.path, 'cannot be read (NotFoundError)'],
    ]);
  });

  test('a cancel stops handing files on, and says how far it got', async () => {
    let answers = 0;
    const { ports } = fakePorts(2, () => void answers++);
    const read = await readHistoryPooled(
      refs(),
      ports,
      deps(() => answers >= 3),
    );
    expect(read.kind).toBe('cancelled');
    expect(read.progress.files).toBeLessThan(10);
  });
});
