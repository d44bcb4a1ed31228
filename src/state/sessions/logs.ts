import { DEFAULT_PLACEHOLDER } from '../../core/conversation/sim-form.ts';
import { DEFAULT_KEEP_NEWEST } from '../../core/sessions/strategy.ts';
import type { StrategyChoice } from '../../core/sessions/strategy.ts';
import type { CountProgress, InputProblem, SessionOpened, SessionReplayed, SessionRun } from '../../worker/protocol.ts';
import type { SliceSet } from '../slice.ts';

/** The strategies the sessions view offers, in the order of its choice. */
export const STRATEGY_KINDS = ['none', 'placeholder', 'clear-tool-uses', 'summary', 'rung'] as const;

/** One of {@link STRATEGY_KINDS}. */
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

/** Each strategy's settings as last set, so going back to a strategy keeps what was typed. */
export type StrategyForms = {
  [K in Exclude<StrategyKind, 'none'>]: Omit<Extract<StrategyChoice, { kind: K }>, 'kind'>;
};

/**
 * The settings each strategy starts with: the same defaults as `npm run session`. Both keep the
 * newest {@link DEFAULT_KEEP_NEWEST} results raw (why: its doc), so the default replay is one a
 * real agent could run.
 */
export const DEFAULT_STRATEGY_FORMS: StrategyForms = {
  placeholder: { placeholder: DEFAULT_PLACEHOLDER, notes: 0, keepLast: DEFAULT_KEEP_NEWEST, trigger: null },
  'clear-tool-uses': {
    trigger: 100_000,
    keep: DEFAULT_KEEP_NEWEST,
    clearAtLeast: 0,
    exclude: [],
    clearInputs: false,
    placeholder: DEFAULT_PLACEHOLDER,
  },
  summary: { trigger: 100_000, summaryTokens: 2000 },
  rung: { representation: 'L4', tools: null },
};

/** The strategy a new page replays with: the seed article's placeholder, the newest results kept raw. */
export const DEFAULT_STRATEGY_KIND: StrategyKind = 'placeholder';

/** Steps in the before/after table unless the user asks otherwise (the seed article measured 25). */
export const DEFAULT_FIRST_STEPS = 25;

/** A log the user asked to read: its name, its text as given, and the thread (null: the main one). */
export interface AskedSession {
  name: string;
  text: string;
  thread: string | null;
}

/** One log read into the worker: what was asked, how the read went, and what the worker answered. */
export interface SessionRead {
  asked: AskedSession | null;
  status: 'idle' | 'reading' | 'ready' | 'error';
  opened?: SessionOpened;
  error?: string;
  problems: InputProblem[];
  /** How far a long read is, while it runs. */
  progress?: CountProgress;
}

/**
 * The sessions view's state. The logs' texts live here and in the worker: never in the link, and
 * in storage only while the user asks for them to be kept (`keep`). The fields of {@link SessionRead} are
 * run A's, the session profiled and replayed; `compare` is run B, a second run compared with it.
 */
export interface SessionsState extends SessionRead {
  /** The paste box's text, kept even when it cannot be read. */
  text: string;
  /** A second run of the same task, compared with run A without a strategy. */
  compare: SessionRead;
  /** The window limit drawn on the per-step charts, in tokens; null: the model's context window. */
  windowLimit: number | null;
  /** Draw the window limit on the per-step charts. */
  showWindowLimit: boolean;
  /** "Keep this session in this browser": off unless the user turns it on (`state/sessions/keep.ts`). */
  keep: boolean;
  /** Why the session asked to be kept is not (too large, storage refused), or null. */
  keepNotice: string | null;
  kind: StrategyKind;
  forms: StrategyForms;
  /** Steps in the before/after table; null: all. */
  firstSteps: number | null;
  replay: { status: 'idle' | 'counting' | 'ready' | 'error'; result?: SessionReplayed; error?: string };
}

/** The session logs slice of the store: the logs read in the Sessions view, their replay and run B. */
export interface SessionLogsSlice {
  sessions: SessionsState;
  /** Sets the paste box's text (kept even when it cannot be read as a log). */
  setLogText(text: string): void;
  /** Asks for `text` to be read as a session log (`sync.ts` sends it); it also becomes the box's text when pasted. */
  askSession(name: string, text: string): void;
  /** Reads the asked log's subagent thread `thread` (null: the main thread) instead. */
  openThread(thread: string | null): void;
  setSessions(patch: Partial<SessionsState>): void;
  setStrategyForm<K extends keyof StrategyForms>(kind: K, patch: Partial<StrategyForms[K]>): void;
  /** Drops the logs from the page (texts, profiles, replay, run B); the strategy settings stay. */
  closeSession(): void;
  /** Asks for `text` to be read as run B, compared with the open session. */
  askCompare(name: string, text: string): void;
  setCompare(patch: Partial<SessionRead>): void;
  /** Drops run B from the page; run A stays. */
  closeCompare(): void;
}

/** A read that has asked for nothing yet. */
const idleRead = (): SessionRead => ({ asked: null, status: 'idle', problems: [] });

/** Patches run `run`'s read: the slice's own fields for A, `compare` for B. */
function readPatch(state: SessionsState, run: SessionRun, patch: Partial<SessionRead>): SessionsState {
  return run === 'a' ? { ...state, ...patch } : { ...state, compare: { ...state.compare, ...patch } };
}

/** The sessions state a new page starts with. */
export function initialSessions(): SessionsState {
  return {
    ...idleRead(),
    text: '',
    compare: idleRead(),
    windowLimit: null,
    showWindowLimit: true,
    keep: false,
    keepNotice: null,
    // The default replay is a strategy, so the table compares the run as logged with something.
    kind: DEFAULT_STRATEGY_KIND,
    forms: DEFAULT_STRATEGY_FORMS,
    // The comparison covers the whole run, as the verdict does; the user can narrow it.
    firstSteps: null,
    replay: { status: 'idle' },
  };
}

/** The slice's state and actions (spread into the store by `createAppStore`). */
export function createSessionLogsSlice(set: SliceSet<SessionLogsSlice>): SessionLogsSlice {
  const patch = (p: Partial<SessionsState>) => set((s) => ({ sessions: { ...s.sessions, ...p } }));
  return {
    sessions: initialSessions(),
    setLogText: (text) => patch({ text }),
    askSession: (name, text) => patch({ asked: { name, text, thread: null } }),
    openThread: (thread) =>
      set((s) => (s.sessions.asked ? { sessions: { ...s.sessions, asked: { ...s.sessions.asked, thread } } } : {})),
    setSessions: patch,
    closeSession: () =>
      set((s) => ({ sessions: { ...initialSessions(), kind: s.sessions.kind, forms: s.sessions.forms } })),
    askCompare: (name, text) =>
      set((s) => ({ sessions: readPatch(s.sessions, 'b', { asked: { name, text, thread: null } }) })),
    setCompare: (p) => set((s) => ({ sessions: readPatch(s.sessions, 'b', p) })),
    closeCompare: () => set((s) => ({ sessions: { ...s.sessions, compare: idleRead() } })),
    setStrategyForm: (kind, p) =>
      set((s) => ({
        sessions: { ...s.sessions, forms: { ...s.sessions.forms, [kind]: { ...s.sessions.forms[kind], ...p } } },
      })),
  };
}

/** The strategy the view's settings describe. */
export function strategyChoice(state: Pick<SessionsState, 'kind' | 'forms'>): StrategyChoice {
  return state.kind === 'none'
    ? { kind: 'none' }
    : ({ kind: state.kind, ...state.forms[state.kind] } as StrategyChoice);
}
