import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoards } from '../boards/queries.ts';

/** Every board the viewer sees, main boards then their sub boards, each labelled with its main board. */
export function useBoardChoices() {
  const boards = useBoards();
  return (boards.data ?? []).flatMap((main) => [
    { ...main, label: main.name },
    ...main.children.map((child) => ({ ...child, label: `${main.name} › ${child.name}` })),
  ]);
}

/** Where to: any board the moderator sees, and one of its sections or none. */
export function MoveForm({
  from,
  busy,
  onMove,
}: {
  from: { boardId: string; sectionId: string | null };
  busy: boolean;
  onMove: (move: { action: 'move'; boardId: string; sectionId: string | null }) => void;
}) {
  const { t } = useTranslation('moderation');
  const boardField = useId();
  const sectionField = useId();
  const [boardId, setBoardId] = useState(from.boardId);
  const [sectionId, setSectionId] = useState(from.sectionId ?? '');
  const all = useBoardChoices();
  const chosen = all.find((board) => board.id === boardId);
  return (
    <form
      className="moderation-form"
      onSubmit={(event) => {
        event.preventDefault();
        onMove({ action: 'move', boardId, sectionId: sectionId || null });
      }}
    >
      <label htmlFor={boardField}>{t('move.board')}</label>
      <select
        id={boardField}
        value={boardId}
        onChange={(event) => {
          setBoardId(event.target.value);
          setSectionId('');
        }}
        data-testid="moderation-move-board"
      >
        {all.map((board) => (
          <option key={board.id} value={board.id}>
            {board.label}
          </option>
        ))}
      </select>
      <label htmlFor={sectionField}>{t('move.section')}</label>
      <select
        id={sectionField}
        value={sectionId}
        onChange={(event) => setSectionId(event.target.value)}
        data-testid="moderation-move-section"
      >
        <option value="">{t('move.noSection')}</option>
        {(chosen?.sections ?? []).map((section) => (
          <option key={section.id} value={section.id}>
            {section.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        data-testid="moderation-submit"
      >
        {t('move.submit')}
      </button>
    </form>
  );
}
