import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../platform/api.ts';
import { socialEndpoints } from '../../platform/endpoints.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { socialKeys } from './keys.ts';
import { mentionAt } from './mentionTyping.ts';

/**
 * Members offered while a mention is typed in a text field or the rich editor (typing `@` and the
 * start of a name): click or Enter picks one, arrows move, Escape closes. The field keeps its own
 * value; `onPick` gets the chosen name and puts it in place of what was typed.
 */
export function useMentionSuggestions(text: string, caret: number, onPick: (username: string) => void) {
  const { t } = useTranslation('posts');
  const typed = mentionAt(text, caret);
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const prefix = typed && closedFor !== `${typed.start}:${typed.prefix}` ? typed.prefix : null;
  const suggestions = useQuery({
    queryKey: socialKeys.suggestions(prefix ?? ''),
    queryFn: ({ signal }) => fetchData(socialEndpoints.suggest, { query: { prefix: prefix! }, signal }),
    enabled: prefix !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const members = prefix ? (suggestions.data ?? []) : [];
  const open = members.length > 0;
  const pick = onPick;

  /** Handles a key of the field while members are offered; true when it was theirs. */
  const onKeyDown = (event: { key: string; preventDefault(): void }): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(
        (current) => (current + (event.key === 'ArrowDown' ? 1 : members.length - 1)) % members.length,
      );
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(members[Math.min(active, members.length - 1)]!.username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosedFor(`${typed!.start}:${typed!.prefix}`);
    } else return false;
    return true;
  };

  const list = open ? (
    <ul
      className="mention-suggestions"
      role="listbox"
      aria-label={t('mentions.label')}
      data-testid="mention-suggestions"
    >
      {members.map((member, index) => (
        <li
          key={member.id}
          role="option"
          aria-selected={index === active}
          className="mention-suggestions__item"
          // A press, not a click: the field must keep its focus and caret.
          onMouseDown={(event) => {
            event.preventDefault();
            pick(member.username);
          }}
        >
          <Avatar src={member.avatar || null} name={member.username} size={24} />
          <span dir="auto">{member.username}</span>
        </li>
      ))}
    </ul>
  ) : null;
  return { list, onKeyDown, open };
}
