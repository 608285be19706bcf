import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@fanzone/contract';
import { formatCalendarDay } from '../../features/promotions/calendarDays.ts';
import {
  useCreatePromotion,
  usePromotionsForOperators,
  useUpdatePromotion,
} from '../../features/promotions/queries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { PromotionForm } from './PromotionForm.tsx';
import '../../styles/promotions.css';

/**
 * The promotions (operators): each with its state today, created and changed here. A promotion's
 * page (the free gift's is `free-gift`) shows what is written here, never dates in code.
 */
export function PromotionsSection() {
  const { t } = useTranslation('promotions');
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const create = useCreatePromotion();
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="promotion-add">
          {t('admin.promotions.new')}
        </button>
      </div>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('admin.promotions.new')}
        variant="sheet"
        testId="promotion-form-dialog"
      >
        {adding ? (
          <PromotionForm
            busy={create.isPending}
            onSave={(fields) =>
              create.mutate(fields, {
                onSuccess: () => {
                  toast.success(t('admin.promotions.created'));
                  setAdding(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
      <ConsoleCatalogue
        query={usePromotionsForOperators()}
        emptyText={t('admin.promotions.empty')}
        listTestId="promotions"
      >
        {(promotion) => <PromotionCard key={promotion.id} promotion={promotion} />}
      </ConsoleCatalogue>
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionAdmin }) {
  const { t, i18n } = useTranslation('promotions');
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const update = useUpdatePromotion(promotion.code);
  const day = (value: string) => formatCalendarDay(value, i18n.language);
  return (
    <li className="admin-card" data-testid={`promotion-${promotion.code}`}>
      <div className="admin-card__head">
        <span className="admin-card__title" dir="auto">
          {textIn(promotion.title, i18n.language)}
        </span>
        <span className={`status-label status-label--${promotion.state}`} data-testid="promotion-card-state">
          {t(`freeGift.states.${promotion.state}`)}
        </span>
      </div>
      <p className="admin-card__meta" dir="ltr">
        {promotion.code} · {promotion.countryCodes.join(', ') || '—'} · {promotion.timeZone}
      </p>
      <p className="admin-card__meta">
        {promotion.startsOn ? `${t('freeGift.startsOn')}: ${day(promotion.startsOn)} · ` : ''}
        {t('freeGift.purchaseEnds')}: {day(promotion.purchaseEndsOn)} · {t('freeGift.redemptionEnds')}:{' '}
        {day(promotion.redemptionEndsOn)}
      </p>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => setEditing(true)}
          data-testid="promotion-edit"
        >
          {t('admin.promotions.edit')}
        </button>
      </div>
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={textIn(promotion.title, i18n.language)}
        variant="sheet"
        testId="promotion-edit-dialog"
      >
        {editing ? (
          <PromotionForm
            promotion={promotion}
            busy={update.isPending}
            onSave={({ code: _code, ...fields }) =>
              update.mutate(fields, {
                onSuccess: () => {
                  toast.success(t('admin.promotions.saved'));
                  setEditing(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
    </li>
  );
}
