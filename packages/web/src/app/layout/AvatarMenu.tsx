import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { My } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { useLogoutConfirm } from '../../features/identity/useLogoutConfirm.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useDismiss } from '../../ui/useDismiss.ts';

/** The avatar pull-down: Posts, Favourites, Comments, Draft box, the console for staff, Account, Log out (spec §2). */
export function AvatarMenu({ my }: { my: My }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { openAccount } = useAuthActions();
  const logout = useLogoutConfirm();
  useDismiss(box, open, close);

  return (
    <div className="pull-down" ref={box} data-testid="avatar-menu">
      <button
        type="button"
        className="pull-down__trigger"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="avatar-button"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={my.avatar} name={my.username} size={32} />
        <span className="pull-down__name" dir="auto">
          {my.username}
        </span>
      </button>
      <ul id={listId} className="pull-down__list" hidden={!open}>
        <li>
          <Link to="/personal/posts" onClick={close}>
            {t('account.posts')}
          </Link>
        </li>
        <li>
          <Link to="/personal/favourites" onClick={close}>
            {t('account.favourites')}
          </Link>
        </li>
        <li>
          <Link to="/personal/comments" onClick={close}>
            {t('account.comments')}
          </Link>
        </li>
        <li>
          <Link to="/personal/drafts" onClick={close}>
            {t('account.drafts')}
          </Link>
        </li>
        {my.role === 'member' ? null : (
          <li>
            <Link to={paths.admin()} onClick={close} data-testid="header-console">
              {t('titles:admin')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              openAccount();
            }}
          >
            {t('account.account')}
          </button>
        </li>
        <li>
          <button
            type="button"
            data-testid="logout-button"
            onClick={() => {
              close();
              logout.ask();
            }}
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
      {logout.dialog}
    </div>
  );
}
