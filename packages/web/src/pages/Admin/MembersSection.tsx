import { useDeferredValue, useId, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from './kit/ConsoleList.tsx';
import { MemberLevelAndGroups } from './MemberLevelAndGroups.tsx';
import type { MemberRecord, Role } from '@fanzone/contract';
import { limits, paths, roles } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import { useBoardChoices } from '../../features/moderation/MoveForm.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { useConsoleMembers, useSetMemberRole } from '../../features/moderation/consoleQueries.ts';
import MemberBan from '../../features/moderation/MemberBan.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';

/**
 * Members (staff): find a member by the start of their name, or see the newest (where spam
 * accounts are); ban or lift a ban; admins set roles and the boards a moderator looks after, and
 * members' levels and editor groups.
 */
export function MembersSection() {
  const { t } = useTranslation('admin');
  const searchField = useId();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed.trim());
  return (
    <>
      <div className="admin-search">
        <label htmlFor={searchField}>{t('members.search')}</label>
        <input
          id={searchField}
          type="search"
          value={typed}
          maxLength={limits.moderation.memberQueryMaxLength}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          data-testid="members-search"
        />
      </div>
      <ConsoleList
        query={useConsoleMembers(query)}
        emptyText={t('members.empty')}
        emptyTestId="members-empty"
        listTestId="members"
      >
        {(record) => <MemberCard key={record.id} record={record} />}
      </ConsoleList>
    </>
  );
}

function MemberCard({ record }: { record: MemberRecord }) {
  const { t, i18n } = useTranslation('admin');
  const my = useMy();
  const [changingRole, setChangingRole] = useState(false);
  const joined = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(record.joinedAt * 1000);
  const isStaff = record.role !== 'member';
  return (
    <li className="admin-card" data-testid={`member-${record.id}`}>
      <div className="admin-card__head">
        <Avatar src={record.avatar || null} name={record.username} size={32} />
        <Link to={paths.userPosts(record.id)} className="admin-card__title" dir="auto">
          {record.username}
        </Link>
        <span className="admin-chip" data-testid="member-role">
          {t(`members.roles.${record.role}`)}
        </span>
        {record.ban ? <span className="admin-chip admin-chip--warning">{t('members.banned')}</span> : null}
      </div>
      <p className="admin-card__meta">
        <span>{t('members.level', { level: record.level })}</span>
        <span>{t('members.posts', { count: record.postCount })}</span>
        <span>{t('members.joined', { date: joined })}</span>
        {record.countryCode ? <span>{record.countryCode}</span> : null}
      </p>
      {record.role === 'moderator' ? (
        <p className="admin-card__meta" data-testid="member-boards">
          {record.moderatedBoards.length
            ? t('members.moderates', { boards: record.moderatedBoards.map((board) => board.name).join(', ') })
            : t('members.moderatesAll')}
        </p>
      ) : null}
      {record.editorGroups.length ? (
        <p className="admin-card__meta" data-testid="member-editor-groups">
          {t('members.editorGroups', { groups: record.editorGroups.map((group) => group.name).join(', ') })}
        </p>
      ) : null}
      <div className="admin-card__actions">
        {/* Staff are not banned: an admin changes their role instead. */}
        {isStaff ? null : <MemberBan profile={record} />}
        {my?.role === 'admin' && my.id !== record.id ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setChangingRole(true)}
            data-testid="member-role-open"
          >
            {t('members.changeRole')}
          </button>
        ) : null}
        {my?.role === 'admin' ? <MemberLevelAndGroups record={record} /> : null}
      </div>
      <Dialog
        open={changingRole}
        onOpenChange={setChangingRole}
        title={t('members.roleTitle', { name: record.username })}
        variant="sheet"
        testId="member-role-dialog"
      >
        <RoleForm record={record} onDone={() => setChangingRole(false)} />
      </Dialog>
    </li>
  );
}

/** The role, and for a moderator the boards they look after (none chosen: every board). */
function RoleForm({ record, onDone }: { record: MemberRecord; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const failed = useFailureToast();
  const setRole = useSetMemberRole(record.id);
  const [role, setRoleChoice] = useState<Role>(record.role);
  const [boardIds, setBoardIds] = useState(() => new Set(record.moderatedBoards.map((board) => board.id)));
  const toggle = (id: string) =>
    setBoardIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = useBoardChoices();
  return (
    <form
      className="moderation-form"
      onSubmit={(event) => {
        event.preventDefault();
        setRole.mutate(
          { role, boardIds: role === 'moderator' ? [...boardIds] : [] },
          {
            onSuccess: () => {
              toast.success(t('members.roleSaved', { name: record.username }));
              onDone();
            },
            onError: failed,
          },
        );
      }}
    >
      <fieldset className="admin-choices">
        <legend>{t('members.roleLabel')}</legend>
        {roles.map((entry) => (
          <label key={entry}>
            <input
              type="radio"
              name="role"
              value={entry}
              checked={role === entry}
              onChange={() => setRoleChoice(entry)}
              data-testid={`member-role-${entry}`}
            />
            {t(`members.roles.${entry}`)}
          </label>
        ))}
      </fieldset>
      {role === 'moderator' ? (
        <fieldset className="admin-choices admin-choices--scroll">
          <legend>{t('members.boardsLabel')}</legend>
          <p className="admin-card__meta">{t('members.boardsHint')}</p>
          {all.map((board) => (
            <label key={board.id}>
              <input
                type="checkbox"
                checked={boardIds.has(board.id)}
                onChange={() => toggle(board.id)}
                data-testid={`member-board-${board.id}`}
              />
              <bdi>{board.label}</bdi>
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="button" disabled={setRole.isPending} data-testid="member-role-save">
        {t('members.save')}
      </button>
    </form>
  );
}
