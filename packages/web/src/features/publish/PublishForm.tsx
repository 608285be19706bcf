import type { FormEvent } from 'react';
import { Suspense, lazy, useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Board, ErrorCode, My, PollView, PostKind } from '@fanzone/contract';
import { commentVisibilities, defaultContentLimits, limits, paths, postCategories } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import { useLayout } from '../../ui/useLayout.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { useDiscardDraft, useSaveDraft } from '../drafts/queries.ts';
import { choiceSummary } from './boardChoice.ts';
import { FieldError } from './FieldError.tsx';
import type { PublishForm as Form } from './form.ts';
import { toDraftData, toPostInput } from './form.ts';
import { publishFormStore } from './formStore.ts';
import { AttachmentsField } from './fields/AttachmentsField.tsx';
import { BoardChooser } from './fields/BoardChooser.tsx';
import { BugReportFields } from './fields/BugReportFields.tsx';
import { ChoiceChips } from './fields/ChoiceChips.tsx';
import { CoverField } from './fields/CoverField.tsx';
import { PictureGrid } from './fields/PictureGrid.tsx';
import { PollEditor } from './fields/PollEditor.tsx';
import { PollReadOnly } from './fields/PollReadOnly.tsx';
import { TagsField } from './fields/TagsField.tsx';
import { selectSectionPath } from './publishPaths.ts';
import { usePublishMutation } from './queries.ts';
import type { FieldName, FormErrors } from './validate.ts';
import {
  contentWords,
  fieldOfServerError,
  fieldsOf,
  firstErrorField,
  validatePublishForm,
} from './validate.ts';

const RichEditor = lazy(() => import('./editor/RichEditor.tsx'));

type PublishFormProps = {
  kind: PostKind;
  origin: string;
  /** The post being edited, or null for a new one. */
  editId: string | null;
  /** Editing a post whose poll is in progress: shown read-only and sent back unchanged. */
  lockedPoll: PollView | null;
  boards: readonly Board[];
  my: My;
};

const focusable = 'input, textarea, select, button, [contenteditable="true"]';

/**
 * The publish form of every kind (post, topic, picture post, bug report), new or edited. Its state
 * lives in the keep-alive store (`formStore.ts`); it checks the server's rules before sending and
 * places a refusal at its field; after publishing it goes to the post.
 */
