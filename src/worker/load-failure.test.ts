import { describe, expect, test } from 'vitest';
import { tokenizerLoadFailure } from './load-failure.ts';

describe('tokenizerLoadFailure', () => {
  test('should say in plain words that the server sent something that is not WebAssembly, and what to try', () => {
    const error = new Error('WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 3c 21 44 4f @+0');
    expect(tokenizerLoadFailure('wasm', 'cl100k_base', error)).toBe(
      'the tokenizer (WASM tiktoken) could not be loaded: the server sent a file that is not WebAssembly (often an error page: the .wasm file is missing or not served as application/wasm). Reload the page; if you host it yourself, deploy the .wasm file from the build next to the page (WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 3c 21 44 4f @+0)',
    );
  });

  test('should name WebAssembly blocked by a Content-Security-Policy', () => {
    const error = new Error(
      "WebAssembly.instantiate(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source of script",
    );
    expect(tokenizerLoadFailure('wasm', 'cl100k_base', error)).toMatch(
      /^the tokenizer \(WASM tiktoken\) could not be loaded: this page is not allowed to run WebAssembly \(a Content-Security-Policy, an extension or a browser setting blocks it\)\. Allow WebAssembly for this site, or try another browser \(WebAssembly/,
    );
  });

  test('should name the encoding whose ranks could not be downloaded', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://x/assets/o200k_base-1.js');
    expect(tokenizerLoadFailure('ranks', 'o200k_base', error)).toBe(
      'the o200k_base ranks could not be loaded: it could not be downloaded. Check the network connection and reload the page (Failed to fetch dynamically imported module: https://x/assets/o200k_base-1.js)',
    );
  });

  test('should still say what to try for an error it does not know', () => {
    expect(tokenizerLoadFailure('wasm', 'cl100k_base', 'out of memory')).toBe(
      'the tokenizer (WASM tiktoken) could not be loaded: Reload the page; if it keeps failing, try another browser (out of memory)',
    );
  });
});
