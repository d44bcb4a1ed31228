/**
 * The what-ifs of one log for `cce session`: every one that applies (core's `sessionWhatIfs`), the
 * one `--what-if` asks for, and their JSON. The rules: docs/sessions.md, "What-ifs".
 */
import type { SessionBill } from '../../core/bill/bill.ts';
import { whatIfChange } from '../../core/bill/what-if-words.ts';
import { settingText } from '../../core/bill/settings.ts';
import type { WhatIf } from '../../core/bill/what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS, whatIfCost, whatIfInput } from '../../core/bill/what-ifs.ts';
import { sessionWhatIfs } from '../../core/bill/session-what-ifs.ts';
import type { ParsedSession } from '../../core/sessions/model.ts';
import type { SessionProfile } from '../../core/sessions/profile.ts';
import { unseenTokens } from '../../core/sessions/profile.ts';
import { replaySession } from '../../core/sessions/replay.ts';
import type { ChosenWhatIf } from '../args/what-if.ts';
import { CliError } from '../cli-error.ts';

/** Every what-if that applies to the log, and the one asked for (null: none asked). */
export interface RunWhatIfs {
  all: WhatIf[];
  chosen: WhatIf | null;
  params: ChosenWhatIf['params'];
}

/**
 * The log's what-ifs at `asked`'s parameters (else the defaults), a cleared result standing as
 * `placeholder` tokens. @throws CliError when `asked` does not apply to this log.
 */
export function runWhatIfs(
  session: ParsedSession,
  profile: SessionProfile,
  bill: SessionBill,
  placeholder: number,
  asked: ChosenWhatIf | null,
): RunWhatIfs {
  const unseen = unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const params = asked?.params ?? DEFAULT_WHAT_IF_PARAMS;
  const all = sessionWhatIfs(bill, { session, itemTokens: profile.itemTokens, unseen, none, placeholder }, params);
  const chosen = asked === null ? null : (all.find((w) => w.id === asked.id) ?? null);
  if (asked !== null && chosen === null)
    throw new CliError(
      bill.steps.length === 0
        ? `--what-if ${asked.id}: the log records no usage to bill`
        : `--what-if ${asked.id} does not apply to this log (its settings: ${all.map((w) => w.id).join(', ') || 'none'})`,
    );
  return { all, chosen, params };
}

/** `--json`'s `whatIfs`: each what-if's figures against the bill, its setting to paste, in the bill's currency. */
export function whatIfsJson(bill: SessionBill, run: RunWhatIfs) {
  return run.all.map((w) => {
    const change = whatIfChange(bill, w);
    return {
      id: w.id,
      name: w.name,
      chosen: run.chosen?.id === w.id,
      input: whatIfInput(w.bill, w.extra),
      cost: whatIfCost(w.bill, w.extra),
      change,
      misses: w.bill.misses.length,
      summarySteps: w.extra.requests,
      notes: w.notes,
      setting: settingText(w.id, run.params),
    };
  });
}
