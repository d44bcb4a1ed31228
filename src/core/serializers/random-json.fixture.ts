/**
 * Seeded random JSON documents for the fast writers' proofs: strings built from the pieces the formats'
 * quoting rules name, edge-case numbers (−0, 1e21, lossless), nested lists and objects, `__proto__`.
 */
import { LosslessNumber } from 'lossless-json';
import type { JsonObject, JsonValue } from '../json-value.ts';

/** The fixtures' seeded generator (mulberry32): the same documents on every run. */
export { createRng as seeded } from '../builtin-data/prng.ts';

/** Pieces strings are made of: every case the package's quoting rules name, and a few more. */
const PIECES = [
  ...['', ' ', '  ', ':', ': ', ' :', '#', ' #', '# ', '- ', '-', '?', '? ', '?x', '-x', "'", '"', "''", '\t'],
  ...['\\', '\\n', '\\"', '\u00a0', 'é', '日本', '🎉', 'true', 'True', 'TRUE', 'false', 'null', 'Null', 'NULL', '~'],
  ...['yes', 'No', 'on', 'OFF', 'y', '123', '-7', '+3', '007', '0x1F', '0xZ', '0o17', '0o9', '1e3', '1E-2', '.5'],
  ...['5.', '1.0', '-.inf', '.Inf', '.nan', '.NaN', 'nan', 'inf', '--', '..', '%', '@', '`', '[', ']', '{', '}'],
  ...[',', '&', '*', '!', '|', '>', '=', '<<', 'a', 'abc', 'word', 'a b', 'x:y', '12:30', '2025-01-01', '"quoted"'],
  ...['http://x.y/z?q=1#f', "it's", ' lead', 'trail ', '0', '-0', '1_000', 'x---', 'x...', '__proto__', 'toJSON'],
];

/** Pieces the fast writer leaves to the package (line breaks, control characters, lone surrogates, markers). */
const GIVE_UP_PIECES = ['\n', '\n\n', ' \n', '\n ', '\r', '\r\n', '\u0000', '\u001b', '\u007f', '\u0085'];
GIVE_UP_PIECES.push('\u2028', '\ud800', '\udc00', '---', '...', '--- x', '... y');

/** A string of 0–4 pieces; now and then a long one (wider than any line width) or a key-sized giant. */
function text(rand: () => number, key: boolean): string {
  const r = rand();
  if (r < 0.03) return Array.from({ length: 10 + Math.floor(rand() * 40) }, () => 'word').join(' ');
  if (r < 0.035) return 'k'.repeat(key ? 1000 + Math.floor(rand() * 40) : 2000);
  const n = Math.floor(rand() * 5);
  let s = '';
  for (let i = 0; i < n; i++) {
    const from = rand() < 0.01 ? GIVE_UP_PIECES : PIECES;
    s += from[Math.floor(rand() * from.length)]!;
  }
  return s;
}

const NUMBERS: JsonValue[] = [0, 1, -1, 42, -0, 0.5, -2.25, 1e21, 1e-7, 123456789, 2 ** 53, 3.14159];
const LOSSLESS = ['1.0', '12345678901234567890', '1e400', '-0', '0.1000000000000000055511151231257827', '2E5'];

/** A JSON value of at most `depth` more levels. */
function value(rand: () => number, depth: number): JsonValue {
  const r = rand();
  if (depth > 0 && r < 0.12) return Array.from({ length: Math.floor(rand() * 4) }, () => value(rand, depth - 1));
  if (depth > 0 && r < 0.24) return record(rand, depth - 1);
  if (r < 0.3) return null;
  if (r < 0.36) return rand() < 0.5;
  if (r < 0.46) return NUMBERS[Math.floor(rand() * NUMBERS.length)]!;
  if (r < 0.5) return new LosslessNumber(LOSSLESS[Math.floor(rand() * LOSSLESS.length)]!) as unknown as JsonValue;
  return text(rand, false);
}

/** An object of 0–5 keys. */
function record(rand: () => number, depth: number): JsonObject {
  const entries: [string, JsonValue][] = [];
  for (let n = Math.floor(rand() * 6), i = 0; i < n; i++) entries.push([text(rand, true), value(rand, depth)]);
  // fromEntries: a key `__proto__` stays a key, as in projected records.
  return Object.fromEntries(entries);
}

/** A document: mostly a list of records (what `serializeYaml` writes), sometimes any JSON value. */
export function randomDocument(rand: () => number): JsonValue {
  if (rand() < 0.1) return value(rand, 3);
  return randomRecords(rand);
}

/**
 * 0–4 records; about half of the lists have the same keys in every record (now and then one
 * missing or added) with flat values (primitives, lists of primitives), as tables are.
 */
export function randomRecords(rand: () => number): JsonObject[] {
  const n = Math.floor(rand() * 5);
  if (rand() < 0.5) return Array.from({ length: n }, () => record(rand, 3));
  const keys = Array.from({ length: Math.floor(rand() * 5) }, () => text(rand, true));
  return Array.from({ length: n }, () => {
    const r = rand();
    const own = r < 0.05 ? keys.slice(1) : r < 0.1 ? [...keys, text(rand, true)] : keys;
    return Object.fromEntries(own.map((k) => [k, value(rand, rand() < 0.15 ? 1 : 0)]));
  });
}
