import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { SyncStatus } from '@/data/sync/engine';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';

const status = (state: SyncStatus['state']): SyncStatus => ({ state, pending: 1, lastSyncedAt: null, rejected: 0, problem: null, progress: 1 });

describe('SyncStatusView actions (a paused device)', () => {
  it.each([
    ['synced', 'Sync now'],
    ['offline', 'Sync now'],
    ['attention', 'Sync now'],
    ['paused', 'Resume sync'],
    ['removed', null],
  ] as const)('%s offers %s', (state, action) => {
    render(<SyncStatusView status={status(state)} onSyncNow={vi.fn()} onResume={vi.fn()} defaultOpen />);
    const buttons = ['Sync now', 'Resume sync'].filter((name) => screen.queryByRole('button', { name }));
    expect(buttons).toEqual(action ? [action] : []);
  });

  it('resumes a paused device instead of doing nothing', async () => {
    const onSyncNow = vi.fn();
    const onResume = vi.fn();
    render(<SyncStatusView status={status('paused')} onSyncNow={onSyncNow} onResume={onResume} defaultOpen />);
    expect(screen.getByText(/Sync is paused on this device/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resume sync' }));
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onSyncNow).not.toHaveBeenCalled();
  });
});
