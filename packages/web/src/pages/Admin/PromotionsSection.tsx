import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@fanzone/contract';
import { formatCalendarDay } from '../../features/promotions/calendarDays.ts';
import {
  useCreatePromotion,
  usePromotionsForOperators,
  useUpdatePromotion,
} from '../../features/promotions/queries.ts';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { ConsoleCard } from './kit/ConsoleCard.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
import { PromotionForm } from './PromotionForm.tsx';
import '../../styles/promotions.css';

/**
 * The promotions (operators): each with its state today, created and changed here. A promotion's
 * page (the free gift's is `free-gift`) shows what is written here, never dates in code.
 */
export function PromotionsSection() {
  const { t } = useTranslation('promotions');
  const create = useCreatePromotion();
  return (
    <div className="admin-structure">
      <AddButton label={t('admin.promotions.new')} testId="promotion-add" sheetTestId="promotion-form-dialog">
        {(close) => <PromotionForm save={create} saved={t('admin.promotions.created')} onSaved={close} />}
      </AddButton>
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
  const update = useUpdatePromotion(promotion.code);
  const title = textIn(promotion.title, i18n.language);
  const day = (value: string) => formatCalendarDay(value, i18n.language);
  return (
    <ConsoleCard
      testId={`promotion-${promotion.code}`}
      title={title}
      chips={[
        <span className={`status-label status-label--${promotion.state}`} data-testid="promotion-card-state">
          {t(`freeGift.states.${promotion.state}`)}
        </span>,
      ]}
      more={
        <>
          <p className="admin-card__meta" dir="ltr">
            {promotion.code} · {promotion.countryCodes.join(', ') || '—'} · {promotion.timeZone}
          </p>
          <p className="admin-card__meta">
            {promotion.startsOn ? `${t('freeGift.startsOn')}: ${day(promotion.startsOn)} · ` : ''}
            {t('freeGift.purchaseEnds')}: {day(promotion.purchaseEndsOn)} · {t('freeGift.redemptionEnds')}:{' '}
            {day(promotion.redemptionEndsOn)}
          </p>
        </>
      }
    >
      <EditButton title={title} testId="promotion-edit" sheetTestId="promotion-edit-dialog">
        {(close) => (
          <PromotionForm
            promotion={promotion}
            save={update}
            saved={t('admin.promotions.saved')}
            onSaved={close}
          />
        )}
      </EditButton>
    </ConsoleCard>
  );
}
