import type { ReactNode } from 'react';
import { Fragment } from 'react';

/** Nothing (a chip or fact that does not apply) is left out. */
type Some = ReactNode | false | null | undefined;

/** A text said as it is; anything else (a fact with its own test id or direction) drawn as given. */
const spanned = (entries: Some[]) =>
  entries.filter(Boolean).map((entry, index) => (
    // The entries are a fixed list written by the card: their place is their identity.
    <Fragment key={index}>{typeof entry === 'string' ? <span>{entry}</span> : entry}</Fragment>
  ));

/**
 * One thing in a console list, drawn the same in every section: its picture, title and chips; a line
 * of facts about it (the dots between them are drawn by the style); more lines if it has them; its
 * actions (the children); and what it opens below (its sections, its winners).
 */
export function ConsoleCard({
  testId,
  title,
  picture,
  chips = [],
  facts = [],
  more,
  below,
  children,
}: {
  testId: string;
  /** Text is drawn as the card's title; a link is given as it is. */
  title: ReactNode;
  picture?: ReactNode;
  /** Its state in a word each (`Chip`s); the ones that do not apply are left out. */
  chips?: Some[];
  /** The facts' line; a text becomes a `<span>`. */
  facts?: Some[];
  /** Lines after the facts (a second line, a text, a reason). */
  more?: ReactNode;
  below?: ReactNode;
  /** Its actions. */
  children?: ReactNode;
}) {
  const shownFacts = spanned(facts);
  return (
    <li className="admin-card" data-testid={testId}>
      <div className="admin-card__head">
        {picture}
        {typeof title === 'string' ? (
          <span className="admin-card__title" dir="auto">
            {title}
          </span>
        ) : (
          title
        )}
        {spanned(chips)}
      </div>
      {shownFacts.length ? <p className="admin-card__meta">{shownFacts}</p> : null}
      {more}
      {children ? <div className="admin-card__actions">{children}</div> : null}
      {below}
    </li>
  );
}

/** A card's state in a word (Off, Closed, Withdrawn); `warning` when it keeps members out. */
export function Chip({
  warning = false,
  testId,
  children,
}: {
  warning?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={warning ? 'admin-chip admin-chip--warning' : 'admin-chip'} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * One of a card's own buttons (pause, withdraw, announce, show its sections): `busy` while its call
 * runs, `expanded` when it opens something below the card, `primary` for the one that matters now.
 */
export function CardButton({
  label,
  onClick,
  testId,
  busy,
  expanded,
  primary = false,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  busy?: boolean;
  expanded?: boolean;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button button--small ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={busy}
      aria-expanded={expanded}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
