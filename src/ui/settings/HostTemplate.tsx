import { useId } from 'react';
import { PLACEHOLDER_LIST, templateProblems } from '../../core/hosts/template.ts';

/**
 * The custom host's template box: the placeholders it accepts and what each stands for (as
 * `npm run mcp -- --help` lists them), and a placeholder that is not one named where it is, with
 * what the count does with it (counts it as written). The text typed is kept as it is.
 */
export function HostTemplate({ value, onChange }: { value: string; onChange: (template: string) => void }) {
  const id = useId();
  const listId = useId();
  const problemsId = useId();
  const problems = templateProblems(value);
  return (
    <div className="number-field wide host-template">
      <label htmlFor={id}>Template</label>
      <textarea
        autoComplete="off"
        spellCheck={false}
        id={id}
        rows={2}
        value={value}
        aria-describedby={problems.length > 0 ? `${listId} ${problemsId}` : listId}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={listId} className="hint">
        <p>Placeholders, each filled in from the call’s result; any other text is counted as written:</p>
        <dl className="placeholders" data-testid="host-template-placeholders">
          {PLACEHOLDER_LIST.map(({ placeholder, meaning }) => (
            <div key={placeholder}>
              <dt>
                <code>{placeholder}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div aria-live="polite">
        {problems.length > 0 && (
          <div className="error-box" role="alert" id={problemsId} data-testid="host-template-problems">
            <p>Counted as written, not filled in:</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}.</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
