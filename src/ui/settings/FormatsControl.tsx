import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { FORMATS } from '../../core/formats.ts';
import type { FormatId } from '../../core/formats.ts';
import { WHOLE_FORMATS } from '../../core/whole/formats.ts';
import type { WholeFormatId } from '../../core/whole/formats.ts';
import { FORMAT_COLOURS, WHOLE_COLOURS } from '../theme/palette.ts';
import { useApp } from '../shared/store-context.tsx';

/** One chip per choice: a colour swatch and the name, the rule as its title. */
function Chips<T extends string>(props: {
  items: readonly { id: T; name: string; rule: string }[];
  value: T[];
  onChange: (ids: T[]) => void;
  colours: Record<T, string>;
  labelledBy: string;
  testId?: string;
}) {
  return (
    <ToggleGroup.Root
      type="multiple"
      className="chips"
      value={props.value}
      onValueChange={(values) => props.onChange(values as T[])}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
    >
      {props.items.map((item) => (
        <ToggleGroup.Item
          key={item.id}
          value={item.id}
          className="chip format-chip"
          title={item.rule}
          aria-label={`Add ${item.name}`}
        >
          <span className="swatch small" style={{ background: props.colours[item.id] }} aria-hidden="true" />
          {item.name}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

/**
 * Formats added beside the six rungs, at the current projection; each is counted like a rung.
 * Then the whole-response formats: the entire document as received, wrapper included (loaded or
 * pasted data only, as the built-in fixture has no document around its records).
 */
export function FormatsControl() {
  const formats = useApp((s) => s.formats);
  const setFormats = useApp((s) => s.setFormats);
  const whole = useApp((s) => s.whole);
  const setWhole = useApp((s) => s.setWhole);
  const ownData = useApp((s) => s.source.kind === 'files');
  return (
    <section className="control" aria-labelledby="formats-title">
      <h3 id="formats-title">Added formats</h3>
      <p className="hint">Counted at the current projection, in every view.</p>
      <Chips<FormatId>
        items={FORMATS}
        value={formats}
        onChange={setFormats}
        colours={FORMAT_COLOURS}
        labelledBy="formats-title"
      />
      <h3 id="whole-formats-title">Whole response</h3>
      <p className="hint" id="whole-formats-hint">
        {ownData
          ? 'The entire document, wrapper included, with the kept fields applied to the records in place.'
          : 'For your own data (a file or a paste): the entire document, wrapper included.'}
      </p>
      <Chips<WholeFormatId>
        items={WHOLE_FORMATS.map((f) => ({ ...f, name: f.name.replace('Whole response, ', 'Whole ') }))}
        value={whole}
        onChange={setWhole}
        colours={WHOLE_COLOURS}
        labelledBy="whole-formats-title"
        testId="whole-formats"
      />
    </section>
  );
}
