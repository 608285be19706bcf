import { useTranslation } from 'react-i18next';
import type { PostKind } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import type { FieldError as Problem } from '../validate.ts';

/** The title, with its length against the limit. */
export function TitleField({
  kind,
  value,
  error,
  onChange,
}: {
  kind: PostKind;
  value: string;
  error: Problem | undefined;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation('publish');
  return (
    <LabelledField
      label={t('fields.title')}
      invalid={Boolean(error)}
      counter={`${value.length}/${limits.post.titleMaxLength}`}
      problem={<FieldError error={error} />}
    >
      {(control) => (
        <input
          id={control.id}
          className="publish-field__input publish-field__input--title"
          value={value}
          maxLength={limits.post.titleMaxLength}
          dir="auto"
          placeholder={t(kind === 'bug_report' ? 'placeholders.bugTitle' : 'placeholders.title')}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          onChange={(event) => onChange(event.target.value)}
          data-testid="publish-title"
          data-field="title"
        />
      )}
    </LabelledField>
  );
}
