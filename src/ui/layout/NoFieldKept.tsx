import { useApp } from '../shared/store-context.tsx';

/** Shown instead of a view's counts when no field is kept (`core/ladder/nothing-kept.ts`), with a way out. */
export function NoFieldKept({ message }: { message: string }) {
  const applyPreset = useApp((s) => s.applyPreset);
  return (
    <div className="warning-box" role="alert" data-testid="no-field-kept">
      <p>{message}</p>
      <div className="preset-row">
        <button type="button" onClick={() => applyPreset('all')}>
          Keep every field
        </button>
      </div>
    </div>
  );
}
