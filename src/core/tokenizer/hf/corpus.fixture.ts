/**
 * Test-only: a generated corpus (no third-party text) for every registry tokenizer's exactness tests:
 * every script block, marks, emoji and ZWJ sequences, flags, whitespace runs, digits, long single pieces,
 * special-token text, JSON and code, documents (HTML, XML, Markdown, code, escaped JSON), plus the seeded random texts of `bpe/testing.fixture.ts`.
 */
import { createRng } from '../../builtin-data/prng.ts';
import { ADVERSARIAL_ATOMS, randomTexts } from '../bpe/testing.fixture.ts';
import { documentTexts } from './documents.fixture.ts';

/** [first, last] code point of script blocks, one sample text each. */
const SCRIPT_BLOCKS: [string, number, number][] = [
  ['Latin-1', 0xc0, 0xff],
  ['Latin Extended', 0x100, 0x24f],
  ['IPA and modifiers', 0x250, 0x2ff],
  ['combining marks', 0x300, 0x36f],
  ['Greek', 0x370, 0x3ff],
  ['Cyrillic', 0x400, 0x4ff],
  ['Armenian', 0x531, 0x58a],
  ['Hebrew', 0x591, 0x5f4],
  ['Arabic', 0x600, 0x6ff],
  ['Syriac', 0x700, 0x74f],
  ['Thaana', 0x780, 0x7b1],
  ['Devanagari', 0x900, 0x97f],
  ['Bengali', 0x980, 0x9fe],
  ['Gurmukhi', 0xa01, 0xa76],
  ['Gujarati', 0xa81, 0xaff],
  ['Tamil', 0xb82, 0xbfa],
  ['Telugu', 0xc00, 0xc7f],
  ['Kannada', 0xc80, 0xcf3],
  ['Malayalam', 0xd00, 0xd7f],
  ['Sinhala', 0xd81, 0xdf4],
  ['Thai', 0xe01, 0xe5b],
  ['Lao', 0xe81, 0xedf],
  ['Tibetan', 0xf00, 0xfda],
  ['Myanmar', 0x1000, 0x109f],
  ['Georgian', 0x10a0, 0x10ff],
  ['Hangul Jamo', 0x1100, 0x11ff],
  ['Ethiopic', 0x1200, 0x137c],
  ['Cherokee', 0x13a0, 0x13fd],
  ['Canadian Syllabics', 0x1400, 0x167f],
  ['Khmer', 0x1780, 0x17f9],
  ['Mongolian', 0x1800, 0x18aa],
  ['Latin Extended Additional', 0x1e00, 0x1eff],
  ['Greek Extended', 0x1f00, 0x1ffe],
  ['General Punctuation', 0x2000, 0x206f],
  ['Super and subscripts, currency', 0x2070, 0x20c0],
  ['Letterlike, number forms', 0x2100, 0x218b],
  ['Arrows, maths', 0x2190, 0x22ff],
  ['Box drawing, shapes, dingbats', 0x2500, 0x27bf],
  ['CJK symbols and punctuation', 0x3000, 0x303f],
  ['Hiragana', 0x3041, 0x309f],
  ['Katakana', 0x30a0, 0x30ff],
  ['Bopomofo', 0x3105, 0x312f],
  ['CJK Unified', 0x4e00, 0x9fff],
  ['Yi', 0xa000, 0xa48c],
  ['Hangul Syllables', 0xac00, 0xd7a3],
  ['Private Use', 0xe000, 0xe0ff],
  ['CJK Compatibility', 0xf900, 0xfaff],
  ['Arabic Presentation', 0xfb50, 0xfdff],
  ['Halfwidth and Fullwidth', 0xff00, 0xffef],
  ['Linear B, Gothic, old scripts', 0x10000, 0x1034a],
  ['Cuneiform', 0x12000, 0x12399],
  ['Egyptian Hieroglyphs', 0x13000, 0x1342f],
  ['Mathematical Alphanumerics', 0x1d400, 0x1d7ff],
  ['Emoji and pictographs', 0x1f300, 0x1faff],
  ['CJK Extension B', 0x20000, 0x2a6df],
  ['Tags, variation selectors', 0xe0000, 0xe01ef],
];

