import type { PostKind } from '@fanzone/contract';
import { useCallback, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { PublishForm } from './form.ts';
import type { FormSlot } from './formStore.ts';
import { publishFormStore } from './formStore.ts';

/**
 * The publish form's state for one kind and origin, kept in the keep-alive store (`formStore.ts`)
 * so post and topic forms survive leaving the page (spec §9). The first render only reads: it finds
 * the kept form, or makes a fresh one with `initial`; the store learns of a fresh form in an effect,
 * before the page paints, so rendering never writes anywhere.
 */
export function usePublishForm({
  kind,
  origin,
  initial,
  draftId,
  keepExisting,
}: {
  kind: PostKind;
  origin: string;
  initial: () => PublishForm;
  draftId: string | null;
  /** Whether a form kept for this kind and origin is taken up again (keep-alive kinds, or back from a chooser). */
  keepExisting: boolean;
}) {
  const instance = useId();
  const [fresh] = useState<FormSlot | null>(() =>
    keepExisting && publishFormStore.get(kind, origin)
      ? null
      : { origin, form: initial(), draftId, instance },
  );
  useLayoutEffect(() => {
    if (fresh) publishFormStore.set(kind, fresh);
  }, [kind, fresh]);

  const read = useCallback(() => publishFormStore.get(kind, origin), [kind, origin]);
  const stored = useSyncExternalStore(publishFormStore.subscribe, read, read);
  // Until the store holds this page's fresh form (or one changed from it), the fresh form is shown,
  // never a stale kept one.
  const slot = !fresh || stored?.instance === instance ? stored : fresh;

  return {
    slot,
    /** Changes some fields of the form. */
    update: useCallback(
      (change: Partial<PublishForm>) =>
        publishFormStore.update(kind, (current) => ({ ...current, form: { ...current.form, ...change } })),
      [kind],
    ),
    /** The draft this form now saves into. */
    setDraftId: useCallback(
      (id: string) => publishFormStore.update(kind, (current) => ({ ...current, draftId: id })),
      [kind],
    ),
    /** Forgets the form (after publishing). */
    clear: useCallback(() => publishFormStore.clear(kind), [kind]),
  };
}
