import type { My } from '@fanzone/contract';
import { Fragment } from 'react';

/** Names of the member's active editor groups (spec §3). */
export function activeEditorGroupNames(my: Pick<My, 'editorGroupState'>): string[] {
  return my.editorGroupState.filter((entry) => entry.status === 'active').map((entry) => entry.name);
}

/**
 * The names joined by ' | ' in the page's direction, so Egypt lists them right to left (spec §1);
 * each name is isolated, so a Latin name inside Arabic (or the reverse) still reads correctly.
 */
export function EditorGroupNames({
  my,
  className,
}: {
  my: Pick<My, 'editorGroupState'>;
  className?: string;
}) {
  const names = activeEditorGroupNames(my);
  if (!names.length) return null;
  return (
    <span className={className} data-testid="editor-groups">
      {names.map((name, index) => (
        <Fragment key={`${index}-${name}`}>
          {index > 0 ? ' | ' : null}
          <bdi>{name}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
