import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { FORMATS } from '../core/formats.ts';
import type { FormatId } from '../core/formats.ts';
import { FORMAT_COLOURS } from './palette.ts';
import { useApp } from './store-context.tsx';

/** Formats added beside the six rungs, at the current projection; each is counted like a rung. */
export function FormatsControl() {
  const formats = useApp((s) => s.formats);
  const setFormats = useApp((s) => s.setFormats);
  return (
    <section className="control" aria-labelledby="formats-title">
      <h3 id="formats-title">Added formats</h3>
      <p className="hint">Counted at the current projection, in every view.</p>
      <ToggleGroup.Root
        type="multiple"
        className="chips"
        value={formats}
        onValueChange={(values) => setFormats(values as FormatId[])}
        aria-labelledby="formats-title"
      >
        {FORMATS.map((format) => (
          <ToggleGroup.Item
            key={format.id}
            value={format.id}
            className="chip format-chip"
            title={format.rule}
            aria-label={`Add ${format.name}`}
          >
            <span className="swatch small" style={{ background: FORMAT_COLOURS[format.id] }} aria-hidden="true" />
            {format.name}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </section>
  );
}
