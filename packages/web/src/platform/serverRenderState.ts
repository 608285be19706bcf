import type { DehydratedState } from '@tanstack/react-query';
import type { PageLayout } from '@fanzone/contract';
import { serverRenderStateElementId } from '@fanzone/contract';

/**
 * What the server drew the page with (`server/renderPage.tsx`), so the browser's first render repeats
 * it exactly and takes the markup over instead of drawing it again: the layout it guessed, the
 * translation files it used and the answers its queries got.
 */
export type ServerRenderState = {
  layout: PageLayout;
  namespaces: readonly string[];
  queries: DehydratedState;
};

function isServerRenderState(value: unknown): value is ServerRenderState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    (state.layout === 'mobile' || state.layout === 'desktop') &&
    Array.isArray(state.namespaces) &&
    typeof state.queries === 'object' &&
    state.queries !== null
  );
}

/** The state the server embedded, or null for a page it did not render (the app then draws it). */
export function readServerRenderState(doc: Document): ServerRenderState | null {
  const text = doc.getElementById(serverRenderStateElementId)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isServerRenderState(parsed)) return parsed;
    console.error('[first view] the server render state has an unexpected shape', parsed);
  } catch (error) {
    console.error('[first view] the server render state is not JSON', error);
  }
  return null;
}
