import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { usePublishGate } from './usePublishGate.ts';

/** The tab bar's plus: New Post, and Help (bug report) where the region has it. */
export default function PublishSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const { region } = useSite();
  const go = usePublishGate();
  const pick = (target: string) => {
    onOpenChange(false);
    go(target);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('publish.title')}
      variant="sheet"
      testId="publish-sheet"
    >
      <ul className="choice-list">
        <li>
          <button
            type="button"
            className="choice-list__item"
            onClick={() => pick(paths.publishPost())}
            data-testid="publish-new-post"
          >
            <Icon name="plus" />
            {t('publish.newPost')}
          </button>
        </li>
        {region.features.bugReport ? (
          <li>
            <button
              type="button"
              className="choice-list__item"
              onClick={() => pick(paths.publishBugReport())}
              data-testid="publish-help"
            >
              <Icon name="service" />
              {t('publish.help')}
            </button>
          </li>
        ) : null}
      </ul>
    </Dialog>
  );
}
