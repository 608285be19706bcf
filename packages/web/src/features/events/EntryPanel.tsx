import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { EventView } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useEnterPost, useMyEventPosts } from './queries.ts';

/**
 * A joined member's entry: a way to post a story in the event's board (the publish flow, where the
 * posts policy decides who may post there), then one of their posts there to enter, and once
 * entered, the entry and its rank.
 */
export function EntryPanel({ event }: { event: EventView }) {
  const { t } = useTranslation('events');
  const me = event.me;
  const open = event.phase === 'in_progress' && !!me?.joined && !me.entryPostId;
  const candidates = useMyEventPosts(event.id, open);
  const enter = useEnterPost(event.id);
  if (!me?.joined) return null;
  if (me.entryPostId)
    return (
      <section className="event-panel" data-testid="event-entry">
        <h2 className="event-heading">{t('entry.title')}</h2>
        <p>
          <Link to={paths.postDetails(me.entryPostId)} data-testid="event-entry-link">
            {t('entry.entered')}
          </Link>
        </p>
        {me.rank ? <p data-testid="event-my-rank">{t('entry.rank', { rank: me.rank })}</p> : null}
      </section>
    );
  if (event.phase === 'coming_soon') return <p className="event-panel">{t('entry.notYet')}</p>;
  if (!open) return null;
  const posts = candidates.data ?? [];
  return (
    <section className="event-panel" data-testid="event-enter">
      <h2 className="event-heading">{t('entry.title')}</h2>
      <p>{t('entry.hint', { board: event.board.name })}</p>
      <Link className="button button--secondary" to={paths.publishPost()} data-testid="event-post-link">
        {t('entry.post')}
      </Link>
      {candidates.isSuccess && !posts.length ? (
        <p className="event-note">{t('entry.none', { board: event.board.name })}</p>
      ) : null}
      <ul className="event-candidates">
        {posts.map((post) => (
          <li key={post.id}>
            <span dir="auto">{post.title}</span>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={enter.isPending}
              onClick={() => enter.mutate(post.id)}
              data-testid={`event-enter-${post.id}`}
            >
              {t('entry.choose')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
