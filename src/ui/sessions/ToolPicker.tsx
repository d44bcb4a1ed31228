import { useId } from 'react';

interface Props {
  legend: string;
  /** The session's tool names. */
  tools: string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** A labelled group of checkboxes, one per tool of the session. */
export function ToolPicker({ legend, tools, chosen, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="tool-picker number-field wide">
      <legend>{legend}</legend>
      {tools.length === 0 && <span className="hint">The session has no tool results.</span>}
      {tools.map((tool, i) => (
        <span key={tool}>
          <input
            type="checkbox"
            id={`${id}-${i}`}
            checked={chosen.includes(tool)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, tool] : chosen.filter((t) => t !== tool))}
          />{' '}
          <label htmlFor={`${id}-${i}`}>
            <code>{tool}</code>
          </label>
        </span>
      ))}
    </fieldset>
  );
}
