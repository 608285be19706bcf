import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageAdmin } from '@fanzone/contract';
import { defaultContentLimits, limits, routeTable, supportedLocales } from '@fanzone/contract';
import { useRewriteContentPage } from '../../features/contentPages/queries.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useMounted } from '../../ui/useMounted.ts';
import { toast } from '../../ui/toast.ts';
import { ConsoleField, isIconAddress, useFailureToast } from './kit/ConsoleField.tsx';
import { writtenText } from './kit/LocalizedTextFields.tsx';
import { PictureUpload } from './kit/PictureUpload.tsx';

const RichEditor = lazy(() => import('../../features/publish/editor/RichEditor.tsx'));

const { contentPages } = limits;
/** English first: every reader falls back to it, so it is written first and its title must be there. */
const languages = ['en', ...supportedLocales.filter((locale) => locale !== 'en')];

/** Where a page is read: its own route, whose name the slug is. */
const pagePath = (slug: ContentPageAdmin['slug']) => routeTable.find((route) => route.name === slug)?.path;

/**
 * One content page's writer (operators): one language at a time — the tabs switch the title and the
 * text between languages, the text in the rich editor posts use — and the cover. The server keeps
 * only its allow-list of the text.
 */
export function ContentPageWriter({ page }: { page: ContentPageAdmin }) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const save = useRewriteContentPage();
  const failed = useFailureToast();
  const bodyLabel = useId();
  const [language, setLanguage] = useState('en');
  const [title, setTitle] = useState<Record<string, string>>(page.title);
  const [body, setBody] = useState<Record<string, string>>(page.body);
  const [coverUrl, setCoverUrl] = useState(page.coverUrl);
  const [problems, setProblems] = useState<{ title?: string; coverUrl?: string }>({});
  // The editor works on the browser's document only: the server draws its place, the browser it.
  const mounted = useMounted();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const submit = () => {
    const found: typeof problems = {};
    if (!title.en?.trim()) found.title = t('console.titleRequired');
    if (coverUrl.trim() && !isIconAddress(coverUrl.trim())) found.coverUrl = t('console.pictureInvalid');
    setProblems(found);
    if (found.title) setLanguage('en');
    if (Object.keys(found).length) return;
    save.mutate(
      { slug: page.slug, input: { title: writtenText(title), body, coverUrl: coverUrl.trim() } },
      { onSuccess: () => toast.success(t('admin:settings.saved')), onError: failed },
    );
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="content-page-writer"
    >
      <p className="admin-card__meta">
        {t('console.lastChanged', {
          date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            page.updatedAt * 1000,
          ),
        })}{' '}
        <a href={pagePath(page.slug)} target="_blank" rel="noopener">
          {t('console.open')}
        </a>
      </p>
      <Tabs
        label={t('console.language')}
        tabs={languages.map((locale) => ({ id: locale, label: names.of(locale) ?? locale }))}
        value={language}
        onChange={setLanguage}
        testId="content-page-languages"
      >
        <ConsoleField
          label={t('console.title')}
          lang={language}
          dir="auto"
          maxLength={contentPages.titleMaxLength}
          value={title[language] ?? ''}
          onValue={(value) => setTitle({ ...title, [language]: value })}
          problem={language === 'en' ? problems.title : undefined}
          testId="content-page-title"
        />
        <div className="admin-setting">
          <span id={bodyLabel}>{t('console.body')}</span>
          {mounted ? (
            <Suspense fallback={<Spinner label={t('common:loading')} />}>
              {/* One editor per language: switching tabs starts it on that language's text. */}
              <RichEditor
                key={language}
                initialHtml={body[language] ?? ''}
                onChange={(html) => setBody((current) => ({ ...current, [language]: html }))}
                contentLimits={defaultContentLimits}
                placeholder={t('console.body')}
                labelledBy={bodyLabel}
              />
            </Suspense>
          ) : (
            <Spinner label={t('common:loading')} />
          )}
        </div>
      </Tabs>
      <ConsoleField
        label={t('console.cover')}
        hint={t('console.pictureHint')}
        dir="ltr"
        maxLength={contentPages.pictureUrlMaxLength}
        value={coverUrl}
        onValue={setCoverUrl}
        problem={problems.coverUrl}
        testId="content-page-cover"
      />
      <PictureUpload purpose="cover" onUploaded={setCoverUrl} testId="content-page-cover-upload" />
      <button type="submit" className="button" disabled={save.isPending} data-testid="content-page-save">
        {t('admin:settings.save')}
      </button>
    </form>
  );
}
