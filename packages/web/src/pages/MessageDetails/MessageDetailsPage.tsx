import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { Conversation } from '../../features/messages/letters/Conversation.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { useProfile } from '../../features/social/queries.ts';
import { useSite } from '../../platform/config.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/messages.css';

/** The conversation with one member, full screen inside the apps (`/android/message-details/{id}`). */
export default function MessageDetailsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const { config } = useSite();
  const my = useMy();
  const profile = useProfile(id);
  let content;
  if (!config.privateLetter || !my)
    content = <EmptyState icon="message" text={t('messageDetails.unavailable')} />;
  else if (profile.isPending) content = <Spinner label={t('messageDetails.loading')} />;
  else if (!profile.data || profile.data.isSelf)
    content = <EmptyState icon="message" text={t('messageDetails.unavailable')} />;
  else
    content = (
      <Conversation
        other={{ id: profile.data.id, username: profile.data.username, avatar: profile.data.avatar }}
        blocked={profile.data.blocked}
      />
    );
  return <PageFrame title={profile.data?.username ?? t(`titles:${name}`)}>{content}</PageFrame>;
}
