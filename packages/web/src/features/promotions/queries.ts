import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionInput, PromotionUpdate, promotionOperatorApi, promotionsApi } from '@fanzone/contract';
import { promotionCalls, promotionOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

// Declared beside the free-gift page and the console's promotions section, their only users.
const promotionEndpoints = refs<typeof promotionsApi>(promotionCalls);
const operatorEndpoints = refs<typeof promotionOperatorApi>(promotionOperatorCalls);

export const promotionKeys = {
  all: ['promotions'] as const,
  one: (code: string) => [...promotionKeys.all, 'one', code] as const,
  forOperators: () => [...promotionKeys.all, 'operators'] as const,
};

/** A promotion's page: its texts in the reader's language, its dates and its state today (the server's clock). */
export function usePromotion(code: string) {
  return useQuery(promotionOptions(code));
}

export function promotionOptions(code: string) {
  return queryOptions({
    queryKey: promotionKeys.one(code),
    queryFn: ({ signal }) => fetchData(promotionEndpoints.detail, { params: { code }, signal }),
  });
}

export function usePromotionsForOperators() {
  return useQuery({
    queryKey: promotionKeys.forOperators(),
    queryFn: ({ signal }) => fetchData(operatorEndpoints.list, { signal }),
  });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromotionInput) => fetchData(operatorEndpoints.create, { body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useUpdatePromotion(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromotionUpdate) =>
      fetchData(operatorEndpoints.update, { params: { code }, body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
