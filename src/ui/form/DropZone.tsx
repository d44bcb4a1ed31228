import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** What the file pickers offer: JSON, JSON Lines and plain text (the content decides the format). */
const ACCEPT = '.json,.jsonl,.ndjson,.txt,application/json,text/plain';

interface ZoneProps {
  /** Classes after `drop-zone`. */
  className?: string;
  testId: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

/** An area files can be dropped on, outlined while they are dragged over it. */
export function DropZone({ className, testId, onFiles, children }: ZoneProps) {
  const [over, setOver] = useState(false);
  const classes = ['drop-zone', className, over && 'over'].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
    >
      {children}
    </div>
  );
}

interface ButtonProps {
  /** The button's text, and the hidden file input's accessible name. */
  text: string;
  label: string;
  multiple?: boolean;
  testId?: string;
  /** The picker's file types (the input's `accept`); JSON, JSON Lines and plain text by default. */
  accept?: string;
  onFiles: (files: File[]) => void;
}

/** A button that opens the browser's file picker (a hidden native input, emptied after each pick). */
export function FileButton({ text, label, multiple = false, testId, accept = ACCEPT, onFiles }: ButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {text}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          onFiles(e.target.files ? [...e.target.files] : []);
          e.target.value = '';
        }}
      />
    </>
  );
}
