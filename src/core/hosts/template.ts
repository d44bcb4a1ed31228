/**
 * The custom host's template, checked: every `{name}` must be one of {@link TEMPLATE_PLACEHOLDERS}; other
 * braces are text. An unknown one would be counted as written, so the page warns and the CLI refuses.
 */
import { TEMPLATE_PLACEHOLDERS } from './types.ts';

/** The placeholders, in the order the help lists them, each with what it stands for. */
export const PLACEHOLDER_LIST: readonly { placeholder: string; meaning: string }[] = Object.entries(
  TEMPLATE_PLACEHOLDERS,
).map(([placeholder, meaning]) => ({ placeholder, meaning }));

/** `{text}, {content}, …`: the placeholders as the help names them. */
export const PLACEHOLDER_NAMES = PLACEHOLDER_LIST.map((p) => p.placeholder).join(', ');

/**
 * What is wrong with `template`, one message per unknown placeholder (in order of first use,
 * each once), naming its position (1-based character) and the one meant when only its case
 * differs; empty when every placeholder is known.
 */
export function templateProblems(template: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const match of template.matchAll(/\{[\w-]+\}/g)) {
    const found = match[0];
    if (found in TEMPLATE_PLACEHOLDERS || seen.has(found)) continue;
    seen.add(found);
    const meant = PLACEHOLDER_LIST.find((p) => p.placeholder.toLowerCase() === found.toLowerCase());
    problems.push(
      `${found} at character ${match.index + 1} is not a placeholder${meant ? ` (did you mean ${meant.placeholder}?)` : ''}; the placeholders are ${PLACEHOLDER_NAMES}`,
    );
  }
  return problems;
}
