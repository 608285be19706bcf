import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { openBrandApp } from '../appDownload/openBrandApp.ts';

/**
 * Why the web sends the reader to the app (spec §8): a topic or a collection that is not a plain
 * one ('Go to the app to explore/experience more features. GO'), or a link type only the apps
 * know ('Please visit the app to view').
 */
export type AppPromptReason = 'exploreInApp' | 'visitApp';

/** The prompt with the app-download helper's button where the region offers the app (spec §2). */
export default function AppPrompt({ reason, onClose }: { reason: AppPromptReason; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const { config, region, inApp } = useSite();
  const download = region.features.appDownload && !inApp ? config.appDownload : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`appPrompt.${reason}`)}
      testId="app-prompt"
    >
      {download ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => openBrandApp(download)}
          data-testid="app-prompt-go"
        >
          {t('appPrompt.go')}
        </button>
      ) : null}
    </Dialog>
  );
}
