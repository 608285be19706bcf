/**
 * Opens an address that is only known after a call in a new window. The window is opened during the
 * click (so popup blockers allow it) and pointed at the address once it arrives; if the window was
 * blocked anyway, the current tab goes there instead.
 */
export function openInNewWindow(address: Promise<string>): void {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  address.then(
    (href) => {
      if (opened && !opened.closed) opened.location.href = href;
      else window.location.assign(href);
    },
    () => opened?.close(),
  );
}
