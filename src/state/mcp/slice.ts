/**
 * The store's `mcp` slice: the open capture, the worker's counts of it, and the "Connect to your server"
 * form, whose URL and headers live only here (not in the link or storage) unless the user ticks "Keep in
 * this browser" (`capture-keep.ts`).
 */
import type { LiveFailureKind, LiveForm } from '../../core/mcp/live-form.ts';
import type { McpCapture } from '../../core/mcp/capture.ts';
import type { CaptureCounts } from '../../core/mcp/capture-counts.ts';
import type { InputProblem } from '../../worker/protocol.ts';
import type { SliceSet } from '../slice.ts';

/** A capture open on the page: where it came from (a file's name, or `live`), and the capture. */
export interface OpenCapture {
  name: string;
  from: 'file' | 'live';
  capture: McpCapture;
  /** Given in the Data section (dropped, picked or pasted there) and recognised as a capture. */
  viaData?: boolean;
}

/** Why the page could not connect, and what can. */
export interface LiveFailure {
  /** `cors`: reachable, but the server does not allow this page's origin; `csp`: the page's policy does not allow the address; `unreachable`: nothing answered; `server`: it answered with an error. */
  kind: LiveFailureKind;
  message: string;
  /** The `npm run mcp` command that captures the same server from a terminal. */
  command: string;
}

/** The slice's state. */
export interface McpState {
  open: OpenCapture | null;
  /** A capture file that could not be read: what and where. */
  readError: { message: string; problems: InputProblem[] } | null;
  counts: { status: 'idle' | 'counting' | 'ready' | 'error'; answer?: CaptureCounts; error?: string };
  form: LiveForm;
  /** Keep the URL and headers in this browser (off unless ticked). */
  keep: boolean;
  live: { status: 'idle' | 'connecting' | 'error'; problems: string[]; failure: LiveFailure | null };
}

/** The slice: its state and actions. */
export interface McpSlice {
  mcp: McpState;
  openCapture(open: OpenCapture): void;
  /** Closes the capture (its counts dropped; the form kept). */
  closeCapture(): void;
  setMcp(patch: Partial<McpState>): void;
  setLiveForm(patch: Partial<LiveForm>): void;
}

/** The slice before anything is opened or typed. */
export function initialMcp(): McpState {
  return {
    open: null,
    readError: null,
    counts: { status: 'idle' },
    form: { url: '', headers: '', tool: '', args: '' },
    keep: false,
    live: { status: 'idle', problems: [], failure: null },
  };
}

/** The slice's state and actions (spread into the store by `createAppStore`). */
export function createMcpSlice(set: SliceSet<McpSlice>): McpSlice {
  const patch = (p: Partial<McpState>) => set((s) => ({ mcp: { ...s.mcp, ...p } }));
  return {
    mcp: initialMcp(),
    openCapture: (open) => patch({ open, readError: null, counts: { status: 'idle' } }),
    closeCapture: () => patch({ open: null, counts: { status: 'idle' } }),
    setMcp: patch,
    setLiveForm: (form) => set((s) => ({ mcp: { ...s.mcp, form: { ...s.mcp.form, ...form } } })),
  };
}
