import { InputError } from '../../core/input/input-error.ts';
import { checkInputSize } from '../../core/input/read-input.ts';
import { decodeBytes } from '../../core/input/decode.ts';
import type { McpCapture } from '../../core/mcp/capture.ts';
import { readCapture, recogniseCapture } from '../../core/mcp/capture.ts';
import type { InputProblem, SourceFile } from '../../worker/protocol.ts';
import type { AppStore } from '../store.ts';

/** A read's InputError as the page lists it: what, where (line, column) and the excerpt. */
function problemOf(error: InputError): InputProblem {
  const { source, message, line, column, excerpt } = error;
  return {
    source,
    message,
    ...(line === undefined ? {} : { line }),
    ...(column === undefined ? {} : { column }),
    ...(excerpt === undefined ? {} : { excerpt }),
  };
}

/** The one way a capture is opened on the page: it becomes the server the Transport view shows. */
function openAsCapture(store: AppStore, name: string, capture: McpCapture, viaData = false): void {
  store.getState().openCapture({ name, from: 'file', capture, ...(viaData ? { viaData } : {}) });
}

/**
 * Opens a dropped or picked capture on the main thread (size checked, bytes decoded, read by core's
 * `readCapture`): on success the Transport view shows it, counted by the worker; otherwise the view says
 * what is wrong and where, and the capture open before stays open.
 */
export async function openCaptureFile(
  store: AppStore,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
): Promise<void> {
  try {
    checkInputSize(file.size, file.name);
    const { text } = decodeBytes(new Uint8Array(await file.arrayBuffer()));
    openAsCapture(store, file.name, readCapture(text, file.name));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    store.getState().setMcp({
      readError: { message: `${file.name} could not be opened as an MCP capture`, problems: [problemOf(error)] },
    });
  }
}

/**
 * The texts given as data, with the captures among them (`recogniseCapture`) opened as captures instead;
 * returns the texts left, or `null` when one looks like a capture but is malformed: the Data section then
 * says what and where (`setLoadError`) and nothing given is read.
 */
export function openCapturesAmong(store: AppStore, texts: readonly SourceFile[]): SourceFile[] | null {
  const captures: { name: string; capture: McpCapture }[] = [];
  const data: SourceFile[] = [];
  for (const file of texts) {
    try {
      const capture = recogniseCapture(file.text, file.name);
      if (capture) captures.push({ name: file.name, capture });
      else data.push(file);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      store
        .getState()
        .setLoadError(
          `${file.name} looks like an MCP capture (npm run mcp -- --save) but could not be opened; nothing was loaded`,
          [problemOf(error)],
        );
      return null;
    }
  }
  // One server is shown at a time: the last capture given.
  const last = captures.at(-1);
  if (last) {
    openAsCapture(store, last.name, last.capture, true);
    store.getState().setView('transport');
  }
  return data;
}