const EMOJI = ['😀', '👍🏽', '👩🏿‍💻', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🧑🏻‍🤝‍🧑🏾', '🇫🇷🇯🇵🇧🇷', '❤️', '☺︎', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'];
const SPACES = [
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u000b',
  '\u000c',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u200b',
];
const DIGITS = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '०१२३४५६७८९', '０１２３４５６７８９', '²³¹¼½¾', 'ⅠⅡⅢⅫ', '𝟎𝟏𝟐'];
const SPECIAL = [
  '<|endoftext|>',
  '<|im_start|>user\nhi<|im_end|>',
  '<|begin_of_text|>',
  '<|eot_id|>',
  '<｜begin▁of▁sentence｜>',
  '<|start|>assistant<|channel|>final<|message|>',
  '<bos><start_of_turn>',
];

/** Sample text of a block: every code point of small blocks, a seeded sample of large ones, in words. */
function blockText(first: number, last: number, seed: number): string {
  const rng = createRng(seed);
  const size = last - first + 1;
  let text = '';
  for (let i = 0; i < Math.min(size, 400); i++) {
    const cp = size <= 400 ? first + i : first + Math.floor(rng() * size);
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    text += String.fromCodePoint(cp);
    if (rng() < 0.15) text += SPACES[Math.floor(rng() * 3)]!;
  }
  return text;
}

/** The structured texts: scripts, emoji, whitespace, digits, long pieces, special tokens, JSON, code. */
export function structuredTexts(): string[] {
  const texts = SCRIPT_BLOCKS.map(([, first, last], i) => blockText(first, last, 100 + i));
  texts.push(EMOJI.join(''), EMOJI.join(' '), EMOJI.map((e) => `x${e}y`).join('\n'));
  texts.push(SPACES.map((s) => `a${s}b${s.repeat(3)}c${s.repeat(17)}`).join(''));
  for (const s of SPACES) texts.push(`${s.repeat(40)}word${s.repeat(2)}\n${s}`);
  texts.push(DIGITS.join(' '), DIGITS.map((d) => d.repeat(7)).join(''), '1234567890'.repeat(100));
  texts.push('a'.repeat(5000), ' '.repeat(3000), '\n'.repeat(2000), ' \n'.repeat(1500));
  texts.push('中'.repeat(2000), '日本語のテキスト'.repeat(300), '😀'.repeat(600), '👨‍👩‍👧'.repeat(200));
  texts.push('e\u0301'.repeat(1500), 'ab'.repeat(4000), 'x'.repeat(300) + 'y'.repeat(300));
  texts.push(SPECIAL.join(''), SPECIAL.join(' '), SPECIAL.map((s) => `text ${s} more`).join('\n'));
  texts.push(
    JSON.stringify({ id: 'T-1', title: "It's 12:30 — don't WAIT", tags: ['α', 'β'], n: 3.14159, ok: true }, null, 2),
    'function f(a, b) {\n\treturn a + b; // sum\n}\n\nconst x = f(1, 2);\r\n',
    "I'm, you're, we've, they'll, he'd, IT'S, DON'T, 'ſ 'K, o'clock",
  );
  texts.push(ADVERSARIAL_ATOMS.join(''), ADVERSARIAL_ATOMS.join(' '));
  texts.push(...documentTexts());
  return texts;
}

/** The whole exactness corpus: {@link structuredTexts} and `random` seeded random texts. */
export function exactnessCorpus(random = 400): string[] {
  return [...structuredTexts(), ...randomTexts(2126, random), ...randomTexts(77, 50, 400)];
}
