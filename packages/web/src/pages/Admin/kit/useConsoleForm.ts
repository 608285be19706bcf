import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api.ts';
import { toast } from '../../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import type { BodySchema, FieldProblems, ProblemWords } from './fieldProblems.ts';
import { problemsFromIssues, problemsFromServer, saidInOwnWordsWhenEmpty } from './fieldProblems.ts';

/**
 * A call a console form makes: a TanStack Query mutation. Written with method syntax on purpose: an
 * update that takes any part of a body (`.partial()`) then also serves a form that sends it whole.
 * `Answer` is what the call answers, for the few that say something with it (awards granted).
 */
export interface SaveCall<Body, Answer = unknown> {
  mutate(body: Body, options: { onSuccess: (answer: Answer) => void; onError: (error: Error) => void }): void;
  readonly isPending: boolean;
}

type ConsoleFormOptions<Draft, Body> = {
  /** What the form shows first: the item's values as the inputs hold them (text for numbers). */
  initial: Draft;
  /** The call's body schema from the contract: the same check the server makes, made first here. */
  schema: BodySchema;
  /** The body the call sends, built from what the operator typed (trimmed, numbers read). */
  toBody: (draft: Draft) => NoInfer<Body>;
  /** Rules across fields the body schema cannot say alone (dates in order, a choice some kinds need). */
  check?: (draft: Draft, body: NoInfer<Body>) => FieldProblems;
  /** This form's words for a wrong value of a field (a code's pattern, an address), by field name. */
  ownWords?: Partial<Record<string, string>>;
  /** This form's words for a field left empty, by field name, where "fill this in" says too little. */
  requiredWords?: Partial<Record<string, string>>;
  /** The call: a create or an update (`TanStack Query` mutation), its body the variables. */
  save: SaveCall<Body>;
  /** Said when the call succeeded. */
  saved: string;
  /** After the toast: close the dialog, open the next step. */
  onSaved?: () => void;
};

/**
 * One console form's state and its save: the draft in one object, each field's problem found by the
 * contract's body schema (and the form's cross-field rules) before sending, the call made once, its
 * success said in a toast, a refusal said in a toast and on the fields the server names. Nothing
 * typed is lost on a refusal: the draft stays as it was.
 */
export function useConsoleForm<Draft extends object, Body>({
  initial,
  schema,
  toBody,
  check,
  ownWords,
  requiredWords,
  save,
  saved,
  onSaved,
}: ConsoleFormOptions<Draft, Body>): ConsoleFormState<Draft> {
  const words = useProblemWords();
  const send = useSave(save, saved, onSaved);
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<FieldProblems>({});

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = toBody(draft);
    const parsed = schema.safeParse(body);
    // The form's own rules speak last: their words are the more precise for the fields they check.
    const found = saidInOwnWordsWhenEmpty(
      {
        ...(parsed.success ? {} : problemsFromIssues(parsed.error.issues, schema, words, ownWords)),
        ...(check?.(draft, body) ?? {}),
      },
      body,
      requiredWords,
    );
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    send(body, (fields) => setProblems(problemsFromServer(fields, words, ownWords)));
  };

  return {
    draft,
    set,
    problems,
    busy: save.isPending,
    submit,
    text: (key) => ({
      value: String(draft[key] ?? ''),
      onValue: (value: string) => set(key, value as Draft[typeof key]),
      problem: problems[key],
    }),
    localized: (key) => ({
      value: draft[key] as LocalizedDraft,
      onChange: (value: LocalizedDraft) => set(key, value as Draft[typeof key]),
      problem: problems[key],
    }),
  };
}

/** A console form as its fields see it. */
export type ConsoleFormState<Draft> = {
  draft: Draft;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  problems: FieldProblems;
  /** The form's call is under way: Save waits. */
  busy: boolean;
  submit: (event?: FormEvent) => void;
  /** A text field's props for `ConsoleField`: its value, its change and its problem. */
  text: (key: keyof Draft & string) => { value: string; onValue: (value: string) => void; problem?: string };
  /** A text written per language, for `LocalizedTextFields`. */
  localized: (key: keyof Draft & string) => {
    value: LocalizedDraft;
    onChange: (value: LocalizedDraft) => void;
    problem?: string;
  };
};

/**
 * A console form's call: made once, its success said in a toast and then `onSaved` (close the sheet),
 * a refusal said in a toast, with the fields the server named handed to the form.
 */
export function useSave<Body>(
  save: SaveCall<Body>,
  saved: string,
  onSaved?: () => void,
): (body: Body, onFieldsRefused?: (fields: Record<string, string>) => void) => void {
  const failed = useFailureToast();
  return (body, onFieldsRefused) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(saved);
        onSaved?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) onFieldsRefused?.(error.fields);
        failed(error);
      },
    });
}

/** The console's words for each kind of field problem, in the reader's language. */
function useProblemWords(): ProblemWords {
  const { t } = useTranslation('admin');
  return {
    required: t('settings.required'),
    englishRequired: t('structure.englishRequired'),
    tooLong: (max) => t('form.tooLong', { max }),
    tooMany: (max) => t('form.tooMany', { max }),
    range: (min, max) => t('settings.range', { min, max }),
    invalid: t('form.invalid'),
  };
}

/** A whole number as typed: anything else (empty, letters, a fraction) reads as not a number. */
export const typedNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
