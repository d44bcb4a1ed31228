import { useMemo } from 'react';
import type { ResolvedModel } from '../../core/models/resolved-model.ts';
import { resolveModel } from '../../core/models/resolved-model.ts';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { useApp } from './store-context.tsx';

/** The chosen model resolved once (core's `resolveModel`) from the settings and a log's calibration; views read this, not the settings. */
export function useResolvedModel(): ResolvedModel {
  const pricing = useApp((s) => s.pricing);
  const estimate = useApp(selectModelCalibration);
  return useMemo(() => resolveModel(pricing, estimate), [pricing, estimate]);
}
