import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Board, My, PollView, PostDetail, PostKind } from '@fanzone/contract';
import { paths, publishGate } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import type { PageRouteName } from '../pageProps.ts';
import { useBoards } from '../../features/boards/queries.ts';
import { BoardBanText } from '../../features/moderation/BoardBanText.tsx';
import { useChooseCountry } from '../../features/country/CountryChooserContext.ts';
import { useDraft } from '../../features/drafts/queries.ts';
import { useMy } from '../../features/identity/queries.ts';
import { PublishForm } from '../../features/publish/PublishForm.tsx';
import { locateBoard } from '../../features/publish/boardChoice.ts';
import type { PublishForm as Form } from '../../features/publish/form.ts';
import { emptyForm, formFromDraft, formFromPost } from '../../features/publish/form.ts';
import type { FormOrigin } from '../../features/publish/formStore.ts';
import { keepAliveKinds, originKey, originOf } from '../../features/publish/formStore.ts';
import { publishPathOf, publishPaths } from '../../features/publish/publishPaths.ts';
import { usePostToEdit } from '../../features/publish/queries.ts';
import { publisherOf } from '../../features/publish/usePublishGate.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * One publish page: who may publish (login by the route; banned members see the ban message; in
 * Europe a country first), then what the form starts from (new, a draft, or a post to edit), then
 * the form.
 */
export function PublishScreen({ kind, name }: { kind: PostKind; name: PageRouteName }) {
  const { t } = useTranslation(['publish', 'errors']);
  const { region } = useSite();
  const my = useMy();
  const chooseCountry = useChooseCountry();
  const [search] = useSearchParams();
  const origin = originOf(search);
  const title = origin.type === 'edit' ? t('editTitle') : t(`titles:${name}`);

  let content;
  if (!my) content = null;
  else if (kind === 'bug_report' && !region.features.bugReport)
    content = <EmptyState text={t('errors:FEATURE_OFF')} />;
  else if (my.isBlocked)
    content = (
      <div data-testid="publish-banned">
        <EmptyState icon="lock" text={t('errors:USER_BANNED')} />
      </div>
    );
  else if (publishGate(publisherOf(my), region) === 'COUNTRY_REQUIRED')
    content = (
      <div data-testid="publish-country-required">
        <EmptyState icon="globe" text={t('errors:COUNTRY_REQUIRED')}>
          <button
            type="button"
            className="button button--primary"
            // Choosing updates the member's account, which re-renders this page with the form.
            onClick={() => chooseCountry({ callback: () => undefined })}
          >
            {t('chooseCountry')}
          </button>
        </EmptyState>
      </div>
    );
  else content = <PublishLoader kind={kind} origin={origin} my={my} />;

  return (
    <PageFrame title={title} testId="publish-page">
      {origin.type === 'new' && kind !== 'bug_report' ? (
        <LinkTabs
          label={t('kindsLabel')}
          testId="publish-kinds"
          tabs={(['post', 'topic', 'picture'] as const).map((entry) => ({
            to: publishPaths[entry],
            label: t(`kinds.${entry}`),
          }))}
        />
      ) : null}
      {content}
    </PageFrame>
  );
}

