import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast.ts';

/** Renders the toast store in a polite live region (errors are assertive). */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toaster" data-testid="toaster">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.tone}`}
          role={item.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span dir="auto">{item.text}</span>
        </div>
      ))}
    </div>
  );
}
