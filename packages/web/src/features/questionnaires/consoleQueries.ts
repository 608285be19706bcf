import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { catalogueOperatorApi, EndpointBodyInput } from '@fanzone/contract';
import { catalogueOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

// Questionnaires as operators write them in the console: loaded only with the console's chunk.
const endpoints = refs<typeof catalogueOperatorApi>(catalogueOperatorCalls);

export type QuestionnaireInput = EndpointBodyInput<typeof catalogueOperatorApi.createQuestionnaire>;
export type QuestionnaireChange = EndpointBodyInput<typeof catalogueOperatorApi.updateQuestionnaire>;

/** The console's questionnaires (under the console's own key, which its writes refresh). */
const questionnairesKey = ['console', 'questionnaires'] as const;

/** The questionnaires with how members did (operators). */
export function useQuestionnaireCatalogue() {
  return useQuery({
    queryKey: questionnairesKey,
    queryFn: ({ signal }) => fetchData(endpoints.listQuestionnaires, { signal }),
  });
}

/** A new questionnaire with its questions; the list is read afresh after. */
export function useCreateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireInput) => fetchData(endpoints.createQuestionnaire, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}

/** Changes a questionnaire (its questions, or closed to new attempts); the list is read afresh after. */
export function useUpdateQuestionnaire(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QuestionnaireChange) =>
      fetchData(endpoints.updateQuestionnaire, { params: { code }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}
