import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast.ts';
import { searchDecision } from './searchTarget.ts';

/** Submits a search; returns whether the query was accepted (so the box can be cleared). */
export function useSearchSubmit() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('shell');
  return useCallback(
    (keyword: string): boolean => {
      const decision = searchDecision(keyword, location);
      if (decision.kind === 'empty') {
        toast.info(t('search.empty'));
        return false;
      }
      if (decision.kind === 'go') navigate(decision.path);
      return true;
    },
    [location, navigate, t],
  );
}
