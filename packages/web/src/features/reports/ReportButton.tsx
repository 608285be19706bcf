import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import { useMy } from '../identity/queries.ts';
import { PostIcon } from '../posts/PostIcons.tsx';

// The form's code and texts arrive when a member first reports something.
const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

/**
 * Report, on a post or a comment of someone else's, for members while the community takes reports
 * (spec §6: hidden when the feature is off or on one's own).
 */
export function ReportButton({
  kind,
  id,
  authorId,
  testId,
}: {
  kind: 'post' | 'comment';
  id: string;
  authorId: string;
  testId: string;
}) {
  const { t } = useTranslation('posts');
  const { config } = useSite();
  const my = useMy();
  const [open, setOpen] = useState(false);
  if (!my || my.id === authorId || !config.report) return null;
  return (
    <>
      <button type="button" className="post-action" onClick={() => setOpen(true)} data-testid={testId}>
        <PostIcon name="flag" size={16} />
        {t('actions.report')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={{ kind, id }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
