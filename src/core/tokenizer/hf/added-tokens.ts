/**
 * A `tokenizer.json`'s non-special added tokens (Gemma 3's HTML tags and whitespace runs, Qwen 3's
 * `<think>`): matched whole in the text before the model, leftmost-longest, each one token, and
 * the text between counted on its own, as Hugging Face's tokenizers do. Special ones count as text.
 */
import type { Steps } from '../../steps.ts';
import type { TextCounter } from './counter.ts';
import type { TokenizerJson } from './file.ts';

/** One added token as `tokenizer.json` holds it (the options this project reads). */
type AddedToken = NonNullable<TokenizerJson['added_tokens']>[number];

/**
 * The non-special added tokens of `file`, by content.
 * @throws Error when one needs a rule this project does not apply (`lstrip`, `rstrip`, `single_word`).
 */
export function nonSpecialAddedTokens(file: TokenizerJson, name: string): string[] {
  const tokens = (file.added_tokens ?? []).filter((t) => t.special !== true);
  const odd = tokens.find((t: AddedToken) => t.lstrip || t.rstrip || t.single_word);
  if (odd) throw new Error(`${name}: added token ${JSON.stringify(odd.content)} strips or matches single words`);
  return tokens.map((t) => t.content).filter((c) => c.length > 0);
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** True when a token ends here. */
  end: boolean;
}

/** A matcher of `tokens`: the length of the longest one starting at a position (0 when none). */
function longestMatcher(tokens: readonly string[]): (text: string, at: number) => number {
  const root: TrieNode = { next: new Map(), end: false };
  for (const token of tokens) {
    let node = root;
    for (let i = 0; i < token.length; i++) {
      const c = token.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  return (text, at) => {
    let node: TrieNode | undefined = root;
    let longest = 0;
    for (let i = at; i < text.length; i++) {
      node = node.next.get(text.charCodeAt(i));
      if (!node) break;
      if (node.end) longest = i - at + 1;
    }
    return longest;
  };
}

/** `counter` with `tokens` matched first (see the module comment); `counter` itself when there are none. */
export function withAddedTokens(counter: TextCounter, tokens: readonly string[]): TextCounter {
  if (tokens.length === 0) return counter;
  const longestAt = longestMatcher(tokens);
  const firsts = [...new Set(tokens.map((t) => t.charAt(0)))];
  const escaped = firsts.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const candidate = new RegExp(`[${escaped}]`, 'g');

  /** The text split into its stretches between added tokens, and how many added tokens it holds. */
  const stretches = (text: string): { parts: string[]; added: number } => {
    const parts: string[] = [];
    let added = 0;
    let start = 0;
    candidate.lastIndex = 0;
    for (let m = candidate.exec(text); m; m = candidate.exec(text)) {
      const length = longestAt(text, m.index);
      if (length === 0) continue;
      if (m.index > start) parts.push(text.slice(start, m.index));
      added++;
      start = m.index + length;
      candidate.lastIndex = start;
    }
    if (start < text.length) parts.push(start === 0 ? text : text.slice(start));
    return { parts, added };
  };

  return {
    tokenizer: counter.tokenizer,
    count: (text) => {
      const { parts, added } = stretches(text);
      let total = added;
      for (const part of parts) total += counter.count(part);
      return total;
    },
    countSteps: function* (text): Steps<number> {
      const { parts, added } = stretches(text);
      let total = added;
      for (const part of parts) total += yield* counter.countSteps(part);
      return total;
    },
  };
}
