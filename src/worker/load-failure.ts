import type { EncodingName } from '../core/tokenizer/tokenizer.ts';

/** What failed to load: the WebAssembly tokenizer itself, or an encoding's ranks (a chunk of its own). */
export type TokenizerPart = 'wasm' | 'ranks';

/**
 * The message for a tokenizer that could not load, in plain words with what to try (a file that is not
 * WebAssembly, often an HTML error page; WebAssembly blocked by CSP or the browser; a failed download),
 * the engine's own message kept at the end in brackets for a bug report.
 */
export function tokenizerLoadFailure(part: TokenizerPart, encoding: EncodingName, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const what = part === 'wasm' ? 'the tokenizer (WASM tiktoken)' : `the ${encoding} ranks`;
  let why: string;
  if (/magic word|magic number|wrong magic/i.test(raw)) {
    why =
      'the server sent a file that is not WebAssembly (often an error page: the .wasm file is missing or not served as application/wasm). Reload the page; if you host it yourself, deploy the .wasm file from the build next to the page';
  } else if (/unsafe-eval|Content.Security.Policy|not allowed|disallowed|CompileError.*refused|Refused/i.test(raw)) {
    why =
      'this page is not allowed to run WebAssembly (a Content-Security-Policy, an extension or a browser setting blocks it). Allow WebAssembly for this site, or try another browser';
  } else if (/fetch|network|load failed|import/i.test(raw)) {
    why = 'it could not be downloaded. Check the network connection and reload the page';
  } else {
    why = 'Reload the page; if it keeps failing, try another browser';
  }
  return `${what} could not be loaded: ${why} (${raw})`;
}
