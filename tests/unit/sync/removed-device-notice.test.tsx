import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { db } from '@/data/db';
import { syncEngine } from '@/data/sync/engine';
import { SYNC_STATE } from '@/data/sync/schema';
import { RemovedDeviceNotice } from '@/features/sync/components/removed-device-notice';

// Where the family lands (/family) a removed device offers its choices, not only on the dashboard.
function renderNotice() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RemovedDeviceNotice />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await db.syncState.clear();
  await syncEngine.load();
});

describe('RemovedDeviceNotice', () => {
  it('offers keep or erase on a device the family removed', async () => {
    await db.syncState.put({ key: SYNC_STATE.removed, value: true });
    await syncEngine.load();
    renderNotice();
    expect(screen.getByRole('heading', { name: 'This device was removed from the family' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep my copy, unsynced' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erase it from this device' })).toBeVisible();
  });

  it('shows nothing on a device that is not removed, and appears as soon as the removal is heard of', async () => {
    await syncEngine.load();
    const { container } = renderNotice();
    expect(container).toBeEmptyDOMElement();
    await db.syncState.put({ key: SYNC_STATE.removed, value: true });
    await act(() => syncEngine.load());
    expect(screen.getByRole('heading', { name: 'This device was removed from the family' })).toBeVisible();
  });
});
