import type { ReactNode } from 'react';
import type { IconName } from './Icon.tsx';
import { Icon } from './Icon.tsx';

/** The "nothing here" panel of a list or page, with an optional action. */
export function EmptyState({
  icon = 'empty',
  text,
  children,
}: {
  icon?: IconName;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <Icon name={icon} size={48} />
      <p>{text}</p>
      {children}
    </div>
  );
}
