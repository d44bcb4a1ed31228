import type { RungId } from '../core/ladder/rungs.ts';

/**
 * One colour per rung, the same in every chart and table (Okabe–Ito colours: distinguishable with
 * the common colour-vision deficiencies, and mid-toned so they read on light and dark themes).
 */
export const RUNG_COLOURS: Record<RungId, string> = {
  L0: '#0072B2',
  L1: '#56B4E9',
  L2: '#D55E00',
  L3: '#E69F00',
  L4: '#009E73',
  L5: '#CC79A7',
};
