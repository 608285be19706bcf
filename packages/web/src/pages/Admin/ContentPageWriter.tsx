import { lazy, Suspense, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageAdmin } from '@fanzone/contract';
import {
  contentPageInputSchema,
  defaultContentLimits,
  limits,
  routeTable,
  supportedLocales,
} from '@fanzone/contract';
import { useRewriteContentPage } from '../../features/contentPages/queries.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useMounted } from '../../ui/useMounted.ts';
import { ConsoleField } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { writtenText } from './kit/LocalizedTextFields.tsx';
import { PictureUpload } from './kit/PictureUpload.tsx';
import type { ConsoleFormState } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

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
  const bodyLabel = useId();
  const form = useConsoleForm({
    initial: { title: page.title, body: page.body, coverUrl: page.coverUrl },
    schema: contentPageInputSchema,
    toBody: (draft) => ({
      title: writtenText(draft.title),
      body: draft.body,
      coverUrl: draft.coverUrl.trim(),
    }),
    ownWords: { coverUrl: t('console.pictureInvalid') },
    requiredWords: { title: t('console.titleRequired') },
    save: useRewriteContentPage(page.slug),
    saved: t('admin:settings.saved'),
  });
  const inLanguage = useLanguageTabs(form, 'title');
  const body = inLanguage.text('body');
  // The editor works on the browser's document only: the server draws its place, the browser it.
  const mounted = useMounted();

  return (
    // The page's last change and address above its form, spaced as the form's own fields.
    <div className="moderation-form" data-testid="content-page-writer">
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
      <ConsoleForm form={inLanguage.form} name="content-page">
        <Tabs {...inLanguage.tabs} testId="content-page-languages">
          <ConsoleField
            label={t('console.title')}
            dir="auto"
            maxLength={contentPages.titleMaxLength}
            {...inLanguage.text('title')}
            testId="content-page-title"
          />
          <div className="admin-setting">
            <span id={bodyLabel}>{t('console.body')}</span>
            {mounted ? (
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
                {/* One editor per language: switching tabs starts it on that language's text. */}
                <RichEditor
                  key={body.lang}
                  initialHtml={body.value}
                  onChange={body.onValue}
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
          {...form.text('coverUrl')}
          testId="content-page-cover"
        />
        <PictureUpload
          purpose="cover"
          onUploaded={(url) => form.set('coverUrl', url)}
          testId="content-page-cover-upload"
        />
      </ConsoleForm>
    </div>
  );
}

/**
 * Texts written one language at a time (a page, a discover model): the language tabs, English first,
 * and each text field's props for the language shown. A problem is said under English, the language
 * that must be written, and Save with it missing brings its tab back.
 */
export function useLanguageTabs<Draft extends object>(
  form: ConsoleFormState<Draft>,
  required: keyof Draft & string,
) {
  const { t, i18n } = useTranslation('contentPages');
  const [language, setLanguage] = useState('en');
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const texts = (key: keyof Draft & string) => form.draft[key] as LocalizedDraft;
  return {
    tabs: {
      label: t('console.language'),
      tabs: languages.map((locale) => ({ id: locale, label: names.of(locale) ?? locale })),
      value: language,
      onChange: setLanguage,
    },
    text: (key: keyof Draft & string) => ({
      lang: language,
      value: texts(key)[language] ?? '',
      onValue: (value: string) => form.set(key, { ...texts(key), [language]: value } as Draft[typeof key]),
      problem: language === 'en' ? form.problems[key] : undefined,
    }),
    form: {
      busy: form.busy,
      submit: (event?: FormEvent) => {
        if (!texts(required).en?.trim()) setLanguage('en');
        form.submit(event);
      },
    },
  };
}
