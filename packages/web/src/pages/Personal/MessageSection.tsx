import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { NotificationType } from '@fanzone/contract';
import { notificationTypes as messageTabs } from '@fanzone/contract';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';

function tabOf(value: string | null): NotificationType {
  return (messageTabs as readonly string[]).includes(value ?? '') ? (value as NotificationType) : 'system';
}

/** Likes, comments and system notices; `?tab=` picks one, system by default (spec §4). */
export function MessageSection() {
  const { t } = useTranslation('personal');
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <>
      <LinkTabs
        label={t('message.tabsLabel')}
        testId="message-tabs"
        tabs={messageTabs.map((type) => ({
          to: paths.myMessage(type),
          label: t(`message.${type}`),
          active: type === tab,
        }))}
      />
      <EmptyState icon="message" text={t(`message.empty.${tab}`)} />
    </>
  );
}
