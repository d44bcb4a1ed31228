import { DEFAULT_PLACEHOLDER } from '../core/conversation/sim-form.ts';
import type { StrategyChoice } from '../core/sessions/strategy.ts';
import type { CountProgress, InputProblem, SessionOpened, SessionReplayed } from '../worker/protocol.ts';

/** The strategies the sessions view offers, in the order of its choice. */
export const STRATEGY_KINDS = ['none', 'placeholder', 'clear-tool-uses', 'summary', 'rung'] as const;

/** One of {@link STRATEGY_KINDS}. */
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

/** Each strategy's settings as last set, so going back to a strategy keeps what was typed. */
export type StrategyForms = {
  [K in Exclude<StrategyKind, 'none'>]: Omit<Extract<StrategyChoice, { kind: K }>, 'kind'>;
};

/** The settings each strategy starts with: the same defaults as `npm run session`. */
export const DEFAULT_STRATEGY_FORMS: StrategyForms = {
  placeholder: { placeholder: DEFAULT_PLACEHOLDER, notes: 0, keepLast: 0, trigger: null },
  'clear-tool-uses': {
    trigger: 100_000,
    keep: 0,
    clearAtLeast: 0,
    exclude: [],
    clearInputs: false,
    placeholder: DEFAULT_PLACEHOLDER,
  },
  summary: { trigger: 100_000, summaryTokens: 2000 },
  rung: { representation: 'L4', tools: null },
};

/** Steps in the before/after table unless the user asks otherwise (the seed article measured 25). */
export const DEFAULT_FIRST_STEPS = 25;

/** A log the user asked to read: its name, its text as given, and the thread (null: the main one). */
export interface AskedSession {
  name: string;
  text: string;
  thread: string | null;
}

/**
 * The sessions view's state. The log's text lives only here and in the worker: never in the link
 * nor in storage (the page keeps no session between visits).
 */
export interface SessionsState {
  /** The paste box's text, kept even when it cannot be read. */
  text: string;
  asked: AskedSession | null;
  status: 'idle' | 'reading' | 'ready' | 'error';
  opened?: SessionOpened;
  error?: string;
  problems: InputProblem[];
  /** How far a long read is, while it runs. */
  progress?: CountProgress;
  kind: StrategyKind;
  forms: StrategyForms;
  /** Steps in the before/after table; null: all. */
  firstSteps: number | null;
  replay: { status: 'idle' | 'counting' | 'ready' | 'error'; result?: SessionReplayed; error?: string };
}

/** The sessions slice of the store. */
export interface SessionsSlice {
  sessions: SessionsState;
  setSessionsText(text: string): void;
  /** Asks for `text` to be read as a session log (`sync.ts` sends it); it also becomes the box's text when pasted. */
  askSession(name: string, text: string): void;
  /** Reads the asked log's subagent thread `thread` (null: the main thread) instead. */
  openThread(thread: string | null): void;
  setSessions(patch: Partial<SessionsState>): void;
  setStrategyForm<K extends keyof StrategyForms>(kind: K, patch: Partial<StrategyForms[K]>): void;
  /** Drops the log from the page (text, profile, replay); the strategy settings stay. */
  closeSession(): void;
}

/** The sessions state a new page starts with. */
export function initialSessions(): SessionsState {
  return {
    text: '',
    asked: null,
    status: 'idle',
    problems: [],
    kind: 'none',
    forms: DEFAULT_STRATEGY_FORMS,
    firstSteps: DEFAULT_FIRST_STEPS,
    replay: { status: 'idle' },
  };
}

type Set = (fn: (state: SessionsSlice) => Partial<SessionsSlice>) => void;

/** The slice's state and actions (spread into the store by `createAppStore`). */
export function createSessionsSlice(set: Set): SessionsSlice {
  const patch = (p: Partial<SessionsState>) => set((s) => ({ sessions: { ...s.sessions, ...p } }));
  return {
    sessions: initialSessions(),
    setSessionsText: (text) => patch({ text }),
    askSession: (name, text) => patch({ asked: { name, text, thread: null } }),
    openThread: (thread) =>
      set((s) => (s.sessions.asked ? { sessions: { ...s.sessions, asked: { ...s.sessions.asked, thread } } } : {})),
    setSessions: patch,
    closeSession: () =>
      set((s) => ({ sessions: { ...initialSessions(), kind: s.sessions.kind, forms: s.sessions.forms } })),
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
