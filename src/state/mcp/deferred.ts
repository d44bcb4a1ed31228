/**
 * The Transport view's deferred-tools inputs: definitions fetched per session and sessions (in the link as
 * `deferred=FETCHES,SESSIONS`, left out at defaults), and whose tools the panels measure (never in the
 * link, which carries no server). Kept in the store, so a view switch keeps them.
 */
import { formatInt } from '../../core/format/numbers.ts';
import type { DeferredChoice } from '../../core/report/tables/host-tools.ts';
import type { SliceSet } from '../slice.ts';

/** The link's key. */
export const DEFERRED_PARAM = 'deferred';
/** Most sessions the comparison takes: a million sessions keep every total a safe integer. */
export const MAX_SESSIONS = 1_000_000;
/** Most definitions fetched per session a link may ask (more than any server lists; capped at its tools when shown). */
export const MAX_FETCHES = 100_000;

/** The inputs as a link carries them. */
export interface DeferredSettings {
  deferred: DeferredChoice;
}

/** Whose tools the tools panels measure while a server is open. */
export type ToolsMeasured = 'server' | 'contract';

/** The slice: the inputs, whose tools, and their actions. */
export interface DeferredSlice extends DeferredSettings {
  toolsMeasured: ToolsMeasured;
  setDeferred(patch: Partial<DeferredChoice>): void;
  setToolsMeasured(measured: ToolsMeasured): void;
}

/** One definition fetched per session, over 100 sessions. */
export const DEFAULT_DEFERRED: DeferredChoice = { fetches: 1, sessions: 100 };

/** The slice's state and actions (spread into the store by `createAppStore`): the defaults, your server measured once open. */
export function createDeferredSlice(set: SliceSet<DeferredSlice>): DeferredSlice {
  return {
    deferred: DEFAULT_DEFERRED,
    toolsMeasured: 'server',
    setDeferred: (patch) => set((state) => ({ deferred: { ...state.deferred, ...patch } })),
    setToolsMeasured: (toolsMeasured) => set(() => ({ toolsMeasured })),
  };
}

/** The inputs' part of a query string, with its leading `&`; nothing at the defaults. */
export function deferredQuery(choice: DeferredChoice | undefined): string {
  if (!choice || (choice.fetches === DEFAULT_DEFERRED.fetches && choice.sessions === DEFAULT_DEFERRED.sessions))
    return '';
  return `&${DEFERRED_PARAM}=${choice.fetches},${choice.sessions}`;
}

/**
 * The inputs from a link's parameters (absent: undefined, the defaults stay). A value that is not
 * two whole numbers, fetches 0 to {@link MAX_FETCHES} and sessions 1 to {@link MAX_SESSIONS}, is
 * named in `warnings` and left out.
 */
export function readDeferred(params: URLSearchParams, warnings: string[]): DeferredChoice | undefined {
  const value = params.get(DEFERRED_PARAM);
  if (value === null) return undefined;
  const match = /^(\d+),(\d+)$/.exec(value);
  const fetches = Number(match?.[1]);
  const sessions = Number(match?.[2]);
  if (match && fetches <= MAX_FETCHES && sessions >= 1 && sessions <= MAX_SESSIONS) return { fetches, sessions };
  warnings.push(
    `deferred tools "${value}" in the link are not FETCHES,SESSIONS (0 to ${formatInt(MAX_FETCHES)} definitions, 1 to ${formatInt(MAX_SESSIONS)} sessions); using 1 fetched over 100 sessions`,
  );
  return undefined;
}
