import { readFileSync } from 'node:fs';

/** The colour variables a stylesheet declares, per theme: name (`--bg`) → every value given to it. */
export interface ThemeVariables {
  light: Map<string, string[]>;
  dark: Map<string, string[]>;
}

const DARK = /@media\s*\(\s*prefers-color-scheme:\s*dark\s*\)\s*\{/g;

/**
 * Reads the custom properties a stylesheet under `src/ui/` declares: those inside an
 * `@media (prefers-color-scheme: dark)` block are the dark theme's, all others the light one's
 * (the page's only theme switch). Throws when the file declares none, so a moved file fails loudly.
 */
export function themeVariables(file: string): ThemeVariables {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  let light = css;
  let dark = '';
  for (const m of css.matchAll(DARK)) {
    const start = m.index + m[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
      end++;
    }
    dark += css.slice(start, end - 1);
    light = light.replace(css.slice(m.index, end), '');
  }
  const result = { light: declarations(light), dark: declarations(dark) };
  if (result.light.size === 0) throw new Error(`${file} declares no custom properties`);
  return result;
}

function declarations(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) {
    found.set(name!, [...(found.get(name!) ?? []), value!.trim()]);
  }
  return found;
}

/** Every value `vars` gives `name` in `theme`; throws when there is none (a renamed variable). */
export function valuesOf(vars: ThemeVariables, theme: 'light' | 'dark', name: string): string[] {
  const values = vars[theme].get(name);
  if (!values?.length) throw new Error(`no ${name} in the ${theme} theme`);
  return values;
}
