import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageSlug } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { OpenInApp } from './OpenInApp.tsx';
import { useContentPage } from './queries.ts';
import '../../styles/contentPages.css';

/**
 * An app-only content page (realme club, the narzo warranties, discover): its title, cover and body as
 * operators wrote them, inside the brand's apps; on the plain web its title and the app helper
 * instead (spec §2). `children` follow the body inside the apps (discover's models).
 */
export function ContentPageScreen({ slug, children }: { slug: ContentPageSlug; children?: ReactNode }) {
  const { t, i18n } = useTranslation(['contentPages', 'titles']);
  const { inApp } = useSite();
  const page = useContentPage(slug);
  // The route's own name until the operators' title arrives (the slug is the route's name).
  const title = page.data?.title ?? t(`titles:${slug}`);

  let content: ReactNode;
  if (!inApp) content = <OpenInApp />;
  else if (page.data)
    content = (
      <article className="content-page" data-testid="content-page">
        {page.data.coverUrl ? (
          <img className="content-page__cover" src={page.data.coverUrl} alt="" decoding="async" />
        ) : null}
        {page.data.bodyHtml ? (
          // Sanitised by the server on save (the rich-content allow-list posts use).
          <div
            className="post-content content-page__body"
            dir="auto"
            data-testid="content-page-body"
            dangerouslySetInnerHTML={{ __html: page.data.bodyHtml }}
          />
        ) : (
          <EmptyState text={t('notWritten')} />
        )}
        <p className="content-page__updated">
          {t('updated', {
            date: dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(page.data.updatedAt * 1000),
          })}
        </p>
        {children}
      </article>
    );
  else if (page.error)
    content = (
      <LoadFailed error={page.error} fallback={t('loadFailed')} onRetry={() => void page.refetch()} />
    );
  else content = <Spinner label={t('common:loading')} />;

  return (
    <PageFrame title={title} testId={`content-page-${slug}`}>
      {content}
    </PageFrame>
  );
}
