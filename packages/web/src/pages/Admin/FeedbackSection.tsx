import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from './kit/ConsoleList.tsx';
import type { Feedback } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import { useAnswerFeedback, useFeedbackForOperators } from '../../features/feedback/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';

type Status = 'submitted' | 'answered';

/** Members' feedback for operators (spec §3): waiting ones first, each answered in place. */
export function FeedbackSection() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>('submitted');
  return (
    <Tabs
      label={t('feedback.tabsLabel')}
      tabs={(['submitted', 'answered'] as const).map((id) => ({ id, label: t(`feedback.tabs.${id}`) }))}
      value={status}
      onChange={setStatus}
      testId="feedback-tabs"
    >
      <FeedbackList key={status} status={status} />
    </Tabs>
  );
}

function FeedbackList({ status }: { status: Status }) {
  const { t } = useTranslation('admin');
  return (
    <ConsoleList
      query={useFeedbackForOperators(status)}
      emptyText={t(`feedback.empty.${status}`)}
      listTestId="feedback-for-operators"
    >
      {(item) => <FeedbackCard key={item.id} item={item} />}
    </ConsoleList>
  );
}

function FeedbackCard({ item }: { item: Feedback & { author: { username: string } } }) {
  const { t, i18n } = useTranslation(['admin', 'publish']);
  const failed = useFailureToast();
  const answer = useAnswerFeedback(item.id);
  const [text, setText] = useState(item.answer ?? '');
  const fieldId = useId();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    answer.mutate(text.trim(), {
      onSuccess: () => toast.success(t('feedback.answered')),
      onError: failed,
    });
  };
  const rows: [string, string][] = [
    [t('publish:bug.device'), item.device],
    [t('publish:bug.systemVersion'), item.systemVersion],
    [t('publish:bug.frequency'), item.frequency ? t(`publish:bug.frequencies.${item.frequency}`) : ''],
    [t('publish:bug.path'), item.path],
    [t('publish:bug.contact'), item.contact],
  ];
  return (
    <li className="admin-card" data-testid={`operator-feedback-${item.id}`}>
      <div className="admin-card__head">
        <strong>{item.number}</strong>
        <bdi>{item.author.username}</bdi>
        <span className="admin-card__count">{when.format(new Date(item.createdAt * 1000))}</span>
      </div>
      <p className="feedback-item__text" dir="auto">
        {item.description}
      </p>
      <dl className="details">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      {item.images.length ? (
        <span className="admin-report__images">
          {item.images.map((image) => (
            <a key={image.url} href={image.url} target="_blank" rel="noopener noreferrer">
              <img src={image.url} alt={t('feedback.picture')} width={48} height={48} loading="lazy" />
            </a>
          ))}
        </span>
      ) : null}
      <form className="moderation-form" onSubmit={send}>
        <label htmlFor={fieldId}>{t(item.answer ? 'feedback.changeAnswer' : 'feedback.answer')}</label>
        <textarea
          id={fieldId}
          rows={3}
          dir="auto"
          maxLength={limits.feedback.answerMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="feedback-answer-field"
        />
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={answer.isPending || !text.trim()}
          data-testid="feedback-answer-submit"
        >
          {t('feedback.send')}
        </button>
      </form>
    </li>
  );
}
