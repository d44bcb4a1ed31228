import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Id of the element naming the region (the table's heading), read when it becomes a stop. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A table's horizontal scroller (`.table-scroll`). While its content is wider than it, it is a
 * named region in the tab order, so a keyboard user can focus it and scroll with the arrow keys
 * (WCAG 2.1.1; axe's `scrollable-region-focusable`); while everything fits it adds no tab stop.
 */
export function ScrollRegion({ labelledBy, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}
    >
      {children}
    </div>
  );
}
