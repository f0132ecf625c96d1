import type { Decorator } from '@storybook/react-vite';
import {
  DashboardServicesProvider,
  type DashboardServices,
  type StorageManagerLike,
} from '@/features/dashboard/api/dashboard-calls-context';

/**
 * A stand-in for navigator.storage, so the storage card shows the same numbers on every machine:
 * `persisted` answers the current state, `persist()` answers `grantOnAsk` (and then stays granted).
 */
export function fakeStorage({
  usage = 23_400_000,
  quota = 1_200_000_000,
  persisted = true,
  grantOnAsk = persisted,
}: { usage?: number; quota?: number; persisted?: boolean; grantOnAsk?: boolean } = {}): StorageManagerLike & {
  persistCalls: () => number;
} {
  let granted = persisted;
  let calls = 0;
  return {
    estimate: async () => ({ usage, quota }),
    persisted: async () => granted,
    persist: async () => {
      calls += 1;
      granted = granted || grantOnAsk;
      return granted;
    },
    persistCalls: () => calls,
  };
}

/**
 * Wraps the dashboard in `parameters.dashboardServices` (merged over the real ones), with a
 * deterministic storage manager unless the story gives its own. Saving files and reloading are
 * always replaced: a story never downloads or reloads the Storybook frame.
 */
export const withDashboardServices: Decorator = (Story, context) => {
  const given = (context.parameters.dashboardServices ?? {}) as Partial<DashboardServices>;
  const services: Partial<DashboardServices> = {
    storage: fakeStorage(),
    saveFile: () => undefined,
    reloadApp: () => undefined,
    ...given,
  };
  return (
    <DashboardServicesProvider services={services}>
      <Story />
    </DashboardServicesProvider>
  );
};
