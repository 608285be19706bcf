import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, ErrorCode, Role } from '@fanzone/contract';
import { FieldError } from '../FieldError.tsx';
import type { BoardChoice } from '../boardChoice.ts';
import { blockedReason, findBoard, findSubBoard, sectionsOf } from '../boardChoice.ts';
import type { FieldError as Problem } from '../validate.ts';
import { ChoiceChips } from './ChoiceChips.tsx';

/**
 * Board → sub board → section (spec §3 "board, topic or section"). Closed entries stay visible for
 * members and answer a press with 'choose another'; staff may choose them.
 */
export function BoardChooser({
  boards,
  role,
  value,
  onChange,
  boardError,
  sectionError,
}: {
  boards: readonly Board[];
  role: Role;
  value: BoardChoice;
  onChange: (choice: BoardChoice) => void;
  boardError?: Problem;
  sectionError?: Problem;
}) {
  const { t } = useTranslation('publish');
  const ids = { board: useId(), sub: useId(), section: useId() };
  const [hint, setHint] = useState<{ at: 'board' | 'section'; code: ErrorCode } | null>(null);
  const board = findBoard(boards, value.boardId);
  const sub = findSubBoard(board, value.subBoardId);
  const sections = sectionsOf(boards, value.boardId, value.subBoardId);

  const choose = (choice: BoardChoice) => {
    setHint(null);
    onChange(choice);
  };

  return (
    <div className="board-chooser" data-testid="board-chooser">
      <div className="publish-field">
        <span className="publish-field__label" id={ids.board}>
          {t('fields.board')}
        </span>
        <ChoiceChips
          labelledBy={ids.board}
          testId="board-choices"
          value={value.boardId}
          chips={boards.map((entry) => ({
            id: entry.id,
            label: entry.name,
            blocked: blockedReason(entry, role),
            testId: `board-${entry.id}`,
          }))}
          onChange={(boardId) => choose({ boardId, subBoardId: null, sectionId: null })}
          onBlocked={(code) => setHint({ at: 'board', code })}
        />
        {board && board.children.length ? (
          <>
            <span className="publish-field__label publish-field__label--sub" id={ids.sub}>
              {t('fields.subBoard')}
            </span>
            <ChoiceChips
              labelledBy={ids.sub}
              testId="sub-board-choices"
              value={value.subBoardId ?? ''}
              chips={[
                {
                  id: '',
                  label: t('fields.wholeBoard', { name: board.name }),
                  blocked: null,
                  testId: 'sub-board-none',
                },
                ...board.children.map((child) => ({
                  id: child.id,
                  label: child.name,
                  blocked: blockedReason(child, role),
                  testId: `sub-board-${child.id}`,
                })),
              ]}
              onChange={(subBoardId) =>
                choose({ boardId: board.id, subBoardId: subBoardId || null, sectionId: null })
              }
              onBlocked={(code) => setHint({ at: 'board', code })}
            />
          </>
        ) : null}
        {hint?.at === 'board' ? (
          <FieldError error={{ code: hint.code }} />
        ) : (
          <FieldError error={boardError} />
        )}
      </div>
      {sections.length ? (
        <div className="publish-field" data-field="section">
          <span className="publish-field__label" id={ids.section}>
            {t('fields.section')}
          </span>
          <ChoiceChips
            labelledBy={ids.section}
            testId="section-choices"
            value={value.sectionId}
            chips={sections.map((section) => ({
              id: section.id,
              label: section.name,
              blocked: blockedReason(section, role),
              testId: `section-${section.id}`,
            }))}
            onChange={(sectionId) =>
              choose({ boardId: value.boardId, subBoardId: sub?.id ?? null, sectionId })
            }
            onBlocked={(code) => setHint({ at: 'section', code })}
          />
          {hint?.at === 'section' ? (
            <FieldError error={{ code: hint.code }} />
          ) : (
            <FieldError error={sectionError} />
          )}
        </div>
      ) : null}
    </div>
  );
}
