import * as Dialog from '@radix-ui/react-dialog';
import { Activity, createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { usePhone } from '../shared/media-query.ts';
import { useApp } from '../shared/store-context.tsx';

interface DrawerState {
  /** The settings are in a drawer (phone, or presentation mode) rather than the sidebar. */
  drawer: boolean;
  open: boolean;
}

const DrawerContext = createContext<DrawerState>({ drawer: false, open: false });

/**
 * Holds the settings' place: the sidebar on a wide screen, a drawer opened by
 * {@link SettingsButton} on a phone or in presentation mode. Wraps the page so the button (in the
 * header) and {@link SettingsPanel} (beside the views) share the drawer's state.
 */
export function SettingsRoot({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const present = useApp((s) => s.present);
  const drawer = phone || present;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={drawer && open} onOpenChange={setOpen}>
      <DrawerContext.Provider value={{ drawer, open: drawer && open }}>{children}</DrawerContext.Provider>
    </Dialog.Root>
  );
}

/** The button that opens the settings drawer; nothing while the settings are in the sidebar. */
export function SettingsButton() {
  const { drawer } = useContext(DrawerContext);
  if (!drawer) return null;
  return (
    <Dialog.Trigger className="settings-button" data-testid="settings-button">
      <span aria-hidden="true">☰</span> Settings
    </Dialog.Trigger>
  );
}

/**
 * The settings: the sidebar, or the drawer's content, kept mounted in `<Activity>` while closed so
 * half-typed input survives. The Activity wraps the Portal, never sits inside it: Radix's Presence
 * would get React's Offscreen instance as its ref and `getComputedStyle` throws.
 */
export function SettingsPanel({ children }: { children: ReactNode }) {
  const { drawer, open } = useContext(DrawerContext);
  if (!drawer)
    return (
      <aside className="controls" aria-label="Settings">
        {children}
      </aside>
    );
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <Dialog.Portal forceMount>
        <Dialog.Overlay forceMount className="drawer-overlay" />
        <Dialog.Content forceMount className="drawer" aria-describedby={undefined} data-testid="settings-drawer">
          <div className="drawer-head">
            <Dialog.Title>Settings</Dialog.Title>
            <Dialog.Close className="drawer-close">Close</Dialog.Close>
          </div>
          <div className="controls">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Activity>
  );
}
