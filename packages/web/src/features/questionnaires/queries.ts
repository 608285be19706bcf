import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireView, questionnaireApi } from '@fanzone/contract';
import { questionnaireCalls } from '@fanzone/contract';
import { fetchData, isUnauthorized } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { startLogin } from '../identity/login.ts';
import type { QuestionnaireAnswers } from './answers.ts';
import { withAttempt } from './answers.ts';

/** The questionnaire calls; only the questionnaire page's (lazy) chunk carries them. */
export const questionnaireEndpoints = refs<typeof questionnaireApi>(questionnaireCalls);

/** Query keys of the questionnaire domain. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  detail: (code: string) => [...questionnaireKeys.all, 'detail', code] as const,
};

/** A questionnaire with its questions and the viewer's standing. The page shows a failure itself. */
export function useQuestionnaire(code: string) {
  return useQuery(questionnaireOptions(code));
}

export function questionnaireOptions(code: string) {
  return queryOptions({
    queryKey: questionnaireKeys.detail(code),
    queryFn: ({ signal }) => fetchData(questionnaireEndpoints.detail, { params: { code }, signal }),
    meta: { silent: true },
  });
}

/**
 * Sends the answers and returns the marked attempt. A pass's `completeMission` reaches the
 * congratulation popup through the API client by itself. A refusal (already passed, no attempts
 * left, ended) shows as the error toast, and the questionnaire is asked for again so the page
 * shows that state.
 */
export function useSubmitAnswers(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireAnswers) =>
      fetchData(questionnaireEndpoints.submit, { params: { code }, body }),
    onSuccess: (result) =>
      queryClient.setQueryData<QuestionnaireView>(questionnaireKeys.detail(code), (view) =>
        view ? withAttempt(view, result) : view,
      ),
    onError: (error) => {
      if (isUnauthorized(error)) void startLogin(queryClient);
      else void queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(code) });
    },
  });
}
