import { Component, Fragment, useContext } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { settingsToQuery } from '../../state/link/url.ts';
import { CopyFallback } from '../export/CopyFallback.tsx';
import { useExportStatus } from '../export/use-export-status.ts';
import { errorReportText, errorSummary } from './error-report.ts';
import { AppContext } from './store-context.tsx';

interface Props {
  /** Where this part is, as the page names it: `the Sessions view`, `the verdict`. */
  where: string;
  /**
   * The boundary around the whole page (main.tsx): its failure note is then all there is, so it
   * must not say the rest of the page still works. A part's boundary (the default) leaves the rest.
   */
  wholePage?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  componentStack: string | null;
  /** Bumped by "Try again": the children are mounted anew (fresh state, effects run again). */
  attempt: number;
}

/**
 * Catches a render or effect failure of its part of the page, so the rest and the store keep
 * working: shows what failed, "Try again" and "Copy error report". A class because React offers
 * `getDerivedStateFromError` only to class components.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, componentStack: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
    // The console keeps the full error for whoever debugs it, as an uncaught one would.
    console.error(`${this.props.where} failed to draw:`, error);
  }

  private readonly retry = () =>
    this.setState((s) => ({ error: null, failed: false, componentStack: null, attempt: s.attempt + 1 }));

  override render(): ReactNode {
    const { where, wholePage = false, children } = this.props;
    const { failed, error, componentStack, attempt } = this.state;
    if (failed)
      return (
        <Failure
          where={where}
          wholePage={wholePage}
          error={error}
          componentStack={componentStack}
          onRetry={this.retry}
        />
      );
    return <Fragment key={attempt}>{children}</Fragment>;
  }
}

/** `The Sessions view` from `the Sessions view`: the start of a sentence. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a failed part shows in its place; `wholePage`: it replaced the whole page, so it says that
 * nothing else can be used until it draws (the store lives outside it, so the data is still kept).
 */
export function Failure({
  where,
  wholePage,
  error,
  componentStack,
  onRetry,
}: {
  where: string;
  wholePage: boolean;
  error: unknown;
  componentStack: string | null;
  onRetry: () => void;
}) {
  // Read directly, not through `useAppHandles`: the page-wide boundary must draw without a store too.
  const handles = useContext(AppContext);
  const { message, copy, fallback, closeFallback } = useExportStatus();
  const report = () => {
    let settings: string | null = null;
    try {
      const state = handles?.store.getState();
      if (state) settings = settingsToQuery(state, state.source.kind === 'fixture');
    } catch {
      // The settings are a help, not the report: it goes without them.
    }
    const address = `${window.location.origin}${window.location.pathname}`;
    return errorReportText({ where, error, componentStack, settings, address, time: new Date().toISOString() });
  };
  return (
    <div className="error-box boundary-error" role="alert" data-testid="boundary-error">
      <p>
        <strong>{capitalized(where)} could not be drawn:</strong> <code>{errorSummary(error)}</code>
      </p>
      <p>
        {wholePage
          ? 'Everything you loaded, typed and chose is kept, but nothing else on the page can be used until it draws. “Try again” draws the page anew;'
          : 'Everything you loaded, typed and chose is kept, and the rest of the page still works. “Try again” draws this part anew;'}{' '}
        the error report holds the error, where it happened and the page’s settings, never your data.
      </p>
      <div className="boundary-actions">
        <button type="button" onClick={onRetry}>
          Try again
        </button>
        <button type="button" onClick={() => void copy(report())}>
          Copy error report
        </button>
        <span className="hint" aria-live="polite">
          {message}
        </span>
      </div>
      {fallback !== null && <CopyFallback text={fallback} what="The error report" onClose={closeFallback} />}
    </div>
  );
}
