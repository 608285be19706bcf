import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLimits, PostKind } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMounted } from '../../../ui/useMounted.ts';
import { FieldError } from '../FieldError.tsx';
import type { FieldError as Problem } from '../validate.ts';
import { contentWords } from '../validate.ts';

const RichEditor = lazy(() => import('../editor/RichEditor.tsx'));

/** The rich text body (a picture post's text under its pictures), with its words against the limit. */
export function ContentField({
  kind,
  html,
  contentLimits,
  error,
  onChange,
}: {
  kind: PostKind;
  html: string;
  contentLimits: ContentLimits;
  error: Problem | undefined;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation('publish');
  // The editor edits the page's DOM itself: it is made in the browser only, never drawn on the server.
  const mounted = useMounted();
  const loading = <Spinner label={t('editor.loading')} />;
  return (
    <LabelledField
      group
      field="content"
      label={t(kind === 'picture' ? 'fields.pictureText' : 'fields.content')}
      invalid={Boolean(error)}
      counter={
        <span data-testid="content-word-count">
          {t('wordCount', { words: contentWords(html), max: contentLimits.contentMaxWords })}
        </span>
      }
      problem={<FieldError error={error} />}
    >
      {(control) =>
        mounted ? (
          <Suspense fallback={loading}>
            <RichEditor
              initialHtml={html}
              onChange={onChange}
              contentLimits={contentLimits}
              placeholder={t('placeholders.content')}
              labelledBy={control.labelId}
              describedBy={control.describedBy}
              invalid={Boolean(control.invalid)}
              media={kind !== 'picture'}
            />
          </Suspense>
        ) : (
          loading
        )
      }
    </LabelledField>
  );
}
