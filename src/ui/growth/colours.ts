import type { GrowthSeries } from '../../core/conversation/growth.ts';

/** One colour per series, the same in every growth chart and table. */
export const SERIES_COLOURS: Record<GrowthSeries['id'], string> = {
  baseline: '#D55E00',
  compaction: '#0072B2',
  compare: '#009E73',
};
