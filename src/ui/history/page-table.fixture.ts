/** The page's history tables and the command line's Markdown read back as rows of text, to compare cell for cell. */
import { expect } from 'vitest';

/** `html` with its tags dropped and its entities read back. */
export const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's table `id`: its title, and each body row's cells as text. */
export function pageTable(html: string, id: string): { title: string; rows: string[][] } {
  const title = unescape(html.match(new RegExp(`<h2 id="history-${id}-title">(.*?)</h2>`))![1]!);
  const at = html.indexOf(`data-testid="history-${id}-table"`);
  const body = html.slice(html.indexOf('<tbody>', at), html.indexOf('</tbody>', at));
  const rows = body
    .split('<tr>')
    .slice(1)
    .map((tr) => [...tr.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => unescape(m[1]!)));
  return { title, rows };
}

/** The rows of the CLI's Markdown table under `### title`, each row's cells as text. */
export function cliTable(markdown: string, title: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`### ${title}`);
  expect(start).toBeGreaterThan(-1);
  const table: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    table.push(line);
  }
  return table.slice(2).map((line) => line.slice(2, -2).split(' | '));
}
