/** A tiny toast store (no library): any module may call `toast.error(text)`, the Toaster renders. */
export type ToastTone = 'info' | 'error' | 'success';
export type ToastItem = { id: number; tone: ToastTone; text: string };

const visibleMs = 3000;
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(tone: ToastTone, text: string): number {
  const id = nextId++;
  // The same text twice in a row (e.g. two failing calls) shows once.
  if (items.some((item) => item.text === text && item.tone === tone)) return id;
  items = [...items, { id, tone, text }];
  emit();
  setTimeout(() => dismiss(id), visibleMs);
  return id;
}

export function dismiss(id: number): void {
  const remaining = items.filter((item) => item.id !== id);
  if (remaining.length === items.length) return;
  items = remaining;
  emit();
}

export const toast = {
  info: (text: string) => show('info', text),
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}
