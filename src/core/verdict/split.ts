/**
 * The verdict's saving split into dropping fields (the same text, every field against the kept
 * ones: as received → as received less the dropped fields, else L0 → L2) and changing
 * representation (the rest, to the cheapest). The two add up to the saving exactly.
 */
import type { Percentage } from '../analysis/percent.ts';
import { percentOf } from '../analysis/percent.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import { representationById, representationLabel } from '../representation-list.ts';

import { AS_RECEIVED_ID, AS_RECEIVED_PROJECTED_ID, carriesEveryField } from '../ladder-rows.ts';

/** A representation at the detail scale: its id, how tables name it, its tokens. */
export interface VerdictSide {
  id: string;
  label: string;
  tokens: number;
}

/** One part of the saving: between which two texts, tokens saved (negative: more), its percentage. */
export interface VerdictPart {
  from: VerdictSide;
  to: VerdictSide;
  saved: number;
  /** Of the verdict's baseline, as the whole saving, so the two parts' shares add up too. */
  percent: Percentage;
}

/** The field part, with why it is zero when it is. */
export interface FieldPart extends VerdictPart {
  /** Fields kept; of how many the data has (when known). */
  kept: number;
  of?: number;
  /** `all-kept`: nothing dropped; `full-records`: the cheapest carries every field (L0, L1). */
  zero?: 'all-kept' | 'full-records';
}

/** The saving of `base` → `best`, split into its field and representation parts. */
export interface VerdictSplit {
  fields: FieldPart;
  representation: VerdictPart;
}

const sideOf = (scale: LadderScale, id: 'L0' | 'L2'): VerdictSide => ({
  id,
  label: representationLabel(representationById(id)),
  tokens: scale.rungs[id].tokens,
});

/**
 * Split `base` → `best` at `scale` into a field part and a representation part (see the module
 * comment). The field part is 0 when every field is kept or the cheapest carries whole records.
 * Percentages are of `base.tokens`, named `denominator`.
 */
export function splitSaving(
  scale: LadderScale,
  base: VerdictSide,
  best: VerdictSide,
  fields: { kept: number; of?: number },
  denominator: string,
): VerdictSplit {
  const part = (from: VerdictSide, to: VerdictSide, saved: number): VerdictPart => ({
    from,
    to,
    saved,
    percent: percentOf(saved, base.tokens, denominator),
  });
  const total = base.tokens - best.tokens;
  const known = fields.of === undefined ? {} : { of: fields.of };
  const zero: FieldPart['zero'] =
    fields.of !== undefined && fields.kept >= fields.of
      ? 'all-kept'
      : carriesEveryField(best.id)
        ? 'full-records'
        : undefined;
  if (zero) {
    return {
      fields: { ...part(base, base, 0), kept: fields.kept, ...known, zero },
      representation: part(base, best, total),
    };
  }
  // From the text as received: the same text less the dropped fields, in its own layout.
  if (base.id === AS_RECEIVED_ID && scale.asReceivedProjected) {
    const less: VerdictSide = {
      id: AS_RECEIVED_PROJECTED_ID,
      label: 'the text as received less the dropped fields',
      tokens: scale.asReceivedProjected.tokens,
    };
    const dropped = base.tokens - less.tokens;
    return {
      fields: { ...part(base, less, dropped), kept: fields.kept, ...known },
      representation: part(less, best, total - dropped),
    };
  }
  const l0 = sideOf(scale, 'L0');
  const l2 = sideOf(scale, 'L2');
  const dropped = l0.tokens - l2.tokens;
  return {
    fields: { ...part(l0, l2, dropped), kept: fields.kept, ...known },
    representation: part(base.id === 'L0' ? l2 : base, best, total - dropped),
  };
}
