/**
 * The platform globals core relies on beyond ECMAScript (WHATWG text encoding and URL), present in
 * browsers, Web Workers and Node. Declared here, not taken from a type library, so the core type
 * check fails on any other platform API.
 */
declare class TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array<ArrayBuffer>;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}

/** High-resolution time (HR Time), for the pauses of long steps; milliseconds. */
declare const performance: { now(): number };

/** Base64 decoding (HTML's `atob`, also in Node ≥ 16): the encodings' rank files are base64. */
declare function atob(data: string): string;

/** WHATWG URL (browsers, workers, Node ≥ 19.9 for `canParse`): the live-server form reads its address with it. */
declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly pathname: string;
}
