import * as Toggle from '@radix-ui/react-toggle';
import { useEffect } from 'react';
import { useSetting } from '../shared/store-context.tsx';

/** The class on `<html>` while presentation mode is on; `layout/present.css` styles it. */
export const PRESENT_CLASS = 'present';

/**
 * The header's "Presentation mode" toggle (for a projector: large type, high contrast, the
 * settings in a drawer). It also puts {@link PRESENT_CLASS} on `<html>`, so the mode's rules reach
 * the drawer too (portalled outside the app) and the theme's colours can be changed at the root.
 */
export function PresentToggle() {
  const { value: present, onChange: setPresent } = useSetting(
    (s) => s.present,
    (s) => s.setPresent,
  );
  useEffect(() => {
    document.documentElement.classList.toggle(PRESENT_CLASS, present);
  }, [present]);
  return (
    <Toggle.Root className="present-toggle" pressed={present} onPressedChange={setPresent}>
      Presentation mode
    </Toggle.Root>
  );
}
