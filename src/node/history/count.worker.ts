/**
 * A worker of the history pool (`pool.ts`): reads the files it is sent, one at a time, and counts
 * each (`fileFacts`) with this thread's own counters and representation cache; posts the facts
 * back (plain data, no text), or why the file could not be read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { dayFunction, inDays } from '../../core/history/days.ts';
import { fileFacts } from '../../core/history/file-facts.ts';
import type { FactsOptions } from '../../core/history/file-facts.ts';
import { representationCache } from '../../core/history/what-if.ts';
import { nodeCountingCounter } from '../counter.ts';
import type { PoolReply, PoolSettings, PoolTask } from './pool.ts';
import { readLogText } from './walk.ts';

const { rerepresent, zone, since, until, whatIfParams } = workerData as PoolSettings;
const dayOf = dayFunction(zone);
const options: FactsOptions = {
  counterFor: nodeCountingCounter,
  ...(rerepresent ? { representations: representationCache() } : {}),
  ...(since === undefined && until === undefined ? {} : { inDates: (time) => inDays(dayOf(time), since, until) }),
  ...(whatIfParams && { whatIfParams }),
};

parentPort!.on('message', ({ id, path }: PoolTask) => {
  let text: string;
  try {
    text = readLogText(path);
  } catch (error) {
    const reply: PoolReply = { id, unreadable: (error as NodeJS.ErrnoException).code ?? String(error) };
    parentPort!.postMessage(reply);
    return;
  }
  try {
    const reply: PoolReply = { id, facts: fileFacts(path, text, options) };
    parentPort!.postMessage(reply);
  } catch (error) {
    const reply: PoolReply = { id, crashed: (error as Error).stack ?? String(error) };
    parentPort!.postMessage(reply);
  }
});
