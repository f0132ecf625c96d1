import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { healthRoutes } from '../../../server/routes/health';
import { fetchServerSyncSetup } from '@/data/sync/server-sync-setup';
import { SyncDevicesView } from '@/features/sync/components/sync-devices-view';
import { idleRemovalText } from '@/features/sync/model/sync-messages';

const devices = { busy: false, error: null, withdrawn: false, invite: null, onInvite: vi.fn(), onShare: vi.fn(), onCopy: vi.fn(), onWithdraw: vi.fn() };

describe('what the family is told about how the server keeps its copy', () => {
  it.each([
    [180, "If none of your family's devices opens Hearth for 180 days, Hearth's server removes its encrypted copy. Your devices keep everything they hold."],
    [1, "If none of your family's devices opens Hearth for 1 day, Hearth's server removes its encrypted copy. Your devices keep everything they hold."],
    [null, null],
    [undefined, null],
  ])('%s days: %s', (days, text) => {
    expect(idleRemovalText(days)).toBe(text);
  });

  it.each([
    [{}, { idleSpaceDays: 180, newSpaces: 'open' }],
    [{ SYNC_IDLE_SPACE_DAYS: '30', SYNC_CREATION_CODE: 'maple-porch-42' }, { idleSpaceDays: 30, newSpaces: 'code' }],
    [{ SYNC_IDLE_SPACE_DAYS: '0', SYNC_NEW_SPACES: 'closed' }, { idleSpaceDays: null, newSpaces: 'closed' }],
  ])('the server says %j as %j, and never the code', async (env, expected) => {
    const routes = healthRoutes({ config: loadConfig(env), now: () => new Date() });
    const fetchImpl = ((input: string) => routes.request(input.replace('/api', ''))) as unknown as typeof fetch;
    expect(await fetchServerSyncSetup({ fetchImpl })).toEqual(expected);
    const raw = await (await routes.request('/config')).text();
    expect(raw).not.toContain('maple-porch');
  });
});

describe('the sync card before sync is on', () => {
  it('says how long an unopened copy is kept', () => {
    render(<SyncDevicesView {...devices} on={false} onTurnOn={vi.fn()} idleNote={idleRemovalText(180)} />);
    expect(screen.getByText(/opens Hearth for 180 days/)).toBeVisible();
  });

  it('asks for the family code when the server wants one', async () => {
    const onChange = vi.fn();
    render(<SyncDevicesView {...devices} on={false} onTurnOn={vi.fn()} codeField={{ value: '', onChange }} />);
    await userEvent.type(screen.getByLabelText('Family code'), 'm');
    expect(onChange).toHaveBeenCalledWith('m');
    expect(screen.getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  });

  it('on a closed server says so instead of offering a button that cannot work', () => {
    render(<SyncDevicesView {...devices} on={false} onTurnOn={vi.fn()} closed />);
    expect(screen.getByRole('status')).toHaveTextContent('This Hearth server takes no new families. Your moments stay on this device.');
    expect(screen.queryByRole('button', { name: 'Turn on sync' })).toBeNull();
  });
});

describe('the privacy policy on how long the server keeps a family copy', () => {
  it('says the default idle time the server really uses, and that the devices keep their copies', async () => {
    const { privacyFacts } = await import('@/lib/privacy-facts');
    const days = loadConfig({}).sync.idleSpaceDays;
    expect(privacyFacts.syncRetention).toContain(`${days} days`);
    expect(privacyFacts.syncRetention).toMatch(/your devices keep everything they hold/);
    const { PrivacyPolicyPage } = await import('@/features/pages/components/privacy-policy-page');
    const { MemoryRouter } = await import('react-router-dom');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PrivacyPolicyPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(privacyFacts.syncRetention)).toBeInTheDocument();
  });
});
