import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import type { PollDraft, PollOptionDraft } from '../form.ts';
import { emptyPoll, secondsToDeadline } from '../form.ts';
import { useUpload } from '../useUpload.ts';
import type { FormErrors } from '../validate.ts';
import { ToolbarIcon } from '../editor/ToolbarIcon.tsx';

/**
 * The poll of a post (spec §3): title, text or image options of at most 15 characters, between 2
 * and the community's option limit, single or multiple choice, and a deadline in the future.
 */
export function PollEditor({
  poll,
  onChange,
  maxOptions,
  errors,
  nowSeconds,
}: {
  poll: PollDraft | null;
  onChange: (poll: PollDraft | null) => void;
  maxOptions: number;
  errors: FormErrors;
  nowSeconds: number;
}) {
  const { t } = useTranslation('publish');

  if (!poll)
    return (
      <div className="publish-field" data-testid="poll-field">
        <span className="publish-field__label">{t('fields.poll')}</span>
        <div className="publish-field__row">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(emptyPoll())}
            data-testid="poll-add"
          >
            {t('poll.add')}
          </button>
        </div>
      </div>
    );

  const set = (change: Partial<PollDraft>) => onChange({ ...poll, ...change });
  const setOption = (index: number, change: Partial<PollOptionDraft>) =>
    set({ options: poll.options.map((option, at) => (at === index ? { ...option, ...change } : option)) });

  return (
    <fieldset className="poll-editor" data-testid="poll-field">
      <legend className="publish-field__label">{t('fields.poll')}</legend>
      <LabelledField
        label={t('poll.title')}
        invalid={Boolean(errors.pollTitle)}
        problem={<FieldError error={errors.pollTitle} />}
      >
        {(control) => (
          <input
            id={control.id}
            className="publish-field__input"
            value={poll.title}
            maxLength={limits.poll.titleMaxLength}
            dir="auto"
            aria-invalid={control.invalid}
            onChange={(event) => set({ title: event.target.value })}
            data-testid="poll-title"
            data-field="pollTitle"
          />
        )}
      </LabelledField>

      <LabelledField group label={t('poll.type')}>
        {(control) => (
          <>
            <div className="radio-row" role="radiogroup" aria-labelledby={control.labelId}>
              {(['text', 'image'] as const).map((type) => (
                <label key={type} className="radio">
                  <input
                    type="radio"
                    name={`${control.id}-type`}
                    checked={poll.type === type}
                    onChange={() => set({ type })}
                    data-testid={`poll-type-${type}`}
                  />
                  {t(`poll.types.${type}`)}
                </label>
              ))}
            </div>
            <label className="radio">
              <input
                type="checkbox"
                checked={poll.multiple}
                onChange={(event) => set({ multiple: event.target.checked })}
                data-testid="poll-multiple"
              />
              {t('poll.multiple')}
            </label>
          </>
        )}
      </LabelledField>

      <LabelledField
        group
        field="pollOptions"
        label={t('poll.options', { min: limits.poll.minOptions, max: maxOptions })}
        problem={<FieldError error={errors.pollOptions} />}
      >
        {(control) => (
          <>
            <ol className="poll-options" aria-labelledby={control.labelId}>
              {poll.options.map((option, index) => (
                <li key={index} className="poll-options__item">
                  {poll.type === 'image' ? (
                    <OptionImage
                      url={option.imageUrl}
                      number={index + 1}
                      onChange={(imageUrl) => setOption(index, { imageUrl })}
                    />
                  ) : null}
                  <input
                    className="publish-field__input"
                    value={option.label}
                    maxLength={limits.poll.optionMaxLength}
                    dir="auto"
                    aria-label={t('poll.option', { number: index + 1 })}
                    placeholder={t('poll.option', { number: index + 1 })}
                    onChange={(event) => setOption(index, { label: event.target.value })}
                    data-testid={`poll-option-${index}`}
                  />
                  <span className="publish-field__counter" aria-hidden="true">
                    {option.label.length}/{limits.poll.optionMaxLength}
                  </span>
                  {poll.options.length > limits.poll.minOptions ? (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('poll.removeOption', { number: index + 1 })}
                      onClick={() => set({ options: poll.options.filter((_, at) => at !== index) })}
                    >
                      <ToolbarIcon name="remove" size={16} />
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
            {poll.options.length < maxOptions ? (
              <div className="publish-field__row">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => set({ options: [...poll.options, { label: '', imageUrl: null }] })}
                  data-testid="poll-add-option"
                >
                  {t('poll.addOption')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </LabelledField>

      <LabelledField
        label={t('poll.deadline')}
        invalid={Boolean(errors.pollDeadline)}
        problem={<FieldError error={errors.pollDeadline} />}
      >
        {(control) => (
          <input
            id={control.id}
            className="publish-field__input"
            type="datetime-local"
            value={poll.deadline}
            min={secondsToDeadline(nowSeconds)}
            aria-invalid={control.invalid}
            onChange={(event) => set({ deadline: event.target.value })}
            data-testid="poll-deadline"
            data-field="pollDeadline"
          />
        )}
      </LabelledField>

      <div className="publish-field__row">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange(null)}
          data-testid="poll-remove"
        >
          {t('poll.remove')}
        </button>
      </div>
    </fieldset>
  );
}

function OptionImage({
  url,
  number,
  onChange,
}: {
  url: string | null;
  number: number;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation('publish');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const image = await upload.image(file, 'picture', setProblem);
    if (image) onChange(image.url);
  };
  return (
    <>
      <button
        type="button"
        className="poll-options__image"
        aria-label={t('poll.optionImage', { number })}
        disabled={upload.busy}
        onClick={() => input.current?.click()}
      >
        {url ? <img src={url} alt="" /> : <ToolbarIcon name="image" />}
      </button>
      <input ref={input} type="file" accept="image/*" hidden onChange={(event) => void choose(event)} />
      {problem ? <FieldError error={{ code: problem }} /> : null}
    </>
  );
}
