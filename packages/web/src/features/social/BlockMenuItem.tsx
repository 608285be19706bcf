import { useBlockToggle } from './useBlockToggle.tsx';
import type { BlockTarget } from './useBlockToggle.tsx';
import { useProfile } from './queries.ts';

/**
 * Block or Unblock as an item of the phone header's ⋯ menu on another member's profile. The member
 * comes from the profile query the page itself shows, so both say the same. Loaded lazily by the
 * menu: the shell does not carry the social code.
 */
export default function BlockMenuItem({ userId, onChoose }: { userId: string; onChoose: () => void }) {
  const profile = useProfile(userId);
  if (!profile.data || profile.data.isSelf) return null;
  return <BlockItem member={profile.data} onChoose={onChoose} />;
}

function BlockItem({ member, onChoose }: { member: BlockTarget; onChoose: () => void }) {
  const block = useBlockToggle(member);
  return (
    <li>
      <button
        type="button"
        aria-pressed={block.blocked}
        disabled={block.pending}
        onClick={() => {
          onChoose();
          block.activate();
        }}
        data-testid="menu-block-user"
      >
        {block.label}
      </button>
      {block.dialog}
    </li>
  );
}
