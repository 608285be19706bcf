import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@fanzone/contract';
import { textIn } from './ConsoleList.tsx';
import { MoveButtons, movedOrder } from './MoveButtons.tsx';
import { useConsoleAction } from './useConsoleAction.ts';
import type { SaveCall } from './useConsoleForm.ts';

/**
 * Things operators put in order (links, boards, sections, banners, the discover page's models), in
 * the order members see them (`position`, else as the server sent them). Each card is given its Move
 * up and down, which send the whole new order; while that call runs none moves.
 */
export function OrderedCards<Item extends { id: string; position?: number }, Body>({
  items,
  order,
  body,
  nameOf,
  listTestId,
  empty,
  children,
}: {
  items: readonly Item[];
  /** The order call. */
  order: SaveCall<Body>;
  /** Its body for the new order of ids (the boards' also names their parent). */
  body: (ids: string[]) => Body;
  /** What Move up and down name for assistive technology. */
  nameOf: (item: Item) => LocalizedText;
  listTestId?: string;
  /** Said when there is nothing yet. */
  empty: ReactNode;
  children: (item: Item, move: ReactNode) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const reorder = useConsoleAction(order);
  if (!items.length) return <>{empty}</>;
  const inOrder = [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const ids = inOrder.map((item) => item.id);
  return (
    <ul className="admin-list" data-testid={listTestId}>
      {inOrder.map((item, index) =>
        children(
          item,
          <MoveButtons
            index={index}
            count={ids.length}
            name={textIn(nameOf(item), i18n.language)}
            busy={order.isPending}
            onMove={(step) => reorder(body(movedOrder(ids, index, step)))}
          />,
        ),
      )}
    </ul>
  );
}
