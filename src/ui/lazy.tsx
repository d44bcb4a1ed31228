/**
 * The code-split edges of the page: charts and the snapshot's selectors load with `import()` when
 * first shown, so the first ladder does not wait. Fallbacks keep each part's height; parts taking
 * the ladder are memoized, as a redraw per recount costs tens of milliseconds.
 */
import { Suspense, lazy, memo, useEffect, useState } from 'react';
import type { ComponentProps, ComponentType, CSSProperties, ReactNode } from 'react';
import { SnapshotBar } from './export/SnapshotBar.tsx';
import { useApp } from './shared/store-context.tsx';

const LadderChartLazy = lazy(() => import('./ladder/LadderChart.tsx').then((m) => ({ default: m.LadderChart })));
const SnapshotButtonLazy = lazy(() =>
  import('./export/SnapshotButton.tsx').then((m) => ({ default: m.SnapshotButton })),
);

/** A calm stand-in of the given height while a chunk loads. */
export function ChartLoading({ height, label = 'Loading chart…' }: { height: number; label?: string }) {
  const style: CSSProperties = { minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center' };
  return (
    <div className="panel chart-loading placeholder" role="status" aria-live="polite" style={style}>
      {label}
    </div>
  );
}

/**
 * True from the frame after the first paint on. The ladder chart waits for it so its chunk is
 * requested only once the table is on screen: the first ladder never waits for recharts.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

function Lazy({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<ChartLoading height={height} />}>{children}</Suspense>;
}

/** The ladder chart panel's height (head, legend, 360 px plot; measured at 1280 px wide), so nothing jumps. */
const LADDER_CHART_HEIGHT = 456;
/** A view's first screen while its chunk loads. */
const VIEW_HEIGHT = 480;

export const LadderChart = memo(function LadderChart(props: ComponentProps<typeof LadderChartLazy>) {
  return (
    <AfterPaint fallback={<ChartLoading height={LADDER_CHART_HEIGHT} />}>
      <LadderChartLazy {...props} />
    </AfterPaint>
  );
});

/**
 * A view behind its own chunk: fetched on first render, shown behind a stand-in of the view's
 * height, memoized on its props.
 */
function lazyView<P extends object>(load: () => Promise<ComponentType<P>>) {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return memo(function LazyView(props: P) {
    return (
      <Lazy height={VIEW_HEIGHT}>
        <View {...props} />
      </Lazy>
    );
  });
}

export const SavingsView = lazyView(() => import('./savings/SavingsView.tsx').then((m) => m.SavingsView));
export const BreakEvenView = lazyView(() => import('./break-even/BreakEvenView.tsx').then((m) => m.BreakEvenView));
export const TransportView = lazyView(() => import('./transport/TransportView.tsx').then((m) => m.TransportView));
export const GrowthView = lazyView(() => import('./growth/GrowthView.tsx').then((m) => m.GrowthView));
export const SessionsView = lazyView(() => import('./sessions/SessionsView.tsx').then((m) => m.SessionsView));
export const HistoryView = lazyView(() => import('./history/HistoryView.tsx').then((m) => m.HistoryView));
const HistoryVerdictLazy = lazy(() =>
  import('./history/HistoryVerdict.tsx').then((m) => ({ default: m.HistoryVerdict })),
);

/** The History view's verdict above the tabs, in the history's chunk; a small stand-in while it loads. */
export function HistoryVerdict() {
  const stand = (
    <section className="verdict-card placeholder" role="status" aria-live="polite">
      Loading the history's verdict…
    </section>
  );
  return (
    <Suspense fallback={stand}>
      <HistoryVerdictLazy />
    </Suspense>
  );
}
export const TokensView = lazyView(() => import('./tokens/TokensView.tsx').then((m) => m.TokensView));
export const ModelsView = lazyView(() => import('./models/ModelsView.tsx').then((m) => m.ModelsView));

/**
 * The header's snapshot buttons, in their own chunk (they need the page's selectors and the
 * snapshot writer), fetched once the first ladder shows; until then the same buttons stand disabled.
 */
export function SnapshotButton() {
  const hasLadder = useApp((s) => s.result.ladder !== undefined);
  const stub = (
    <div className="snapshot">
      <SnapshotBar />
    </div>
  );
  if (!hasLadder) return stub;
  return (
    <AfterPaint fallback={stub}>
      <SnapshotButtonLazy />
    </AfterPaint>
  );
}

/** Its children from the frame after its own first paint on, behind `Suspense` with the same fallback. */
function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
