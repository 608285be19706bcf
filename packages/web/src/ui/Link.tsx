import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router';
import { useNavigate } from 'react-router';

/**
 * The router's `navigate`, asked once for the whole app (`LinkNavigation`) rather than by each link:
 * react-router's own `Link` works out its address and its click handler with the router's hooks on
 * every render (resolving the path against the matched routes twice), a tenth of drawing a page of
 * post cards, which carry three links each. Every address in the app is absolute (contract `paths`),
 * so a link's `href` is its `to` as written.
 */
const LinkNavigate = createContext<NavigateFunction | null>(null);

/** Gives the links below it the router's `navigate`; sits inside the router. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <LinkNavigate.Provider value={useNavigate()}>{children}</LinkNavigate.Provider>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the app, from its root (`paths.postDetails(id)`). */
  to: string;
  /** Replace the current history entry instead of adding one (by default only when already there). */
  replace?: boolean;
};

/**
 * A link inside the app: a plain click goes there without reloading the page; a click with a
 * modifier, another button or another target is the browser's (a new tab, a download).
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useContext(LinkNavigate);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainClick(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(to, { replace: replace ?? pathname + search + hash === to });
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

/**
 * A click the app may take over (navigate in place): the main button, no modifier, no other target.
 * Anything else is the browser's: a new tab or window, a download.
 */
export function isPlainClick(event: MouseEvent<Element>, target?: string): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
