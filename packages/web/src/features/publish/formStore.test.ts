import { describe, expect, it, vi } from 'vitest';
import { emptyForm } from './form.ts';
import { createFormStore, keepAliveKinds, originKey, originOf } from './formStore.ts';

describe('keep-alive form store', () => {
  it('keeps post and topic forms alive (spec §9)', () => {
    expect([...keepAliveKinds].sort()).toEqual(['post', 'topic']);
  });

  it('reads the origin from the query', () => {
    expect(originOf(new URLSearchParams('edit=12'))).toEqual({ type: 'edit', id: '12' });
    expect(originOf(new URLSearchParams('draft=3'))).toEqual({ type: 'draft', id: '3' });
    expect(originOf(new URLSearchParams('edit=abc'))).toEqual({ type: 'new' });
    expect(originKey({ type: 'draft', id: '3' })).toBe('draft:3');
  });

  it('gives a slot back only to the same origin, and tells listeners of changes', () => {
    const store = createFormStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('post', { origin: 'new', form: emptyForm('post'), draftId: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('post', 'new')?.form.kind).toBe('post');
    expect(store.get('post', 'draft:1')).toBeNull();
    expect(store.get('topic', 'new')).toBeNull();

    store.update('post', (slot) => ({ ...slot, form: { ...slot.form, title: 'Hello' }, draftId: '9' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get('post', 'new')).toMatchObject({ draftId: '9', form: { title: 'Hello' } });

    store.clear('post');
    expect(store.get('post', 'new')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    store.clear('post');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
