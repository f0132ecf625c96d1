import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { acknowledgeRecoveryNotice, listFamilyDevices, removeDevice, renameThisDevice, setSyncPaused, type DeviceLabel } from '@/data/sync/devices';

/** The family's devices, read from the sync server (needs a connection). */
export function useFamilyDevices(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.server.familyDevices(), queryFn: () => listFamilyDevices(), enabled, retry: false });
}

function useDevicesMutation<T, R = void>(run: (value: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.server.familyDevices() }) });
}

export const useRenameDevice = () => useDevicesMutation((label: DeviceLabel) => renameThisDevice(label));
export const useRemoveDevice = () => useDevicesMutation((deviceId: string) => removeDevice(deviceId));
export const usePauseSync = () => useDevicesMutation((paused: boolean) => setSyncPaused(paused));
/** The family has read that another device replaced the recovery code. */
export const useAcknowledgeRecoveryNotice = () => useDevicesMutation((createdAt: string) => acknowledgeRecoveryNotice(createdAt));
