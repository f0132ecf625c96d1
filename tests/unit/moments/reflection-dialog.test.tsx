import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { getReflections } from '@/data/moments';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { ReflectionDialog } from '@/features/moments/components/reflection-dialog';
import { stoppedClock } from '@/lib/clock';
import { renderWithProviders } from '../render';
import { twoMembers } from './render';

const DATE = '2025-06-15';
const evening = stoppedClock(new Date(2025, 5, 15, 19));

function Harness({ onContinueToFeed }: { onContinueToFeed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reflect
      </button>
      <ReflectionDialog
        open={open}
        onOpenChange={setOpen}
        family={twoMembers}
        date={DATE}
        task={fallbackChallenge}
        memberName="Asha"
        onContinueToFeed={onContinueToFeed}
      />
    </>
  );
}

describe('ReflectionDialog', () => {
  it('pause -> reflect with defaults, validation messages, Back, save -> complete', async () => {
    const user = userEvent.setup();
    const onContinueToFeed = vi.fn();
    renderWithProviders(<Harness onContinueToFeed={onContinueToFeed} />, { services: { clock: evening } });

    let dialog = await screen.findByRole('dialog', { name: 'Pause and reflect together' });
    expect(within(dialog).getByRole('button', { name: 'Maybe later' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Take a moment' }));

    dialog = await screen.findByRole('dialog', { name: 'How did it go?' });
    const view = within(dialog);
    expect(view.getByRole('radio', { name: /Good/ })).toHaveAttribute('aria-checked', 'true');
    for (const name of [/Amazing/, /Okay/, /Challenging/]) expect(view.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'false');
    expect(view.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true');
    expect(view.getByText('0/200')).toBeInTheDocument();
    expect(view.getByText('0/150')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Save Reflection' }));
    expect(view.getByText('Family response is required')).toBeInTheDocument();

    const response = view.getByRole('textbox', { name: /Family response/ });
    await user.click(response);
    await user.paste('b'.repeat(201));
    expect(view.getByText('Family response must be less than 200 characters')).toBeInTheDocument();
    expect(view.getByText('201/200')).toBeInTheDocument();
    await user.clear(response);
    await user.type(response, 'what crap');
    expect(view.getByText('Please keep your content family-friendly')).toBeInTheDocument();
    await user.clear(response);
    await user.type(response, 'Everyone was sunny');
    expect(view.getByText('18/200')).toBeInTheDocument();

    const surprises = view.getByRole('textbox', { name: /Surprises/ });
    await user.click(surprises);
    await user.paste('c'.repeat(151));
    expect(view.getByText('Surprises must be less than 150 characters')).toBeInTheDocument();
    await user.clear(surprises);
    await user.type(surprises, 'Leo forecast snow');
    await user.click(view.getByRole('radio', { name: /Amazing/ }));
    await user.click(view.getByRole('radio', { name: 'No' }));

    // Back returns to pause and keeps what was typed.
    await user.click(view.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Pause and reflect together' });
    await user.click(within(dialog).getByRole('button', { name: 'Take a moment' }));
    dialog = await screen.findByRole('dialog', { name: 'How did it go?' });
    expect(within(dialog).getByRole('textbox', { name: /Family response/ })).toHaveValue('Everyone was sunny');
    await user.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));

    dialog = await screen.findByRole('dialog', { name: 'Thank you for reflecting together!' });
    const [saved] = await getReflections(twoMembers.familyId, DATE);
    expect(saved).toMatchObject({
      taskId: 'family-weather-report',
      taskTitle: 'Family weather report',
      memberName: 'Asha',
      reflection: { howItWent: 'amazing', familyResponse: 'Everyone was sunny', discoveries: 'Leo forecast snow', wouldDoAgain: false },
      createdAt: new Date(2025, 5, 15, 19).toISOString(),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Family Feed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onContinueToFeed).toHaveBeenCalledTimes(1);
  }, 40_000);

  it('closing resets the form to the pause step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onContinueToFeed={() => undefined} />, { services: { clock: evening } });
    await user.click(await screen.findByRole('button', { name: 'Take a moment' }));
    await user.type(await screen.findByRole('textbox', { name: /Family response/ }), 'Half typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reflect' }));
    await user.click(await screen.findByRole('button', { name: 'Take a moment' }));
    expect(await screen.findByRole('textbox', { name: /Family response/ })).toHaveValue('');
    expect(await getReflections(twoMembers.familyId, DATE)).toEqual([]);
  });

  it('keeps the reflection typed when it cannot be saved', async () => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.preferences.hook('creating', fail);
    const user = userEvent.setup();
    try {
      renderWithProviders(<Harness onContinueToFeed={() => undefined} />, { services: { clock: evening } });
      await user.click(await screen.findByRole('button', { name: 'Take a moment' }));
      await user.type(await screen.findByRole('textbox', { name: /Family response/ }), 'We loved it');
      await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
      expect(await screen.findByText(/^Your reflection could not be saved: this device is out of storage space\./)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Family response/ })).toHaveValue('We loved it');
    } finally {
      db.preferences.hook('creating').unsubscribe(fail);
    }
  });
});
