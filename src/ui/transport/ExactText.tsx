/** One exact text, monospace and wrapping, with its name. */
export function ExactText({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="tr-exact">
      <h3>{title}</h3>
      <pre className="tr-pre" data-testid={testId}>
        {text}
      </pre>
    </div>
  );
}
