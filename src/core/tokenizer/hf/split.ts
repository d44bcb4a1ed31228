/**
 * A Hugging Face tokenizer's `Split` pre-tokenizers (behaviour "Isolated") as a piece loop: every
 * match of the first pattern is a piece and so is every stretch between matches; each piece is
 * split again by the next pattern, and so on. That is tokenizers.js's `regex_split` applied in
 * sequence. The patterns are JavaScript `u`-flag sources (`registry.ts`).
 */

/** Calls `onPiece(piece)` for each piece of `text`, in order. */
export type PieceSplitter = (text: string, onPiece: (piece: string) => void) => void;

/** A {@link PieceSplitter} for `patterns`, applied in order. @throws SyntaxError for a bad pattern. */
export function createSplitter(patterns: readonly string[]): PieceSplitter {
  const regexes = patterns.map((p) => new RegExp(p, 'gu'));
  const level = (depth: number, text: string, onPiece: (piece: string) => void): void => {
    if (depth === regexes.length) {
      onPiece(text);
      return;
    }
    const re = regexes[depth]!;
    const emit = (piece: string): void => level(depth + 1, piece, onPiece);
    re.lastIndex = 0;
    let prev = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const at = m.index;
      const length = m[0].length;
      if (prev < at) emit(text.slice(prev, at));
      if (length > 0) emit(m[0]);
      else re.lastIndex++; // an empty match moves on, as matchAll does
      prev = at + length;
    }
    if (prev < text.length) emit(text.slice(prev));
  };
  return (text, onPiece) => {
    if (text.length > 0) level(0, text, onPiece);
  };
}
