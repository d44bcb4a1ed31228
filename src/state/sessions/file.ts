import { InputError } from '../../core/input/input-error.ts';
import { checkInputSize } from '../../core/input/read-input.ts';
import { decodeBytes } from '../../core/input/decode.ts';
import type { SessionRun } from '../../worker/protocol.ts';
import type { SessionRead } from './logs.ts';
import type { AppStore } from '../store.ts';

/**
 * Reads a dropped or picked session log on the main thread (size checked against `checkInputSize`'s
 * limit, bytes decoded) and asks for it as run `run` (A: the session shown; B: the run compared with it);
 * over the limit it is not read and the view names the file and both sizes.
 */
export async function askSessionFile(
  store: AppStore,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  run: SessionRun = 'a',
): Promise<void> {
  const state = store.getState();
  try {
    checkInputSize(file.size, file.name);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // A log open before stays open, as it was; the view says why this one was not read.
    const open = (run === 'a' ? state.sessions : state.sessions.compare).opened !== undefined;
    const failed: Partial<SessionRead> = {
      ...(open ? {} : { asked: null, status: 'error' as const }),
      error: `${file.name} could not be read as a session`,
      problems: [{ source: file.name, message: error.message }],
    };
    if (run === 'a') state.setSessions(failed);
    else state.setCompare(failed);
    return;
  }
  const text = decodeBytes(new Uint8Array(await file.arrayBuffer())).text;
  if (run === 'a') store.getState().askSession(file.name, text);
  else store.getState().askCompare(file.name, text);
}
