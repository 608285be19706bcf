import { useLocation } from 'react-router';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Board, Role } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { choiceSummary } from '../boardChoice.ts';
import type { BoardChoice } from '../boardChoice.ts';
import { FieldError } from '../FieldError.tsx';
import { selectSectionPath } from '../publishPaths.ts';
import type { FormErrors } from '../validate.ts';
import { BoardChooser } from './BoardChooser.tsx';

/**
 * Where the post goes: on a phone a row that opens the section chooser page (post and topic), else
 * the board, sub board and section chooser in place.
 */
export function BoardField({
  boards,
  role,
  choice,
  onPage,
  errors,
  onChange,
}: {
  boards: readonly Board[];
  role: Role;
  choice: BoardChoice;
  /** Choose on a page of its own (phones). */
  onPage: boolean;
  errors: FormErrors;
  onChange: (choice: BoardChoice) => void;
}) {
  const { t } = useTranslation('publish');
  const location = useLocation();
  if (!onPage)
    return (
      <div data-field="board">
        <BoardChooser
          boards={boards}
          role={role}
          value={choice}
          onChange={onChange}
          boardError={errors.board}
          sectionError={errors.section}
        />
      </div>
    );
  const summary = choiceSummary(boards, choice);
  return (
    <LabelledField
      group
      field="board"
      label={t('fields.board')}
      problem={<FieldError error={errors.board ?? errors.section} />}
    >
      {(control) => (
        <Link
          className="choice-row"
          to={selectSectionPath(
            choice.subBoardId ?? choice.boardId,
            `${location.pathname}${location.search}`,
          )}
          aria-describedby={control.labelId}
          data-testid="board-choice-row"
        >
          <span dir="auto">{summary.length ? summary.join(' › ') : t('fields.chooseBoard')}</span>
        </Link>
      )}
    </LabelledField>
  );
}
