import { useTranslation } from 'react-i18next';

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function movedOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(index + step, 0, moved!);
  return next;
}

/**
 * Up and down for one item of an ordered list; each names what it moves for assistive technology.
 * The first cannot go up, the last cannot go down.
 */
export function MoveButtons({
  index,
  count,
  name,
  busy,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="admin-move">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('structure.moveUp', { name })}
        data-testid="move-up"
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('structure.moveDown', { name })}
        data-testid="move-down"
      >
        ↓
      </button>
    </span>
  );
}
