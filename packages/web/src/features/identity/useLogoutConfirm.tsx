import { Suspense, lazy, useState } from 'react';

const LogoutDialog = lazy(() => import('./LogoutDialog.tsx'));

/** `ask()` opens the logout confirmation; render `dialog` where it should live (it outlives menus). */
export function useLogoutConfirm() {
  const [open, setOpen] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <LogoutDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { ask: () => setOpen(true), dialog };
}
