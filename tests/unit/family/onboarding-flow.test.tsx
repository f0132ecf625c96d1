import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/data/db';
import { getFamilyData } from '@/data/preferences';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMessages } from '@/features/family/model/messages';
import { memberNameMessages } from '@/lib/validation/member-name';
import { makePost } from '../data/helpers';
import { renderWithProviders } from '../render';
import { received, testFamily, testMember, useFamilyTestSetup } from './test-utils';

useFamilyTestSetup();

// Whole flows typed key by key: generous on two shared cores.
vi.setConfig({ testTimeout: 30_000 });

function renderFlow(props: Parameters<typeof OnboardingFlow>[0], reload: () => void = () => undefined) {
  return renderWithProviders(<OnboardingFlow {...props} />, { services: { reload }, route: false });
}

describe('OnboardingFlow', () => {
  it('takes a new family from its name to Start Family Journey', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ family: null });

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Family name'), '   ');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Family name'), 'The Okafors');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    const start = await screen.findByRole('button', { name: 'Start Family Journey' });
    expect(start).toBeDisabled();
    // The name is saved at once, without members, so the family resumes here after leaving.
    const named = await getFamilyData();
    expect(named).toMatchObject({ familyName: 'The Okafors', members: [] });
    expect(named?.familyId).toMatch(/^family_\d+_[0-9a-z]{8}$/);

    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.click(screen.getByRole('button', { name: 'Next: choose a colour' }));
    expect(screen.getByText(memberNameMessages.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Member name'), '  zoë   okafor ');
    await user.click(screen.getByRole('button', { name: 'Next: choose a colour' }));

    const colours = screen.getByRole('radiogroup', { name: "Zoë Okafor's colour" });
    expect(within(colours).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Orange',
      'Teal',
      'Blue',
      'Mint',
      'Yellow',
      'Plum',
      'Seafoam',
      'Gold',
    ]);
    expect(within(colours).getByRole('radio', { name: 'Orange' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Plum' }));
    await user.click(screen.getByRole('button', { name: 'Add Zoë Okafor' }));

    expect(await screen.findByText('Zoë Okafor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Family Journey' }));

    await waitFor(async () => expect((await getFamilyData())?.members).toHaveLength(1));
    const saved = await getFamilyData();
    expect(saved?.familyId).toBe(named?.familyId);
    expect(saved?.members[0]).toMatchObject({ name: 'Zoë Okafor', color: '#a855f7', initials: 'ZO', emoji: '👤' });
    expect(saved?.members[0]?.id).toMatch(/^member_\d+_[0-9a-z]{8}$/);
    await waitFor(() =>
      expect(received.at(-1)).toEqual({
        familyId: saved?.familyId,
        familyName: 'The Okafors',
        members: [{ id: saved?.members[0]?.id, name: 'Zoë Okafor' }],
      }),
    );
  });

  it('lets a member be removed before starting, and checks duplicates against the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ family: testFamily([]) });
    for (const name of ['Asha', 'Ben']) {
      await user.click(screen.getByRole('button', { name: 'Add a family member' }));
      await user.type(screen.getByLabelText('Member name'), name);
      await user.click(screen.getByRole('button', { name: 'Next: choose a colour' }));
      await user.click(screen.getByRole('button', { name: `Add ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Member name'), 'ASHA');
    expect(screen.getByText(memberNameMessages.duplicate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to family list' }));

    await user.click(screen.getByRole('button', { name: 'Remove Asha' }));
    const list = screen.getByRole('list', { name: 'Family members' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Ben')]);
  });

  it('resumes at the members step when a family name is saved without members', () => {
    renderFlow({ family: testFamily([]) });
    expect(screen.getByRole('heading', { name: "Who's in your family?" })).toBeInTheDocument();
    expect(screen.getByText('The Okafors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Family Journey' })).toBeDisabled();
  });

  it('shows the failure alert for a file that is not a Hearth backup and changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await db.posts.add(makePost({ id: 'p1', userId: 'member_1' }));
    const reload = vi.fn();
    renderFlow({ family: null }, reload);
    const file = new File(['{"appName":"SomethingElse","data":{}}'], 'backup.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Hearth backup file'), file);

    // The backup code and the alert load on demand: allow for a busy machine.
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(familyMessages.importFailed);
    // The busy dialog before it may still be closing: the alert takes clicks once it is the top layer.
    await waitFor(() => expect(getComputedStyle(alert).pointerEvents).not.toBe('none'));
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(await db.posts.count()).toBe(1);
    expect(await getFamilyData()).toBeNull();
  });

  it('restores a valid backup, shows the success alert, and reloads after OK', async () => {
    const user = userEvent.setup({ delay: null });
    const reload = vi.fn();
    renderFlow({ family: null }, reload);
    const family = testFamily([testMember('member_1', 'Siobhán', 'SI')]);
    const backup = { exportDate: '2025-01-01T00:00:00.000Z', version: '1.0', appName: 'Hearth', data: { posts: [], tasks: [], preferences: [{ key: 'familyData', value: family }] } };
    await user.upload(screen.getByLabelText('Hearth backup file'), new File([JSON.stringify(backup)], 'Hearth-backup-2025-01-01.txt'));

    // The backup code and the alert load on demand: allow for a busy machine.
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(familyMessages.importSucceeded);
    expect(reload).not.toHaveBeenCalled();
    expect(await getFamilyData()).toEqual(family);
    // The busy dialog before it may still be closing: the alert takes clicks once it is the top layer.
    await waitFor(() => expect(getComputedStyle(alert).pointerEvents).not.toBe('none'));
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
