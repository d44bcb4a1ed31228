/**
 * A model id the catalogue does not know (a link from a later catalogue): kept as the choice and named,
 * never priced at a figure the user did not type; its name's family rule decides its encoding, else its
 * counts are estimates.
 */
import type { ModelMatch } from './model-match.ts';
import { knownModelIds, matchModel, modelInfo } from './model-match.ts';
import { CUSTOM_PRICE_ID } from '../money/prices.ts';

/** An id that is neither a catalogue row, an open model nor custom prices, and what its name says. */
export interface UnknownModel {
  id: string;
  /** The family its name matches (`Claude`, `GPT-5 family`), or undefined when none does. */
  family: ModelMatch | undefined;
}

/** `id` as an {@link UnknownModel}, or undefined when the catalogue knows it (or it is custom prices). */
export function unknownModel(id: string): UnknownModel | undefined {
  if (id === CUSTOM_PRICE_ID || modelInfo(id)) return undefined;
  return { id, family: matchModel(id) };
}

/**
 * The facts of an unknown id, for every surface to say how to choose another:
 * `claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public)`.
 */
export function unknownModelWords(model: UnknownModel): string {
  const family = model.family;
  const said = !family
    ? 'its name matches no family, so its tokenizer is unknown'
    : family.tokenizer === 'own'
      ? `by its name ${family.family}, whose tokenizer is not public`
      : `by its name ${family.family}, which counts with ${family.tokenizer}`;
  return `${model.id} is not in the catalogue (${said})`;
}

/** The warning a link naming an unknown model gets: the id, what its name says, and the catalogue's ids. */
export function unknownModelWarning(model: UnknownModel): string {
  return `model "${model.id}" in the link: ${unknownModelWords(model)}; choose a listed model under Model and price, or type its prices. Known: ${knownModelIds()}`;
}
