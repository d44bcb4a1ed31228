/** Every command's `--help` text kept to a terminal's width: long lines wrapped under their own column. */

/** The widest line a help text prints. */
export const HELP_WIDTH = 100;

/**
 * `text` with each line over `width` wrapped at spaces, an option's description under its column;
 * what spills over joins the next line when that continues the same column.
 */
export function wrapHelp(text: string, width = HELP_WIDTH): string {
  const out: string[] = [];
  let spill: { column: number; words: string } | null = null;
  for (const given of text.split('\n')) {
    let line = given;
    if (spill) {
      const indent = ' '.repeat(spill.column);
      const continues =
        line.startsWith(indent) && line.length > spill.column && !/^\s*-/.test(line) && line[spill.column] !== ' ';
      line = continues ? `${indent}${spill.words} ${line.trimStart()}` : line;
      if (!continues) out.push(`${indent}${spill.words}`);
      spill = null;
    }
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const column = columnOf(line);
    const lines = wrapLine(line, column, width);
    out.push(...lines.slice(0, -1));
    spill = { column, words: lines.at(-1)!.trimStart() };
  }
  if (spill) out.push(`${' '.repeat(spill.column)}${spill.words}`);
  return out.join('\n');
}

// `  --model ID   pick …`: the description's column; else the line's own indent.
function columnOf(line: string): number {
  return /^\s*-\S(?:.*?\S)?\s{2,}/.exec(line)?.[0].length ?? /^\s*/.exec(line)![0].length;
}

function wrapLine(line: string, column: number, width: number): string[] {
  const indent = ' '.repeat(column);
  const lines: string[] = [];
  let current = line.slice(0, column);
  for (const word of line.slice(column).split(' ')) {
    if (current.length > column && current.length + 1 + word.length > width) {
      lines.push(current);
      current = `${indent}${word}`;
    } else current = current.length > column ? `${current} ${word}` : `${current}${word}`;
  }
  lines.push(current);
  return lines;
}
