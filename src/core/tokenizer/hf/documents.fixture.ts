/**
 * Test-only: generated documents for the exactness corpus, the kinds tool responses carry: HTML and
 * XML, Markdown, source code, and JSON with escapes (HTML, curly quotes, CJK, emoji in strings),
 * pretty and compact. No third-party text.
 */
import { createRng } from '../../builtin-data/prng.ts';

const WORDS = ['café', 'naïve', 'résumé', '東京', '数据', '😀', '“quoted”', 'it’s', 'a/b', 'x\\y', 'O’Brien', 'id'];

// A sentence of `n` words drawn by `rng`.
function sentence(rng: () => number, n: number): string {
  return Array.from({ length: n }, () => WORDS[Math.floor(rng() * WORDS.length)]!).join(' ');
}

function html(rng: () => number): string {
  const rows = Array.from(
    { length: 6 },
    (_, i) => `      <tr>\n        <td>${i}</td>\n        <td><b>${sentence(rng, 3)}</b></td>\n      </tr>`,
  ).join('\n');
  return (
    `<!DOCTYPE html>\n<html lang="en">\n<body>\n  <div class="card" id="c-1">\n    <h1>${sentence(rng, 4)}</h1>\n` +
    `    <p>${sentence(rng, 12)} <a href="https://example.com/a?b=1&amp;c=2">link</a> <em>now</em>.</p>\n` +
    `    <table>\n      <thead><tr><th>#</th><th>name</th></tr></thead>\n${rows}\n    </table>\n` +
    `    <ul>\n      <li>${sentence(rng, 3)}</li>\n      <li><code>f(x)</code></li>\n    </ul>\n` +
    `    <img src="/i.png"/><br/><span>\t${sentence(rng, 2)}</span>\n  </div>\n</body>\n</html>\n`
  );
}

function xml(rng: () => number): string {
  const items = Array.from(
    { length: 5 },
    (_, i) =>
      `  <item id="${i}" kind='k${i}'>\n    <name>${sentence(rng, 2)}</name>\n    <![CDATA[<b>${i}</b>]]>\n  </item>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="urn:x">\n${items}\n</feed>\n`;
}

function markdown(rng: () => number): string {
  return (
    `# ${sentence(rng, 3)}\n\n## Steps\n\n1. ${sentence(rng, 5)}\n2. **bold** and _em_ and \`code\`\n   - nested\n\n` +
    `| a | b |\n| --- | ---: |\n| ${sentence(rng, 1)} | 1,234 |\n\n> ${sentence(rng, 6)}\n\n` +
    '```ts\nconst x: number[] = [1, 2];\n```\n\n---\n[link](https://example.com) ![alt](i.png)\n'
  );
}

const CODE = [
  'export function sum(a: number, b: number): number {\n  return a + b; // add\n}\n\nconst s = `${sum(1, 2)}`;\n',
  'def walk(tree):\n\tfor node in tree:\n\t\tif node.ok:\n\t\t\tyield node\n\nprint(f"{len(x)=}")\n',
  '#include <stdio.h>\nint main(void) {\n    printf("%d\\n", 42);\n    return 0;\n}\n',
  'SELECT id, "name" FROM t WHERE x <> 1 AND y LIKE \'%a%\';\n-- comment\n',
  '<?php echo json_encode(["a" => "x/y"]); ?>\n#!/bin/sh\nfor f in *.json; do jq . "$f"; done\n',
];

// Records whose strings hold HTML, escapes and every kind of character.
function records(rng: () => number, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: sentence(rng, 4),
    body: `<div>\n<p>${sentence(rng, 6)}</p>\n</div>`,
    path: `C:\\Users\\${i}\\file.txt`,
    tags: ['α', '<b>', 'tab\there', 'line\nbreak'],
    score: rng() * 100,
    ok: i % 2 === 0,
    none: null,
  }));
}

/** The documents: HTML, XML, Markdown, code, and JSON of records pretty (2, 4, tab) and compact, escaped and not. */
export function documentTexts(): string[] {
  const rng = createRng(4242);
  const list = records(rng, 12);
  const json = [
    JSON.stringify(list, null, 2),
    JSON.stringify({ items: list, next: '/page?2' }, null, 4),
    JSON.stringify(list, null, '\t'),
    JSON.stringify(list),
    // Non-ASCII escaped, as Python's json.dumps writes it by default.
    JSON.stringify(list).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    // A JSON text as a string inside JSON (a wrapped tool result).
    JSON.stringify({ content: [{ type: 'text', text: JSON.stringify(list, null, 2) }] }),
  ];
  return [html(rng), xml(rng), markdown(rng), ...CODE, ...json];
}
