import type { HighlightPart } from '@fanzone/contract';

/** A found title or excerpt: what was searched for in <mark>, the rest as text (never markup). */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}