function PublishLoader({ kind, origin, my }: { kind: PostKind; origin: FormOrigin; my: My }) {
  const { t } = useTranslation(['publish', 'errors']);
  const { config } = useSite();
  const boards = useBoards();
  const post = usePostToEdit(origin.type === 'edit' ? origin.id : null);
  const draft = useDraft(origin.type === 'draft' ? origin.id : null);
  const loading = <Spinner label={t('common:loading')} testId="publish-loading" />;

  if (boards.isPending) return loading;
  if (boards.isError)
    return (
      <EmptyState text={t('pages:board.loadFailed')}>
        <button type="button" className="button button--primary" onClick={() => void boards.refetch()}>
          {t('pages:board.retry')}
        </button>
      </EmptyState>
    );
  const boardList = boards.data;

  if (origin.type === 'edit') {
    if (post.isPending) return loading;
    if (post.isError) return <EmptyState text={failure(post.error, t('errors:POST_NOT_FOUND'), t)} />;
    const detail = post.data;
    if (detail.kind !== kind)
      return <Navigate to={publishPathOf(detail.kind, { edit: origin.id })} replace />;
    if (!detail.canEdit) {
      const reason = detail.editBlockedReason ?? 'not_author';
      return (
        <div data-testid="edit-blocked" data-reason={reason}>
          <EmptyState
            icon="lock"
            text={
              reason === 'board_ban' && detail.boardBan ? (
                <BoardBanText ban={detail.boardBan} />
              ) : (
                t(editBlockedKeys[reason], { level: config.editOwnPostMinLevel })
              )
            }
          >
            <Link className="button button--secondary" to={paths.postDetails(detail.id)}>
              {t('backToPost')}
            </Link>
          </EmptyState>
        </div>
      );
    }
    const lockedPoll = detail.poll && !detail.poll.closed ? detail.poll : null;
    return (
      <Ready
        kind={kind}
        origin={origin}
        initial={() => formFromPost(detail, (id) => locateBoard(boardList, id))}
        draftId={null}
        editId={detail.id}
        lockedPoll={lockedPoll}
        boards={boardList}
        my={my}
      />
    );
  }

  if (origin.type === 'draft') {
    if (draft.isPending) return loading;
    if (draft.isError) return <EmptyState text={failure(draft.error, t('errors:DRAFT_NOT_FOUND'), t)} />;
    const saved = draft.data;
    if (saved.kind !== kind) return <Navigate to={publishPathOf(saved.kind, { draft: origin.id })} replace />;
    return (
      <Ready
        kind={kind}
        origin={origin}
        initial={() => formFromDraft(saved.kind, saved.title, saved.data)}
        draftId={saved.id}
        editId={null}
        lockedPoll={null}
        boards={boardList}
        my={my}
      />
    );
  }

  return (
    <Ready
      kind={kind}
      origin={origin}
      initial={() => emptyForm(kind)}
      draftId={null}
      editId={null}
      lockedPoll={null}
      boards={boardList}
      my={my}
    />
  );
}

/** Why the author may not edit, in the server's words (spec §5, §6). */
const editBlockedKeys: Record<NonNullable<PostDetail['editBlockedReason']>, string> = {
  level: 'errors:LEVEL_TOO_LOW',
  home_recommended: 'errors:HOME_RECOMMENDED_LOCKED',
  not_author: 'publish:editBlocked.not_author',
  banned: 'errors:USER_BANNED',
  // Said with its end by BoardBanText when the post's detail carries the ban.
  board_ban: 'errors:BANNED_FROM_BOARD_FOR_GOOD',
};

function failure(error: unknown, fallback: string, t: (key: string) => string): string {
  return error instanceof ApiError ? t(`errors:${error.code}`) : fallback;
}

/**
 * The form, taken up again where the keep-alive rules say so: post and topic pages find their form
 * when they come back (spec §9); other kinds start afresh unless they return from the section chooser.
 */
function Ready({
  kind,
  origin,
  initial,
  draftId,
  editId,
  lockedPoll,
  boards,
  my,
}: {
  kind: PostKind;
  origin: FormOrigin;
  initial: () => Form;
  draftId: string | null;
  editId: string | null;
  lockedPoll: PollView | null;
  boards: readonly Board[];
  my: My;
}) {
  const location = useLocation();
  const returning = (location.state as { keepForm?: boolean } | null)?.keepForm === true;
  return (
    <PublishForm
      kind={kind}
      origin={originKey(origin)}
      initial={initial}
      keepExisting={keepAliveKinds.has(kind) || returning}
      draftId={draftId}
      editId={editId}
      lockedPoll={lockedPoll}
      boards={boards}
      my={my}
    />
  );
}
