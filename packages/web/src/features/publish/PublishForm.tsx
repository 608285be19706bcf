import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, My, PollView, PostKind } from '@fanzone/contract';
import { defaultContentLimits } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useLayout } from '../../ui/useLayout.ts';
import type { PublishForm as Form } from './form.ts';
import { BoardField } from './fields/BoardField.tsx';
import { BugReportFields } from './fields/BugReportFields.tsx';
import { ContentField } from './fields/ContentField.tsx';
import { PictureGrid } from './fields/PictureGrid.tsx';
import { PostOptions } from './fields/PostOptions.tsx';
import { TitleField } from './fields/TitleField.tsx';
import { usePublishForm } from './usePublishForm.ts';
import { usePublishSubmit } from './usePublishSubmit.ts';

type PublishFormProps = {
  kind: PostKind;
  /** Which form this is (`formStore.originKey`): a new post, an edit, a draft. */
  origin: string;
  /** The form to start from when none is kept. */
  initial: () => Form;
  /** Take up a form kept for this kind and origin (keep-alive kinds, or back from the section chooser). */
  keepExisting: boolean;
  /** The draft the form saves into, if it was opened from one. */
  draftId: string | null;
  /** The post being edited, or null for a new one. */
  editId: string | null;
  /** Editing a post whose poll is in progress: shown read-only and sent back unchanged. */
  lockedPoll: PollView | null;
  boards: readonly Board[];
  my: My;
};

/**
 * The publish form of every kind (post, topic, picture post, bug report), new or edited: its state
 * comes from `usePublishForm` (kept alive per kind), sending from `usePublishSubmit`, and each
 * kind's fields from its own group (pictures, title, body or bug report, board, options).
 */
export function PublishForm(props: PublishFormProps) {
  const { kind, origin, initial, draftId, keepExisting } = props;
  const state = usePublishForm({ kind, origin, initial, draftId, keepExisting });
  // The store learns of a fresh form before the page paints; until it holds one there is nothing to show.
  return state.slot ? <FilledForm {...props} slot={state.slot} state={state} /> : null;
}

type FormState = ReturnType<typeof usePublishForm>;

function FilledForm({
  kind,
  editId,
  lockedPoll,
  boards,
  my,
  slot,
  state,
}: PublishFormProps & { slot: NonNullable<FormState['slot']>; state: FormState }) {
  const { t } = useTranslation('publish');
  const { config } = useSite();
  const phone = useLayout() === 'mobile';
  const formRef = useRef<HTMLFormElement>(null);
  const contentLimits = config.contentLimits ?? defaultContentLimits;
  const sending = usePublishSubmit({
    kind,
    slot,
    editId,
    lockedPoll,
    rules: { contentLimits, boards, role: my.role, pollLocked: lockedPoll !== null },
    formRef,
    onPublished: state.clear,
    onDraftSaved: state.setDraftId,
  });
  const { errors } = sending;
  const form = slot.form;
  const update = (change: Partial<Form>) => {
    sending.changed();
    state.update(change);
  };
  const pictures = (label: string, testId: string) => (
    <div data-field="pictures">
      <PictureGrid
        label={label}
        images={form.pictures}
        max={contentLimits.imageCount}
        onChange={(next) => update({ pictures: next })}
        error={errors.pictures}
        testId={testId}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      className="publish-form"
      noValidate
      onSubmit={sending.submit}
      data-testid="publish-form"
      data-kind={kind}
    >
      <div className="publish-form__main">
        {kind === 'picture' ? pictures(t('fields.pictures'), 'pictures') : null}
        <TitleField
          kind={kind}
          value={form.title}
          error={errors.title}
          onChange={(title) => update({ title })}
        />
        {kind === 'bug_report' ? (
          <>
            <BugReportFields
              value={form.bugReport}
              onChange={(bugReport) => update({ bugReport })}
              errors={errors}
            />
            {pictures(t('fields.bugImages'), 'bug-images')}
          </>
        ) : (
          <ContentField
            kind={kind}
            html={form.contentHtml}
            contentLimits={contentLimits}
            error={errors.content}
            onChange={(contentHtml) => update({ contentHtml })}
          />
        )}
      </div>

      <div className="publish-form__side">
        <BoardField
          boards={boards}
          role={my.role}
          choice={form}
          onPage={phone && (kind === 'post' || kind === 'topic')}
          errors={errors}
          onChange={(choice) => update(choice)}
        />
        {kind === 'bug_report' ? null : (
          <PostOptions
            kind={kind}
            form={form}
            contentLimits={contentLimits}
            lockedPoll={lockedPoll}
            errors={errors}
            nowSeconds={sending.openedAt}
            update={update}
          />
        )}
      </div>

      <div className="publish-form__actions">
        {editId === null ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={sending.save}
            disabled={sending.saving}
            data-testid="save-draft"
          >
            {sending.saving ? t('savingDraft') : t('saveDraft')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={sending.publishing}
          data-testid="publish-submit"
        >
          {sending.publishing ? t('publishing') : t(editId ? 'saveEdit' : 'publish')}
        </button>
      </div>
    </form>
  );
}
