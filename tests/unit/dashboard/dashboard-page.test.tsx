import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { db } from '@/data/db';
import { DashboardServicesProvider, type DashboardServices } from '@/features/dashboard/api/dashboard-calls-context';
import { DashboardPage, EXPORT_FAILURE, EXPORT_NOT_ENCRYPTED, EXPORT_SUCCESS } from '@/features/dashboard/components/dashboard-page';
import { FIXED_NOW, completedTasks, dailyPosts, familyPreference } from '../../../stories/mocks/post-fixtures';

const storage = { estimate: async () => ({ usage: 1000, quota: 1_000_000 }), persisted: async () => true, persist: async () => true };

beforeEach(async () => {
  await db.delete();
  await db.open();
  await db.posts.bulkAdd(dailyPosts(4));
  await db.completedTasks.bulkAdd(completedTasks(4));
  await db.preferences.add(familyPreference());
});

function renderDashboard(services: Partial<DashboardServices> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardServicesProvider services={{ storage, saveFile: () => undefined, reloadApp: () => undefined, ...services }}>
          <DashboardPage now={FIXED_NOW} />
        </DashboardServicesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('exports a Hearth backup file, records it, and shows the exact alert', async () => {
    const user = userEvent.setup();
    const saveFile = vi.fn<(blob: Blob, name: string) => void>();
    renderDashboard({ saveFile });
    await screen.findByText('Day 4 of 45');
    await user.click(screen.getByRole('button', { name: 'Export Family Data' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(EXPORT_SUCCESS);
    // The spec's words suggest sharing the file; beside them, plainly: it is not encrypted.
    expect(alert).toHaveTextContent(EXPORT_NOT_ENCRYPTED);
    expect(EXPORT_NOT_ENCRYPTED).toMatch(/not encrypted/);
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('Hearth-backup-2025-06-15.txt');
    const backup = JSON.parse(await (blob as Blob).text());
    expect(backup.data.posts).toHaveLength(4);
    expect((await db.preferences.get('lastBackupAt'))?.value).toBe(FIXED_NOW.toISOString());
  });

  it('shows the exact error alert when the export fails and records nothing', async () => {
    const user = userEvent.setup();
    renderDashboard({ createBackupFile: () => Promise.reject(new Error('disk full')) });
    await screen.findByText('Day 4 of 45');
    await user.click(screen.getByRole('button', { name: 'Export Family Data' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(EXPORT_FAILURE);
    expect(await db.preferences.get('lastBackupAt')).toBeUndefined();
  });

  it('erases only after exactly "delete", then reloads after OK', async () => {
    const user = userEvent.setup();
    const reloadApp = vi.fn();
    renderDashboard({ reloadApp });
    await screen.findByText('Day 4 of 45');
    await user.click(screen.getByRole('button', { name: 'Erase All Data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Erase all family data?' }));
    const confirm = dialog.getByRole('button', { name: 'Erase All Data' });
    const field = dialog.getByLabelText('Type delete to confirm');
    expect(confirm).toBeDisabled();
    await user.type(field, 'DELETE{Enter}');
    expect(dialog.getByRole('alert')).toHaveTextContent("Please type 'delete' to confirm data erasure.");
    expect(await db.posts.count()).toBe(4);
    await user.clear(field);
    await user.type(field, 'delete');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { name: 'Data erased' })).toHaveTextContent(
      'All family data has been erased successfully.',
    );
    expect(await db.posts.count()).toBe(0);
    expect(await db.preferences.count()).toBe(0);
    expect(reloadApp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadApp).toHaveBeenCalledTimes(1);
  });

  it('says so when the statistics cannot be read, and keeps export available', async () => {
    renderDashboard();
    await screen.findByText('Day 4 of 45');
    db.close({ disableAutoOpen: true });
    try {
      // A fresh render reads again from the now-closed database.
      renderDashboard();
      await waitFor(() => expect(screen.getByText('Some numbers could not be loaded')).toBeInTheDocument());
      expect(screen.getAllByRole('button', { name: 'Export Family Data' }).at(-1)).toBeEnabled();
    } finally {
      await db.open();
    }
  });
});
