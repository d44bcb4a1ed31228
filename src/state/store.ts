import { create } from 'zustand';
import type { DataSlice } from './data/slice.ts';
import { createDataSlice } from './data/slice.ts';
import type { SettingsSlice } from './settings.ts';
import { createSettingsSlice } from './settings.ts';
import type { ResultSlice } from './result.ts';
import { createResultSlice } from './result.ts';
import { createSessionLogsSlice, type SessionLogsSlice } from './sessions/logs.ts';
import { createMcpSlice, type McpSlice } from './mcp/slice.ts';
import { createPresentationSlice, type PresentationSlice } from './presentation.ts';
import { createModelsSlice, type ModelsSlice } from './models/slice.ts';
import { createDeferredSlice, type DeferredSlice } from './mcp/deferred.ts';
import { createSessionTextsSlice, type SessionTextsSlice } from './session-texts.ts';

/** The whole store. */
export type AppState = DataSlice & SettingsSlice & SessionTextsSlice & ResultSlice & ViewSlices;
/** The slices of single views and of the page's look, each in a file of its own. */
type ViewSlices = SessionLogsSlice & PresentationSlice & ModelsSlice & McpSlice & DeferredSlice;

/** A new store (the page makes one; tests make their own), starting from `initial` over the defaults. */
export function createAppStore(initial: Partial<AppState> = {}) {
  return create<AppState>()((...a) => ({
    ...createDataSlice(a[0]),
    ...createSettingsSlice(a[0]),
    ...createSessionTextsSlice(a[0]),
    ...createResultSlice(a[0]),
    ...createSessionLogsSlice(a[0]),
    ...createPresentationSlice(a[0]),
    ...createModelsSlice(a[0]),
    ...createMcpSlice(a[0]),
    ...createDeferredSlice(a[0]),
    ...initial,
  }));
}

/** The store's type. */
export type AppStore = ReturnType<typeof createAppStore>;
