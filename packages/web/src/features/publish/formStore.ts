import type { PostKind } from '@fanzone/contract';
import type { PublishForm } from './form.ts';

/**
 * Keep-alive of the publish pages (spec §9: publish-post and publish-topic). The form lives here,
 * outside the page, so leaving `/publish/post` and coming back finds it as it was; a successful
 * publish clears it. Other kinds keep their form only while their page is open (and while the
 * section chooser page is on screen).
 *
 * One slot per kind. A slot belongs to one origin — a new post, an edit of post N, or draft N —
 * so opening another origin starts over instead of mixing two forms.
 */

export type FormOrigin = { type: 'new' } | { type: 'edit'; id: string } | { type: 'draft'; id: string };

export type FormSlot = {
  origin: string;
  form: PublishForm;
  /** The draft this form saves into ("Save draft" creates it, then updates it). */
  draftId: string | null;
  /** Which opening of the page made this form: a page shows its own fresh form until the store holds it. */
  instance?: string;
};

export const keepAliveKinds: ReadonlySet<PostKind> = new Set<PostKind>(['post', 'topic']);

export function originKey(origin: FormOrigin): string {
  return origin.type === 'new' ? 'new' : `${origin.type}:${origin.id}`;
}

/** The origin of a publish page from its query (`?edit=id`, `?draft=id`). */
export function originOf(search: URLSearchParams): FormOrigin {
  const edit = search.get('edit');
  if (edit && /^\d{1,19}$/.test(edit)) return { type: 'edit', id: edit };
  const draft = search.get('draft');
  if (draft && /^\d{1,19}$/.test(draft)) return { type: 'draft', id: draft };
  return { type: 'new' };
}

export type FormStore = {
  get(kind: PostKind, origin: string): FormSlot | null;
  set(kind: PostKind, slot: FormSlot): void;
  update(kind: PostKind, change: (slot: FormSlot) => FormSlot): void;
  clear(kind: PostKind): void;
  subscribe(listener: () => void): () => void;
};

export function createFormStore(): FormStore {
  const slots = new Map<PostKind, FormSlot>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get(kind, origin) {
      const slot = slots.get(kind);
      return slot && slot.origin === origin ? slot : null;
    },
    set(kind, slot) {
      slots.set(kind, slot);
      emit();
    },
    update(kind, change) {
      const slot = slots.get(kind);
      if (!slot) return;
      slots.set(kind, change(slot));
      emit();
    },
    clear(kind) {
      if (slots.delete(kind)) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store (module state outlives the page components). */
export const publishFormStore = createFormStore();
