import type { BanPlace } from './BanForm.tsx';

type BoardLine = { id: string; name: string; children: readonly { id: string; name: string }[] };

/**
 * Where a member of staff may ban from (issue 24): a moderator given boards, those boards and their
 * sub boards only; a moderator of every board or an admin (given none), the whole community first,
 * then any board. `communityWide` says whether the whole community is theirs.
 */
export function banPlacesFor(
  boards: readonly BoardLine[],
  moderatedBoardIds: readonly string[],
  communityLabel: string,
): { places: BanPlace[]; communityWide: boolean } {
  const communityWide = moderatedBoardIds.length === 0;
  const places: BanPlace[] = communityWide ? [{ boardId: null, label: communityLabel }] : [];
  for (const main of boards) {
    const wholeLine = communityWide || moderatedBoardIds.includes(main.id);
    if (wholeLine) places.push({ boardId: main.id, label: main.name });
    for (const child of main.children)
      if (wholeLine || moderatedBoardIds.includes(child.id))
        places.push({ boardId: child.id, label: `${main.name} › ${child.name}` });
  }
  return { places, communityWide };
}
