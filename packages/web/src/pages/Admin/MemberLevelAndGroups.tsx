import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import {
  useEditorGroups,
  useSetMemberEditorGroups,
  useSetMemberLevel,
} from '../../features/moderation/consoleQueries.ts';
import { useCommunitySettings } from '../../features/site/consoleQueries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** What the last save said: kept beside its form, since a toast would sit under the open dialog. */
type Outcome = { saved: boolean; text: string } | null;

/**
 * An admin's level and editor groups for a member (their own too): a button on the member's card
 * opening a sheet with the two, each saved on its own and answering in words beside it.
 */
export function MemberLevelAndGroups({ record }: { record: MemberRecord }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        data-testid="member-level-groups-open"
      >
        {t('members.levelAndGroups')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('members.levelAndGroupsTitle', { name: record.username })}
        variant="sheet"
        testId="member-level-groups-dialog"
      >
        <LevelForm record={record} />
        <EditorGroupsForm record={record} />
      </Dialog>
    </>
  );
}

/**
 * The community's highest level: as many levels as the ladder operators set (`growthLevels`), the
 * contract's outer bound until the settings have loaded (the server checks the ladder again).
 */
function useHighestLevel(): number {
  const ladder = useCommunitySettings().data?.growthLevels;
  return Array.isArray(ladder) && ladder.length ? ladder.length : limits.levels.max;
}

function SaveOutcome({ outcome, testId }: { outcome: Outcome; testId: string }) {
  return (
    <>
      {/* Present from the start, so that assistive technology reads what is put in it. */}
      <p className="admin-outcome" role="status" data-testid={`${testId}-saved`}>
        {outcome?.saved ? outcome.text : null}
      </p>
      {outcome && !outcome.saved ? (
        <p className="admin-outcome admin-outcome--problem" role="alert" data-testid={`${testId}-problem`}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}

function LevelForm({ record }: { record: MemberRecord }) {
  const { t } = useTranslation('admin');
  const { t: translate } = useTranslation();
  const field = useId();
  const hint = useId();
  const setLevel = useSetMemberLevel(record.id);
  const highest = useHighestLevel();
  const { min } = limits.levels;
  const [draft, setDraft] = useState(String(record.level));
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    // The range is said in the app's words (below), not in the browser's own bubble.
    <form
      className="admin-setting"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const level = Number(draft);
        if (!draft.trim() || !Number.isInteger(level) || level < min || level > highest)
          return setOutcome({ saved: false, text: t('settings.range', { min, max: highest }) });
        setLevel.mutate(level, {
          onSuccess: (member) =>
            setOutcome({
              saved: true,
              text: t('members.levelSaved', { name: record.username, level: member.level }),
            }),
          onError: (error) =>
            setOutcome({ saved: false, text: errorMessageFor(error, translate) ?? t('failed') }),
        });
      }}
    >
      <label htmlFor={field}>{t('members.levelLabel')}</label>
      <p className="admin-card__meta" id={hint} data-testid="member-level-hint">
        {t('members.levelHint', { min, max: highest })}
      </p>
      <span className="admin-setting__row">
        <input
          id={field}
          type="number"
          inputMode="numeric"
          min={min}
          max={highest}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setOutcome(null);
          }}
          aria-describedby={hint}
          aria-invalid={outcome && !outcome.saved ? true : undefined}
          data-testid="member-level"
        />
        <button
          type="submit"
          className="button button--small"
          disabled={setLevel.isPending}
          data-testid="member-level-save"
        >
          {t('members.save')}
        </button>
      </span>
      <SaveOutcome outcome={outcome} testId="member-level" />
    </form>
  );
}

function EditorGroupsForm({ record }: { record: MemberRecord }) {
  const { t } = useTranslation('admin');
  const { t: translate } = useTranslation();
  const groups = useEditorGroups();
  const setGroups = useSetMemberEditorGroups(record.id);
  const [chosen, setChosen] = useState(() => new Set(record.editorGroups.map((group) => group.id)));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const toggle = (id: string) => {
    setOutcome(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  if (groups.isPending) return <Spinner label={t('common:loading')} />;
  if (groups.isError)
    return (
      <LoadFailed error={groups.error} fallback={t('loadFailed')} onRetry={() => void groups.refetch()} />
    );
  return (
    <form
      className="admin-setting"
      onSubmit={(event) => {
        event.preventDefault();
        // Sent in the groups' order, which is the order the card and the log name them in.
        const groupIds = groups.data.filter((group) => chosen.has(group.id)).map((group) => group.id);
        setGroups.mutate(groupIds, {
          onSuccess: () =>
            setOutcome({ saved: true, text: t('members.groupsSaved', { name: record.username }) }),
          onError: (error) =>
            setOutcome({ saved: false, text: errorMessageFor(error, translate) ?? t('failed') }),
        });
      }}
    >
      <fieldset className="admin-choices">
        <legend>{t('members.groupsLabel')}</legend>
        <p className="admin-card__meta">{t('members.groupsHint')}</p>
        {groups.data.length ? (
          groups.data.map((group) => (
            <label key={group.id}>
              <input
                type="checkbox"
                checked={chosen.has(group.id)}
                onChange={() => toggle(group.id)}
                data-testid={`member-group-${group.id}`}
              />
              <bdi>{group.name}</bdi>
              <span className="admin-card__meta">
                {t('members.groupMembers', { count: group.memberCount })}
              </span>
            </label>
          ))
        ) : (
          <p className="admin-card__meta">{t('members.groupsEmpty')}</p>
        )}
      </fieldset>
      <span className="admin-setting__row">
        <button
          type="submit"
          className="button button--small"
          disabled={setGroups.isPending || !groups.data.length}
          data-testid="member-groups-save"
        >
          {t('members.save')}
        </button>
      </span>
      <SaveOutcome outcome={outcome} testId="member-groups" />
    </form>
  );
}
