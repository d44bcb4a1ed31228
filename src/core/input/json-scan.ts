/** Where a text stops being JSON, found by a scan of its own for engines whose message gives no place. */

const isDigit = (unit: number): boolean => unit >= 0x30 && unit <= 0x39;
const isHexDigit = (unit: number): boolean =>
  isDigit(unit) || (unit >= 0x41 && unit <= 0x46) || (unit >= 0x61 && unit <= 0x66);

/**
 * Offset of the first character at which `text` stops being valid JSON (RFC 8259), `text.length` when it
 * ends too early, undefined when valid. Iterative; used only when the engine's message has no position.
 */
export function findSyntaxErrorOffset(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  const open: string[] = [];

  const skipWhitespace = (): void => {
    for (; i < n; i++) {
      const unit = text.charCodeAt(i);
      if (unit !== 0x20 && unit !== 0x0a && unit !== 0x0d && unit !== 0x09) return;
    }
  };
  // Each scanner returns false with `i` at the offending character.
  const scanString = (): boolean => {
    i++;
    while (i < n) {
      const unit = text.charCodeAt(i);
      if (unit === 0x22) {
        i++;
        return true;
      }
      if (unit < 0x20) return false;
      if (unit !== 0x5c) {
        i++;
        continue;
      }
      i++;
      const escape = text[i];
      if (escape === 'u') {
        for (let k = 1; k <= 4; k++) {
          if (!isHexDigit(text.charCodeAt(i + k))) {
            i += k;
            return false;
          }
        }
        i += 5;
      } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i++;
      else return false;
    }
    return false;
  };
  const scanDigits = (): boolean => {
    if (!isDigit(text.charCodeAt(i))) return false;
    while (isDigit(text.charCodeAt(i))) i++;
    return true;
  };
  const scanNumber = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!scanDigits()) return false;
    if (text[i] === '.') {
      i++;
      if (!scanDigits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!scanDigits()) return false;
    }
    return true;
  };
  const scanWord = (word: string): boolean => {
    for (const ch of word) {
      if (text[i] !== ch) return false;
      i++;
    }
    return true;
  };
  const scanKeyAndColon = (): boolean => {
    skipWhitespace();
    if (text[i] !== '"' || !scanString()) return false;
    skipWhitespace();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };

  let expectValue = true;
  for (;;) {
    skipWhitespace();
    if (i >= n && (expectValue || open.length > 0)) return n;
    const ch = text[i];
    if (expectValue) {
      if (ch === '[' || ch === '{') {
        i++;
        skipWhitespace();
        if (text[i] === (ch === '[' ? ']' : '}')) {
          i++;
          expectValue = false;
        } else {
          open.push(ch);
          if (ch === '{' && !scanKeyAndColon()) return i;
        }
        continue;
      }
      let ok: boolean;
      if (ch === '"') ok = scanString();
      else if (ch === '-' || isDigit(text.charCodeAt(i))) ok = scanNumber();
      else if (ch === 't') ok = scanWord('true');
      else if (ch === 'f') ok = scanWord('false');
      else if (ch === 'n') ok = scanWord('null');
      else ok = false;
      if (!ok) return i;
      expectValue = false;
      continue;
    }
    const top = open.at(-1);
    if (top === undefined) return i < n ? i : undefined;
    if (ch === ',') {
      i++;
      if (top === '{' && !scanKeyAndColon()) return i;
      expectValue = true;
    } else if (ch === (top === '[' ? ']' : '}')) {
      open.pop();
      i++;
    } else return i;
  }
}
