import type { BlockTarget } from './useBlockToggle.tsx';
import { useBlockToggle } from './useBlockToggle.tsx';

/**
 * Block (after confirming what it does) or Unblock another member; 'Block success' when done.
 * Visitors are sent to log in; one's own profile has no button.
 */
export function BlockButton({ profile }: { profile: BlockTarget }) {
  if (profile.isSelf) return null;
  return <BlockToggleButton profile={profile} />;
}

function BlockToggleButton({ profile }: { profile: BlockTarget }) {
  const block = useBlockToggle(profile);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={block.blocked}
        disabled={block.pending}
        onClick={block.activate}
        data-testid="block-user"
      >
        {block.label}
      </button>
      {block.dialog}
    </>
  );
}