export function PublishForm({ kind, origin, editId, lockedPoll, boards, my }: PublishFormProps) {
  const { t } = useTranslation('publish');
  const { config } = useSite();
  const layout = useLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const contentLimits = config.contentLimits ?? defaultContentLimits;
  const fields = fieldsOf(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { title: useId(), content: useId(), words: useId(), category: useId(), visibility: useId() };

  const getSlot = useCallback(() => publishFormStore.get(kind, origin), [kind, origin]);
  const slot = useSyncExternalStore(publishFormStore.subscribe, getSlot, getSlot);
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<{
    field: FieldName;
    code: ErrorCode;
    message: string;
  } | null>(null);
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));

  const publish = usePublishMutation();
  const saveDraft = useSaveDraft();
  const discardDraft = useDiscardDraft();

  if (!slot) return null;
  const form = slot.form;

  const update = (change: Partial<Form>) => {
    setServerProblem(null);
    publishFormStore.update(kind, (current) => ({ ...current, form: { ...current.form, ...change } }));
  };

  const context = { contentLimits, boards, role: my.role, pollLocked: lockedPoll !== null };
  const errors: FormErrors = checked ? validatePublishForm(form, { ...context, nowSeconds: openedAt }) : {};
  if (serverProblem && !errors[serverProblem.field])
    errors[serverProblem.field] = { code: serverProblem.code, message: serverProblem.message };

  const focusField = (field: FieldName) => {
    const element =
      formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) ??
      (field === 'section' ? formRef.current?.querySelector<HTMLElement>('[data-field="board"]') : null);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    const target = element.matches(focusable) ? element : element.querySelector<HTMLElement>(focusable);
    target?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.isPending) return;
    setChecked(true);
    setServerProblem(null);
    const problems = validatePublishForm(form, { ...context, nowSeconds: Math.floor(Date.now() / 1000) });
    const first = firstErrorField(problems);
    if (first) {
      focusField(first);
      return;
    }
    const draftId = slot.draftId;
    publish.mutate(
      { id: editId, input: toPostInput(form, lockedPoll) },
      {
        onSuccess: (post) => {
          navigate(paths.postDetails(post.id), { replace: true });
          publishFormStore.clear(kind);
          if (draftId) discardDraft.mutate(draftId);
        },
        onError: (error) => {
          // The mutation cache has toasted the server's message; it is also shown at its field.
          if (!(error instanceof ApiError)) return;
          const field = fieldOfServerError(error.code);
          if (field) {
            setServerProblem({ field, code: error.code as ErrorCode, message: error.message });
            focusField(field);
          }
        },
      },
    );
  };

  const save = () => {
    saveDraft.mutate(
      {
        id: slot.draftId,
        kind,
        title: form.title.trim().slice(0, limits.post.titleMaxLength),
        data: toDraftData(form),
      },
      {
        onSuccess: (draft) => {
          publishFormStore.update(kind, (current) => ({ ...current, draftId: draft.id }));
          toast.success(t('draftSaved'));
        },
      },
    );
  };

  const words = fields.editor ? contentWords(form.contentHtml) : 0;
  const mobileChooser = layout === 'mobile' && (kind === 'post' || kind === 'topic');
  const summary = choiceSummary(boards, form);

  const boardField = mobileChooser ? (
    <div className="publish-field" data-field="board">
      <span className="publish-field__label">{t('fields.board')}</span>
      <Link
        className="choice-row"
        to={selectSectionPath(form.subBoardId ?? form.boardId, `${location.pathname}${location.search}`)}
        data-testid="board-choice-row"
      >
        <span dir="auto">{summary.length ? summary.join(' › ') : t('fields.chooseBoard')}</span>
      </Link>
      <FieldError error={errors.board ?? errors.section} />
    </div>
  ) : (
    <div data-field="board">
      <BoardChooser
        boards={boards}
        role={my.role}
        value={form}
        onChange={(choice) => update(choice)}
        boardError={errors.board}
        sectionError={errors.section}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      className="publish-form"
      noValidate
      onSubmit={submit}
      data-testid="publish-form"
      data-kind={kind}
    >
      <div className="publish-form__main">
        {kind === 'picture' ? (
          <div data-field="pictures">
            <PictureGrid
              label={t('fields.pictures')}
              images={form.pictures}
              max={contentLimits.imageCount}
              onChange={(pictures) => update({ pictures })}
              error={errors.pictures}
              testId="pictures"
            />
          </div>
        ) : null}

        <div className="publish-field">
          <label className="publish-field__label" htmlFor={ids.title}>
            {t('fields.title')}
          </label>
          <input
            id={ids.title}
            className="publish-field__input publish-field__input--title"
            value={form.title}
            maxLength={limits.post.titleMaxLength}
            dir="auto"
            placeholder={t(kind === 'bug_report' ? 'placeholders.bugTitle' : 'placeholders.title')}
            aria-invalid={errors.title ? true : undefined}
            onChange={(event) => update({ title: event.target.value })}
            data-testid="publish-title"
            data-field="title"
          />
          <span className="publish-field__counter">
            {form.title.length}/{limits.post.titleMaxLength}
          </span>
          <FieldError error={errors.title} />
        </div>

        {fields.editor ? (
          <div className="publish-field" data-field="content">
            <span className="publish-field__label" id={ids.content}>
              {t(kind === 'picture' ? 'fields.pictureText' : 'fields.content')}
            </span>
            <Suspense fallback={<Spinner label={t('editor.loading')} />}>
              <RichEditor
                initialHtml={form.contentHtml}
                onChange={(contentHtml) => update({ contentHtml })}
                contentLimits={contentLimits}
                placeholder={t('placeholders.content')}
                labelledBy={ids.content}
                describedBy={ids.words}
                invalid={Boolean(errors.content)}
                media={kind !== 'picture'}
              />
            </Suspense>
            <span className="publish-field__counter" id={ids.words} data-testid="content-word-count">
              {t('wordCount', { words, max: contentLimits.contentMaxWords })}
            </span>
            <FieldError error={errors.content} />
          </div>
        ) : null}

        {fields.bugReport ? (
          <BugReportFields
            value={form.bugReport}
            onChange={(bugReport) => update({ bugReport })}
            errors={errors}
          />
        ) : null}

        {kind === 'bug_report' ? (
          <div data-field="pictures">
            <PictureGrid
              label={t('fields.bugImages')}
              images={form.pictures}
              max={contentLimits.imageCount}
              onChange={(pictures) => update({ pictures })}
              error={errors.pictures}
              testId="bug-images"
            />
          </div>
        ) : null}
      </div>

      <div className="publish-form__side">
        {boardField}

        {fields.category ? (
          <div className="publish-field" data-field="category">
            <span className="publish-field__label" id={ids.category}>
              {t('fields.category')}
            </span>
            <ChoiceChips
              labelledBy={ids.category}
              testId="category-choices"
              value={form.category}
              chips={postCategories.map((category) => ({
                id: category,
                label: t(`categories.${category}`),
                testId: `category-${category}`,
              }))}
              onChange={(category) => update({ category })}
            />
            <FieldError error={errors.category} />
          </div>
        ) : null}

        {fields.tags ? <TagsField tags={form.tags} onChange={(tags) => update({ tags })} /> : null}

        {fields.visibility ? (
          <div className="publish-field">
            <span className="publish-field__label" id={ids.visibility}>
              {t('fields.commentVisibility')}
            </span>
            <div className="radio-column" role="radiogroup" aria-labelledby={ids.visibility}>
              {commentVisibilities.map((visibility) => (
                <label key={visibility} className="radio">
                  <input
                    type="radio"
                    name={`${ids.visibility}-choice`}
                    checked={form.commentVisibility === visibility}
                    onChange={() => update({ commentVisibility: visibility })}
                    data-testid={`visibility-${visibility}`}
                  />
                  {t(`visibility.${visibility}`)}
                </label>
              ))}
            </div>
          </div>
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
                nowSeconds={openedAt}
              />
            </div>
          )
        ) : null}
      </div>

      <div className="publish-form__actions">
        {editId === null ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={save}
            disabled={saveDraft.isPending}
            data-testid="save-draft"
          >
            {saveDraft.isPending ? t('savingDraft') : t('saveDraft')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={publish.isPending}
          data-testid="publish-submit"
        >
          {publish.isPending ? t('publishing') : t(editId ? 'saveEdit' : 'publish')}
        </button>
      </div>
    </form>
  );
}
