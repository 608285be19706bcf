import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { catalogueOperatorApi, EndpointBodyInput } from '@fanzone/contract';
import { catalogueOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { consoleKeys } from './consoleQueries.ts';

/** Operators writing the rewards catalogue in the console: new missions, new and changed medals. */
const endpoints = refs<typeof catalogueOperatorApi>(catalogueOperatorCalls);

export type MedalInput = EndpointBodyInput<typeof catalogueOperatorApi.createMedal>;
export type MedalChange = EndpointBodyInput<typeof catalogueOperatorApi.updateMedal>;
export type MissionInput = EndpointBodyInput<typeof catalogueOperatorApi.createMission>;

export function useCreateMedal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedalInput) => fetchData(endpoints.createMedal, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.medals() }),
  });
}

export function useUpdateMedal(medalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MedalChange) =>
      fetchData(endpoints.updateMedal, { params: { id: medalId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.medals() }),
  });
}

export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MissionInput) => fetchData(endpoints.createMission, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.missions() }),
  });
}

export type QuestionnaireChange = EndpointBodyInput<typeof catalogueOperatorApi.updateQuestionnaire>;

export function useCreateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBodyInput<typeof catalogueOperatorApi.createQuestionnaire>) =>
      fetchData(endpoints.createQuestionnaire, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.questionnaires() }),
  });
}

export function useUpdateQuestionnaire(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QuestionnaireChange) =>
      fetchData(endpoints.updateQuestionnaire, { params: { code }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.questionnaires() }),
  });
}
