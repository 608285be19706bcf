import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TcmDetail } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import { useNameEntity } from '../../platform/title.ts';
import { openBrandApp } from '../../features/appDownload/openBrandApp.ts';
import { useCollectionPosts, useTcmDetail } from '../../features/collections/queries.ts';
import { PostList } from '../../features/posts/PostList.tsx';
import { ShareButton } from '../../features/share/ShareButton.tsx';
import { useLayout } from '../../ui/useLayout.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/collections.css';

/**
 * A topic or collection (spec §2 content-collection, §3): its cover, headline, description and posts.
 * Only a Collection is shown on the web; a Topic says 'Go to the app to explore/experience more
 * features. GO', except inside the apps. A missing or withdrawn one, or a link without an id, says
 * 'This page has expired.'; a failed lookup is only logged (spec §7).
 */
export default function ContentCollectionPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const title = t(`titles:${name}`);
  if (!id || !/^\d{1,19}$/.test(id)) return <Expired title={title} />;
  return <Collection key={id} id={id} pageTitle={title} />;
}

function Expired({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <div data-testid="collection-expired">
        <EmptyState text={<ErrorText code="PAGE_EXPIRED" />} />
      </div>
    </PageFrame>
  );
}

function Collection({ id, pageTitle }: { id: string; pageTitle: string }) {
  const { t } = useTranslation('collections');
  const { inApp } = useSite();
  const layout = useLayout();
  const detail = useTcmDetail(id);
  useNameEntity(detail.data?.tcmTitle);
  const shown = detail.data ? detail.data.tcmType === 'Collection' || inApp : false;
  const posts = useCollectionPosts(id, shown);

  if (detail.isPending)
    return <PageFrame title={pageTitle}>{<Spinner label={t('common:loading')} />}</PageFrame>;
  if (detail.isError) {
    if (detail.error instanceof ApiError) return <Expired title={pageTitle} />;
    return (
      <PageFrame title={pageTitle}>
        <LoadFailed
          error={detail.error}
          fallback={t('collection.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      </PageFrame>
    );
  }
  const item = detail.data;
  // On mobile the header carries the share button.
  const actions = layout === 'desktop' ? <ShareButton title={item.title} withText /> : undefined;
  return (
    <PageFrame title={item.tcmTitle} actions={actions} testId="collection">
      {shown ? (
        <>
          <CollectionHead item={item} />
          <h2 className="board-section-title">{t('collection.posts')}</h2>
          <PostList query={posts} emptyText={t('collection.empty')} testId="collection-posts" />
        </>
      ) : (
        <TopicInApp />
      )}
    </PageFrame>
  );
}

function CollectionHead({ item }: { item: TcmDetail }) {
  const { t } = useTranslation('collections');
  return (
    <section className="collection-head" data-testid="collection-head">
      {item.coverUrl ? (
        <img
          className="collection-head__cover"
          src={item.coverUrl}
          alt={t('collection.cover', { title: item.title })}
          width={1600}
          height={900}
          decoding="async"
        />
      ) : null}
      <h2 className="collection-head__title" dir="auto">
        {item.title}
      </h2>
      {item.description ? (
        <p className="collection-head__description" dir="auto">
          {item.description}
        </p>
      ) : null}
    </section>
  );
}

/** A Topic on the web: the apps show it (spec §8), with the app-download helper where the region has one. */
function TopicInApp() {
  const { t } = useTranslation('collections');
  const { config, region } = useSite();
  const download = region.features.appDownload ? config.appDownload : null;
  return (
    <div data-testid="collection-app-only">
      <EmptyState icon="empty" text={t('appPrompt.exploreInApp')}>
        {download ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openBrandApp(download)}
            data-testid="collection-go"
          >
            {t('appPrompt.go')}
          </button>
        ) : null}
      </EmptyState>
    </div>
  );
}
