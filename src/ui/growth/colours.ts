import type { Component } from '../../core/conversation/model.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';

/** One colour per series, the same in every growth chart and table. */
export const SERIES_COLOURS: Record<GrowthSeries['id'], string> = {
  baseline: '#D55E00',
  compaction: '#0072B2',
  compare: '#009E73',
};

/** One colour per window component in the stacked bar. */
export const COMPONENT_COLOURS: Record<Component, string> = {
  system: '#7B6FD0',
  tools: '#88CCEE',
  user: '#44AA99',
  assistant: '#117733',
  toolCalls: '#999933',
  toolResults: '#CC6677',
  placeholders: '#C04A7A',
  notes: '#AA4499',
};
