import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBoards } from '../../features/boards/queries.ts';
import { useMy } from '../../features/identity/queries.ts';
import type { BoardChoice } from '../../features/publish/boardChoice.ts';
import { choiceErrors, locateBoard, sectionsOf } from '../../features/publish/boardChoice.ts';
import { BoardChooser } from '../../features/publish/fields/BoardChooser.tsx';
import { emptyForm } from '../../features/publish/form.ts';
import { originKey, originOf, publishFormStore } from '../../features/publish/formStore.ts';
import { kindOfPath, safeBack } from '../../features/publish/publishPaths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * `/publish/post/select-section/:id`: the board → sub board → section chooser as a page of its own
 * (mobile), writing into the form it came from and returning to it.
 */
export function SelectSectionScreen() {
  const { t } = useTranslation(['publish', 'titles']);
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const my = useMy();
  const boards = useBoards();
  const back = safeBack(search.get('back'));
  const backUrl = new URL(back, 'https://fanzone.invalid');
  const kind = kindOfPath(backUrl.pathname) ?? 'post';
  const origin = originKey(originOf(backUrl.searchParams));
  const getSlot = useCallback(() => publishFormStore.get(kind, origin), [kind, origin]);
  const slot = useSyncExternalStore(publishFormStore.subscribe, getSlot, getSlot);
  // Without the form (the page was reloaded) the choice is kept here until the member returns.
  const [local, setLocal] = useState<BoardChoice>({ boardId: null, subBoardId: null, sectionId: null });

  const list = boards.data ?? [];
  const start = id && id !== '0' ? locateBoard(list, id) : null;
  const choice: BoardChoice = slot
    ? { boardId: slot.form.boardId, subBoardId: slot.form.subBoardId, sectionId: slot.form.sectionId }
    : local.boardId || !start
      ? local
      : { ...start, sectionId: null };

  const done = (final: BoardChoice = choice) => {
    // A new form that is gone (reloaded page) starts again from the choice.
    if (!slot && origin === 'new' && final.boardId)
      publishFormStore.set(kind, { origin, form: { ...emptyForm(kind), ...final }, draftId: null });
    navigate(back, { replace: true, state: { keepForm: true } });
  };

  const change = (next: BoardChoice) => {
    if (slot)
      publishFormStore.update(kind, (current) => ({ ...current, form: { ...current.form, ...next } }));
    else setLocal(next);
    // A section completes the choice: back to the form.
    if (next.sectionId) done(next);
  };

  const role = my?.role ?? 'member';
  const problems = choiceErrors(list, choice, role);
  const sections = sectionsOf(list, choice.boardId, choice.subBoardId);
  const complete = choice.boardId !== null && !problems.board && (!sections.length || !problems.section);

  return (
    <PageFrame
      title={t('titles:publish-select-section')}
      testId="select-section-page"
      actions={
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => done()}
          data-testid="select-section-done"
        >
          {complete ? t('done') : t('backToForm')}
        </button>
      }
    >
      {boards.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : boards.isError ? (
        <EmptyState text={t('pages:board.loadFailed')} />
      ) : (
        <BoardChooser boards={list} role={role} value={choice} onChange={change} />
      )}
    </PageFrame>
  );
}
