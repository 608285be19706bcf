import type { EditorGroupEntry } from '@fanzone/contract';
import { activeEditorGroupNames } from '../identity/EditorGroupNames.tsx';
import { badgeStyleOf } from './postState.ts';

/** An avatar-sized box with the badge in its corner; its name is the groups' names. */
export function VerifiedBadge({ groups }: { groups: EditorGroupEntry[] }) {
  const style = badgeStyleOf(groups);
  if (!style) return null;
  const names = activeEditorGroupNames({ editorGroupState: groups }).join(' | ');
  return (
    <span
      className={`verified-badge verified-badge--${style}`}
      role="img"
      aria-label={names}
      title={names}
      data-testid="verified-badge"
      data-style={style}
    >
      <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={4}
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
