import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { listFamilyDevices, removeDevice, renameThisDevice, setSyncPaused, type DeviceLabel } from '@/data/sync/devices';

/** The family's devices, read from the sync server (needs a connection). */
export function useFamilyDevices(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.server.familyDevices(), queryFn: () => listFamilyDevices(), enabled, retry: false });
}

function useDevicesMutation<T>(run: (value: T) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.server.familyDevices() }) });
}

export const useRenameDevice = () => useDevicesMutation((label: DeviceLabel) => renameThisDevice(label));
export const useRemoveDevice = () => useDevicesMutation((deviceId: string) => removeDevice(deviceId));
export const usePauseSync = () => useDevicesMutation((paused: boolean) => setSyncPaused(paused));
