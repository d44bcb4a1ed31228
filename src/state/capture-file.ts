import { InputError } from '../core/input/input-error.ts';
import { checkInputSize } from '../core/input/read-input.ts';
import { decodeBytes } from '../core/input/decode.ts';
import { readCapture } from '../core/mcp/capture.ts';
import type { AppStore } from './store.ts';

/**
 * Opens a dropped or picked capture (`npm run mcp -- --save FILE`) on the main thread: its size
 * checked against the input limit (50 MB), its bytes decoded as every file is (`decodeBytes`),
 * read and checked by core's `readCapture`. On success it is the capture the Transport view shows
 * (counted by the worker, `capture-sync.ts`); otherwise the view says what is wrong and where, and
 * the capture open before stays open.
 */
export async function openCaptureFile(
  store: AppStore,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
): Promise<void> {
  try {
    checkInputSize(file.size, file.name);
    const { text } = decodeBytes(new Uint8Array(await file.arrayBuffer()));
    store.getState().openCapture({ name: file.name, from: 'file', capture: readCapture(text, file.name) });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const { source, message, line, column, excerpt } = error;
    const problem = {
      source,
      message,
      ...(line === undefined ? {} : { line }),
      ...(column === undefined ? {} : { column }),
      ...(excerpt === undefined ? {} : { excerpt }),
    };
    store
      .getState()
      .setMcp({ readError: { message: `${file.name} could not be opened as an MCP capture`, problems: [problem] } });
  }
}
