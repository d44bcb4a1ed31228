/**
 * Bench corpora built at bench time, never committed:
 * - {@link nodeModulesTexts}: real text on this machine that nobody here wrote — every README,
 *   LICENSE, `.md` and `.d.ts` file under node_modules — concatenated, and as JSON string values;
 * - {@link manyScriptResponses}: seeded JSON tool responses whose strings are prose in many scripts
 *   plus ids, URLs, timestamps and base64;
 * - {@link stressTexts}: the single-piece cases (CJK without punctuation, "x"s then " €5",
 *   random emoji).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRng, type Rng } from '../src/core/builtin-data/prng.ts';

/** Files under node_modules named README/LICENSE or ending .md/.d.ts, sorted, up to `maxChars` in all. */
export function nodeModulesTexts(root: string, maxChars: number): { prose: string; json: string; files: number } {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) walk(path);
      else if (/^(readme|license)/i.test(name) || /\.(md|d\.ts)$/.test(name)) found.push(path);
    }
  };
  walk(root);
  const texts: { path: string; text: string }[] = [];
  let chars = 0;
  for (const path of found) {
    const text = readFileSync(path, 'utf8');
    if (chars + text.length > maxChars) continue;
    texts.push({ path: path.slice(root.length + 1), text });
    chars += text.length;
  }
  return { prose: texts.map((t) => t.text).join('\n'), json: JSON.stringify(texts, null, 2), files: texts.length };
}

const PROSE = [
  'The “quick” fix wasn’t enough — it costs €5.99 per seat, and that’s before tax… really.',
  'Привет! Это ответ сервера: «данные получены», всего 42 записи.',
  'Η απάντηση του διακομιστή περιέχει δεδομένα για τον χρήστη.',
  'تم استلام الطلب بنجاح، وسيتم الرد خلال ٢٤ ساعة.',
  'הבקשה התקבלה בהצלחה ותטופל בהקדם האפשרי.',
  'सर्वर ने अनुरोध स्वीकार कर लिया है और परिणाम जल्द ही उपलब्ध होंगे।',
  'เซิร์ฟเวอร์ได้รับคำขอแล้วและกำลังประมวลผลข้อมูลของคุณ',
  '服务器已经收到请求，正在处理您的数据，请稍候。',
  'サーバーはリクエストを受け取り、データを処理しています。',
  '서버가 요청을 받았으며 데이터를 처리하고 있습니다.',
  'Deploy finished 🚀🎉 — team 👨‍👩‍👧‍👦 says 👍🏽 and 🏳️‍🌈 ✅',
];
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** `count` JSON tool responses (seeded), pretty-printed, joined by newlines. */
export function manyScriptResponses(seed: number, count: number): string {
  const rng = createRng(seed);
  const sentence = (): string => Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(rng, PROSE)).join(' ');
  const hex = (n: number): string =>
    Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rng() * 16)]).join('');
  const responses: string[] = [];
  for (let i = 0; i < count; i++) {
    const items = Array.from({ length: 1 + Math.floor(rng() * 5) }, (_, k) => ({
      id: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(12)}`,
      url: `https://api.example.com/v2/items/${Math.floor(rng() * 1e6)}?lang=${pick(rng, ['en', 'ru', 'zh', 'ar', 'hi'])}`,
      created_at: new Date(1.6e12 + Math.floor(rng() * 1e11)).toISOString(),
      title: sentence().slice(0, 40),
      body: sentence(),
      score: Math.round(rng() * 1e4) / 100,
      attachment: Array.from({ length: 40 + Math.floor(rng() * 200) }, () => B64[Math.floor(rng() * 64)]).join(''),
      rank: k,
    }));
    responses.push(JSON.stringify({ ok: true, page: i, items }, null, rng() < 0.5 ? 2 : undefined));
  }
  return responses.join('\n');
}

/** The long single-piece texts, seeded. */
export function stressTexts(): { name: string; text: string }[] {
  const rng = createRng(7);
  let cjk = '';
  for (let i = 0; i < 100_000; i++) cjk += String.fromCodePoint(0x4e00 + Math.floor(rng() * 0x5000));
  let emoji = '';
  for (let i = 0; i < 100_000; i++) emoji += String.fromCodePoint(0x1f300 + Math.floor(rng() * 0x300));
  return [
    { name: '100,000 CJK characters, no punctuation', text: cjk },
    { name: '100,000 × "x" then " €5"', text: 'x'.repeat(100_000) + ' €5' },
    { name: '100,000 random emoji', text: emoji },
  ];
}
