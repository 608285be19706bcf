import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { catalogueOperatorApi, EndpointBodyInput, MissionUpdate, operatorApi } from '@fanzone/contract';
import { catalogueOperatorCalls, operatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

// The rewards catalogue as operators keep it in the console: declared beside the rewards, loaded only
// with the console's chunk, never in a member's first view.
const catalogueEndpoints = refs<typeof catalogueOperatorApi>(catalogueOperatorCalls);
const operatorEndpoints = refs<typeof operatorApi>(operatorCalls);

export type MedalInput = EndpointBodyInput<typeof catalogueOperatorApi.createMedal>;
export type MedalChange = EndpointBodyInput<typeof catalogueOperatorApi.updateMedal>;
export type MissionInput = EndpointBodyInput<typeof catalogueOperatorApi.createMission>;

/** Query keys of the catalogue in the console (under the console's own, which its writes refresh). */
const catalogueKeys = {
  missions: ['console', 'missions'] as const,
  medals: ['console', 'medals'] as const,
};

/** The missions catalogue, active or not (operators). */
export function useMissionCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.missions,
    queryFn: ({ signal }) => fetchData(catalogueEndpoints.listMissions, { signal }),
  });
}

/** A new mission; the catalogue is read afresh after. */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MissionInput) => fetchData(catalogueEndpoints.createMission, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.missions }),
  });
}

/** Changes a mission's target, rewards or whether it is active; the catalogue is read afresh after. */
export function useUpdateMission(missionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MissionUpdate) =>
      fetchData(catalogueEndpoints.updateMission, { params: { id: missionId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.missions }),
  });
}

/** The medals catalogue with how many members hold each (operators). */
export function useMedalCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.medals,
    queryFn: ({ signal }) => fetchData(catalogueEndpoints.listMedals, { signal }),
  });
}

/** A new medal; the catalogue is read afresh after. */
export function useCreateMedal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedalInput) => fetchData(catalogueEndpoints.createMedal, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.medals }),
  });
}

/** Changes a medal's names, icon or place (its code stays); the catalogue is read afresh after. */
export function useUpdateMedal(medalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MedalChange) =>
      fetchData(catalogueEndpoints.updateMedal, { params: { id: medalId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.medals }),
  });
}

/** Awards a medal to a member by hand; a member who holds it already keeps it once. */
export function useGrantMedal(medalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      fetchData(operatorEndpoints.grantMedal, { params: { id: medalId }, body: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.medals }),
  });
}
