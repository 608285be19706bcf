import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageCentreTabOf, messageCentreTabs, paths } from '@fanzone/contract';
import { useMarkNotificationsRead } from '../../features/messages/queries.ts';
import { useSite } from '../../platform/config.ts';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

// The message centre's lists and the chat load with the section, not with every personal page.
const NotificationList = lazy(() =>
  import('../../features/messages/NotificationList.tsx').then((module) => ({
    default: module.NotificationList,
  })),
);
const ChatPanel = lazy(() =>
  import('../../features/messages/letters/ChatPanel.tsx').then((module) => ({ default: module.ChatPanel })),
);

/**
 * The message centre: likes, comments and system messages, and direct messages where private
 * letters are shown; `?tab=` picks one, system by default (spec §4).
 */
export function MessageSection() {
  const { t } = useTranslation('messages');
  const { config } = useSite();
  const [params] = useSearchParams();
  const tabs = messageCentreTabs.filter((tab) => tab !== 'chat' || config.privateLetter);
  const tab = messageCentreTabOf(params.get('tab'), tabs);
  const markAll = useMarkNotificationsRead();
  return (
    <>
      <div className="message-centre__bar">
        <LinkTabs
          label={t('tabs.label')}
          testId="message-tabs"
          tabs={tabs.map((type) => ({
            to: paths.myMessage(type),
            label: t(`tabs.${type}`),
            active: type === tab,
          }))}
        />
        {tab === 'chat' ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => markAll.mutate({})}
            disabled={markAll.isPending}
            data-testid="mark-all-read"
          >
            {t('markAllRead')}
          </button>
        )}
      </div>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        {tab === 'chat' ? <ChatPanel /> : <NotificationList key={tab} type={tab} />}
      </Suspense>
    </>
  );
}
