import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from './kit/ConsoleList.tsx';
import type { StaffLogEntry } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import { useStaffLog } from '../../features/moderation/consoleQueries.ts';

/** Where a line's target opens: a post, the post a comment is on, a member's page, a board. */
function targetLink(entry: StaffLogEntry): string | null {
  const { target } = entry;
  if (target.kind === 'member') return paths.userPosts(target.id);
  if (target.kind === 'post') return paths.postDetails(target.id);
  if (target.kind === 'board') return paths.boardDetail(target.id);
  if (target.kind === 'section') {
    const boardId = entry.after?.boardId ?? entry.before?.boardId;
    return typeof boardId === 'string' ? paths.boardDetail(boardId) : null;
  }
  const postId = entry.after?.postId ?? entry.before?.postId;
  return typeof postId === 'string' ? paths.postDetails(postId, target.id) : null;
}

/**
 * The staff log (spec §4 Moderation): who did what to what, when and why, newest first. Nobody can
 * change it; the community's own actions (a target hidden by reports) name no one.
 */
export function StaffLogSection() {
  const { t, i18n } = useTranslation('admin');
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ConsoleList
      query={useStaffLog()}
      emptyText={t('log.empty')}
      listTestId="staff-log"
      listClassName="admin-list admin-log"
      ordered
    >
      {(entry) => {
        const link = targetLink(entry);
        return (
          <li key={entry.id} className="admin-log__entry" data-testid={`staff-log-${entry.id}`}>
            <time dateTime={new Date(entry.createdAt * 1000).toISOString()}>
              {when.format(new Date(entry.createdAt * 1000))}
            </time>
            <span className="admin-log__what" data-testid="staff-log-action">
              {t(`log.actions.${entry.action}`, {
                actor: entry.actor?.username ?? t('log.community'),
                target: entry.target.label,
              })}
            </span>
            {link ? (
              <Link to={link} className="admin-log__open">
                {t(`log.open.${entry.target.kind}`)}
              </Link>
            ) : null}
            {entry.reason ? (
              <q className="admin-log__reason" dir="auto">
                {entry.reason}
              </q>
            ) : null}
          </li>
        );
      }}
    </ConsoleList>
  );
}
