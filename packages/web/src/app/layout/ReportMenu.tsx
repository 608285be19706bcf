import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useMy } from '../../features/identity/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useDismiss } from '../../ui/useDismiss.ts';

/** The social code (block, its confirm dialog) loads with the profile page, not with the shell. */
const BlockMenuItem = lazy(() =>
  import('../../pages/UserProfile/UserProfilePage.tsx').then((page) => ({ default: page.BlockMenuItem })),
);

/**
 * The ⋯ menu on another member's posts page (phone header): Report (hidden when reporting is off)
 * and Block / Unblock. Not shown on one's own page.
 */
export function ReportMenu({ userId }: { userId: string }) {
  const { t } = useTranslation('shell');
  const { config } = useSite();
  const my = useMy();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useDismiss(box, open, close);
  if (my?.id === userId) return null;
  return (
    <div className="pull-down" ref={box} data-testid="report-menu">
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.more')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="report-menu-button"
      >
        <Icon name="more" />
      </button>
      <ul id={listId} className="pull-down__list" hidden={!open}>
        {config.report ? (
          <li>
            <Link to={paths.report(userId)} onClick={close} data-testid="report-link">
              {t('header.report')}
            </Link>
          </li>
        ) : null}
        <Suspense fallback={null}>
          <BlockMenuItem userId={userId} onChoose={close} />
        </Suspense>
      </ul>
    </div>
  );
}
