import { useTranslation } from 'react-i18next';
import type { ContentLimits, PollView, PostKind } from '@fanzone/contract';
import { commentVisibilities, postCategories } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import type { PublishForm } from '../form.ts';
import type { FormErrors } from '../validate.ts';
import { fieldsOf } from '../validate.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { ChoiceChips } from './ChoiceChips.tsx';
import { CoverField } from './CoverField.tsx';
import { PollEditor } from './PollEditor.tsx';
import { PollReadOnly } from './PollReadOnly.tsx';
import { TagsField } from './TagsField.tsx';

/**
 * What a post, topic or picture post has beside its body, as its kind asks (`fieldsOf`): category,
 * tags, who sees comments, cover, attachments and poll (read-only while a poll runs).
 */
export function PostOptions({
  kind,
  form,
  contentLimits,
  lockedPoll,
  errors,
  nowSeconds,
  update,
}: {
  kind: PostKind;
  form: PublishForm;
  contentLimits: ContentLimits;
  lockedPoll: PollView | null;
  errors: FormErrors;
  nowSeconds: number;
  update: (change: Partial<PublishForm>) => void;
}) {
  const { t } = useTranslation('publish');
  const fields = fieldsOf(kind);
  return (
    <>
      {fields.category ? (
        <LabelledField
          group
          field="category"
          label={t('fields.category')}
          problem={<FieldError error={errors.category} />}
        >
          {(control) => (
            <ChoiceChips
              labelledBy={control.labelId}
              testId="category-choices"
              value={form.category}
              chips={postCategories.map((category) => ({
                id: category,
                label: t(`categories.${category}`),
                testId: `category-${category}`,
              }))}
              onChange={(category) => update({ category })}
            />
          )}
        </LabelledField>
      ) : null}

      {fields.tags ? <TagsField tags={form.tags} onChange={(tags) => update({ tags })} /> : null}

      {fields.visibility ? (
        <LabelledField group label={t('fields.commentVisibility')}>
          {(control) => (
            <div className="radio-column" role="radiogroup" aria-labelledby={control.labelId}>
              {commentVisibilities.map((visibility) => (
                <label key={visibility} className="radio">
                  <input
                    type="radio"
                    name={`${control.id}-choice`}
                    checked={form.commentVisibility === visibility}
                    onChange={() => update({ commentVisibility: visibility })}
                    data-testid={`visibility-${visibility}`}
                  />
                  {t(`visibility.${visibility}`)}
                </label>
              ))}
            </div>
          )}
        </LabelledField>
      ) : null}

      {fields.cover ? <CoverField cover={form.cover} onChange={(cover) => update({ cover })} /> : null}

      {fields.attachments ? (
        <div data-field="attachments">
          <AttachmentsField
            files={form.attachments}
            max={contentLimits.maxFiles}
            onChange={(attachments) => update({ attachments })}
            error={errors.attachments}
          />
        </div>
      ) : null}

      {fields.poll ? (
        lockedPoll ? (
          <PollReadOnly poll={lockedPoll} />
        ) : (
          <div data-field="pollTitle">
            <PollEditor
              poll={form.poll}
              onChange={(poll) => update({ poll })}
              maxOptions={contentLimits.pollMaxOptions}
              errors={errors}
              nowSeconds={nowSeconds}
            />
          </div>
        )
      ) : null}
    </>
  );
}
