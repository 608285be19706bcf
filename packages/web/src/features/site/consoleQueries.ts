import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operatorApi } from '@fanzone/contract';
import { operatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

// The community settings are the site's (the server's `site` module keeps them); only the console
// reads them whole (its settings screen, a member's level ranges), so they load with it.
const operatorEndpoints = refs<typeof operatorApi>(operatorCalls);
const settingsKey = ['console', 'settings'] as const;

/** The community settings' current values (operators). */
export function useCommunitySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => fetchData(operatorEndpoints.settings, { signal }),
  });
}

/** Changes one community setting; every node reads it afresh at once, this console too. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) =>
      fetchData(operatorEndpoints.updateSetting, { params: { key }, body: { value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
