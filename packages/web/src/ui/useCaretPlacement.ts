import { useLayoutEffect, useRef } from 'react';

/**
 * Puts a text field's caret where a programmatic edit (a line break, a picked @mention) left off.
 * The caret is placed in the same commit as the new text, not a frame later: a key typed right
 * after the edit must land after it, which a requestAnimationFrame could reorder.
 */
export function useCaretPlacement<Field extends HTMLTextAreaElement | HTMLInputElement>() {
  const field = useRef<Field>(null);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    field.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });
  /** Call with the caret's position alongside the state change that writes the new text. */
  const placeCaret = (position: number) => {
    pendingCaret.current = position;
  };
  return { field, placeCaret };
}
