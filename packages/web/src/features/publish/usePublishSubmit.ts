import type { FormEvent, RefObject } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, PollView, PostKind } from '@fanzone/contract';
import { limits, paths } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { toast } from '../../ui/toast.ts';
import { useDiscardDraft, useSaveDraft } from '../drafts/queries.ts';
import { toDraftData, toPostInput } from './form.ts';
import type { FormSlot } from './formStore.ts';
import { usePublishMutation } from './queries.ts';
import type { FieldName, FormErrors, ValidationContext } from './validate.ts';
import { fieldOfServerError, firstErrorField, validatePublishForm } from './validate.ts';

const focusable = 'input, textarea, select, button, [contenteditable="true"]';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Sending the publish form: its problems (shown once the member first tries to send), publishing
 * (checked by the contract's rules first, a refusal placed at its field, then on to the post), and
 * saving it as a draft.
 */
export function usePublishSubmit({
  kind,
  slot,
  editId,
  lockedPoll,
  rules,
  formRef,
  onPublished,
  onDraftSaved,
}: {
  kind: PostKind;
  slot: FormSlot;
  editId: string | null;
  lockedPoll: PollView | null;
  rules: Omit<ValidationContext, 'nowSeconds'>;
  formRef: RefObject<HTMLFormElement | null>;
  onPublished: () => void;
  onDraftSaved: (draftId: string) => void;
}) {
  const { t } = useTranslation('publish');
  const navigate = useNavigate();
  const publish = usePublishMutation();
  const saveDraft = useSaveDraft();
  const discardDraft = useDiscardDraft();
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<{
    field: FieldName;
    code: ErrorCode;
    message: string;
  } | null>(null);
  const [openedAt] = useState(nowSeconds);

  const errors: FormErrors = checked
    ? validatePublishForm(slot.form, { ...rules, nowSeconds: openedAt })
    : {};
  if (serverProblem && !errors[serverProblem.field])
    errors[serverProblem.field] = { code: serverProblem.code, message: serverProblem.message };

  const focusField = (field: FieldName) => {
    const form = formRef.current;
    const element =
      form?.querySelector<HTMLElement>(`[data-field="${field}"]`) ??
      (field === 'section' ? form?.querySelector<HTMLElement>('[data-field="board"]') : null);
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
    const first = firstErrorField(validatePublishForm(slot.form, { ...rules, nowSeconds: nowSeconds() }));
    if (first) {
      focusField(first);
      return;
    }
    const draftId = slot.draftId;
    publish.mutate(
      { id: editId, input: toPostInput(slot.form, lockedPoll) },
      {
        onSuccess: (post) => {
          navigate(paths.postDetails(post.id), { replace: true });
          onPublished();
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
        title: slot.form.title.trim().slice(0, limits.post.titleMaxLength),
        data: toDraftData(slot.form),
      },
      {
        onSuccess: (draft) => {
          onDraftSaved(draft.id);
          toast.success(t('draftSaved'));
        },
      },
    );
  };

  return {
    errors,
    submit,
    save,
    /** A change clears the server's refusal: it was about what the member just changed. */
    changed: () => setServerProblem(null),
    publishing: publish.isPending,
    saving: saveDraft.isPending,
    openedAt,
  };
}
