import { useId } from 'react';
import { CONNECT_WORDS } from '../../core/mcp/live-form.ts';
import type { LiveForm } from '../../core/mcp/live-form.ts';
import { openCaptureFile } from '../../state/mcp/capture-file.ts';
import { connectLive } from '../../state/mcp/capture-live.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { DropZone, FileButton } from '../form/DropZone.tsx';
import { ProblemsBox } from '../shared/Problems.tsx';
import { useApp, useAppHandles } from '../shared/store-context.tsx';
import { CapturePanel } from './CapturePanel.tsx';
import './server.css';

/** The capture picker's file types: what `npm run mcp -- --save` writes. */
const CAPTURE_ACCEPT = '.json,application/json';

/** One text input (or box) of the connect form, bound to its key of the form. */
function FormField({
  name,
  label,
  hint,
  placeholder,
  rows,
}: {
  name: keyof LiveForm;
  label: string;
  hint?: string;
  placeholder?: string;
  rows?: number;
}) {
  const id = useId();
  const hintId = useId();
  const value = useApp((s) => s.mcp.form[name]);
  const setLiveForm = useApp((s) => s.setLiveForm);
  const props = {
    id,
    value,
    placeholder,
    spellCheck: false,
    autoComplete: 'off',
    className: 'tr-input tr-mono',
    'aria-describedby': hint ? hintId : undefined,
    onChange: (e: { target: { value: string } }) => setLiveForm({ [name]: e.target.value }),
  };
  return (
    <div className={rows ? 'number-field tr-field wide' : 'number-field tr-field'}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** "Connect to your server": the form, its problems, and why a connection failed with the command that can. */
function ConnectForm() {
  const { store } = useAppHandles();
  const live = useApp((s) => s.mcp.live);
  const keep = useApp((s) => s.mcp.keep);
  const setMcp = useApp((s) => s.setMcp);
  return (
    <form
      className="cap-connect"
      aria-labelledby="cap-connect-title"
      onSubmit={(e) => {
        e.preventDefault();
        void connectLive(store);
      }}
    >
      <h3 id="cap-connect-title">Connect from this page (Streamable HTTP)</h3>
      <div className="field-grid tr-form">
        <FormField name="url" label="URL" placeholder="http://127.0.0.1:3001/mcp" />
        <FormField name="tool" label="Tool to call (optional)" placeholder="echo" />
        <FormField name="args" label="Its arguments (JSON)" placeholder='{"message": "hi"}' />
        <FormField
          name="headers"
          label="Headers (optional, one “Name: value” a line)"
          placeholder="Authorization: Bearer …"
          rows={2}
          hint="Sent to that URL only; never put in a link, never kept unless you tick the box below, never shown in a capture or a command."
        />
      </div>
      <div className="cap-actions">
        <button type="submit" disabled={live.status === 'connecting'} data-testid="connect-server">
          {live.status === 'connecting' ? 'Connecting…' : 'Connect'}
        </button>
        <Checkbox
          label="Keep the URL and headers in this browser"
          value={keep}
          onChange={(on) => setMcp({ keep: on })}
        />
      </div>
      <p className="hint">
        The page connects only where you point it, and only where the server allows it (CORS). Its
        Content-Security-Policy allows {CONNECT_WORDS}.
      </p>
      <div aria-live="polite">
        {live.problems.length > 0 && (
          <div className="error-box" role="alert" data-testid="connect-problems">
            <ul>
              {live.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {live.failure && (
          <div className="error-box" role="alert" data-testid="connect-failure" data-kind={live.failure.kind}>
            <p>{live.failure.message}</p>
            <pre className="tr-pre cap-command" data-testid="connect-command">
              {live.failure.command}
            </pre>
            {live.failure.command.includes('<value>') && (
              <p className="hint">Put each header’s value in place of &lt;value&gt;: the page does not print it.</p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}

/**
 * "Your MCP server" in the Transport view: open a capture written by `npm run mcp -- --save`
 * (drop or pick), or connect to a Streamable HTTP server from the page; the capture then shows its
 * lists, tools and calls (`CapturePanel`).
 */
export function ServerPanel() {
  const { store } = useAppHandles();
  const open = useApp((s) => s.mcp.open);
  const readError = useApp((s) => s.mcp.readError);
  const setMcp = useApp((s) => s.setMcp);
  const take = (files: File[]) => files[0] && void openCaptureFile(store, files[0]);
  return (
    <section className="panel cap-panel" aria-labelledby="cap-title" data-testid="server-panel">
      <h2 id="cap-title">Your MCP server</h2>
      <p className="caption">
        What your own server costs in the model’s context: its <code>tools/list</code> per tool under the host chosen in
        the sidebar, and its calls under every host. Open a capture written by{' '}
        <code>npm run -s mcp -- --save capture.json …</code>, or connect from here.
      </p>
      <DropZone testId="capture-drop" onFiles={take} className="cap-drop">
        <p>
          Drop a capture here (the JSON file written by <code>--save</code>).
        </p>
        <FileButton
          text="Choose a capture…"
          label="Choose an MCP capture file"
          accept={CAPTURE_ACCEPT}
          testId="capture-input"
          onFiles={take}
        />
      </DropZone>
      {readError && (
        <ProblemsBox
          error={readError.message}
          kept={open ? 'The server shown before stays open.' : undefined}
          problems={readError.problems}
          action={
            <button type="button" className="link-button" onClick={() => setMcp({ readError: null })}>
              Dismiss
            </button>
          }
        />
      )}
      <ConnectForm />
      {open && <CapturePanel open={open} />}
    </section>
  );
}
