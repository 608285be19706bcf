import type { MentionedMember } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { Link } from '../../ui/Link.tsx';
import { mentionParts } from './mentionLinks.ts';

/** Plain text with each mentioned member's `@name` as a link to their profile. */
export function MentionText({ text, mentions }: { text: string; mentions: readonly MentionedMember[] }) {
  return mentionParts(text, mentions).map((part, index) =>
    part.member ? (
      <Link key={index} className="mention" to={paths.userPosts(part.member.id)}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
