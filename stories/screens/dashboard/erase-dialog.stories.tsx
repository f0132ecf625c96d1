import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@/data/db';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { FIXED_NOW, completedTasks, dailyPosts, demoFamily, familyPreference } from '../../mocks/post-fixtures';
import { desktop, mobile, withFamilyFrame } from '../memories/memories-frame';
import { withDashboardServices } from './dashboard-story-helpers';

const meta = {
  title: 'Dashboard/EraseDialog',
  component: DashboardPage,
  decorators: [withDashboardServices, withFamilyFrame('Family Dashboard', demoFamily.familyName)],
  args: { now: FIXED_NOW },
  parameters: {
    route: '/family/dashboard',
    seed: { preferences: [familyPreference()], posts: dailyPosts(6), completedTasks: completedTasks(6) },
  },
  globals: desktop,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEraseDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByText('Day 6 of 45', {}, { timeout: 8000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Erase All Data' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Erase all family data?' }, { timeout: 5000 });
  const scoped = within(dialog);
  return { body, dialog: scoped, field: scoped.getByLabelText('Type delete to confirm'), confirm: scoped.getByRole('button', { name: 'Erase All Data' }) };
}

/** DB-10 (docs/product.md#erase): the field is empty and the erase button disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { field, confirm } = await openEraseDialog(canvasElement);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(confirm).toBeDisabled();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** DB-11 (docs/product.md#erase): 'Delete' is not 'delete': still disabled (and so is 'delete ' with a space). */
export const WrongText: Story = {
  play: async ({ canvasElement }) => {
    const { field, confirm } = await openEraseDialog(canvasElement);
    await userEvent.type(field, 'delete ');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Delete');
    await expect(confirm).toBeDisabled();
  },
};

/** DB-12 (docs/product.md#erase): exactly 'delete' enables the button. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const { field, confirm } = await openEraseDialog(canvasElement);
    await userEvent.type(field, 'delete');
    await expect(confirm).toBeEnabled();
  },
};

/** DB-13 (docs/product.md#erase): pressing Enter without the exact text shows what to type; nothing is erased. */
export const TypeDeleteAlert: Story = {
  parameters: { dashboardServices: { clearAllData: fn(async () => undefined) } },
  play: async ({ canvasElement, parameters }) => {
    const { field, dialog } = await openEraseDialog(canvasElement);
    await userEvent.type(field, 'Delete{Enter}');
    await expect(dialog.getByRole('alert')).toHaveTextContent("Please type 'delete' to confirm data erasure.");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect((parameters.dashboardServices as { clearAllData: ReturnType<typeof fn> }).clearAllData).not.toHaveBeenCalled();
  },
};

/** DB-14 (docs/product.md#erase): erased with the real clearAllData, the exact message, every store empty. Ends with the message open. */
export const Succeeded: Story = {
  parameters: { dashboardServices: { reloadApp: fn() } },
  play: async ({ canvasElement, parameters, step }) => {
    const reloadApp = (parameters.dashboardServices as { reloadApp: ReturnType<typeof fn> }).reloadApp;
    // What Hearth keeps in local storage (AI consent choices, model health) is erased too.
    localStorage.setItem('hearth.aiConsent', '{"timeTravel":{"choice":"granted","providers":[],"at":"2026-03-01T00:00:00Z"}}');
    localStorage.setItem('hearth.aiModelHealth', '{}');
    const { body, field, confirm } = await openEraseDialog(canvasElement);
    await step('Erase', async () => {
      await userEvent.type(field, 'delete');
      await userEvent.click(confirm);
      const alert = await body.findByRole('alertdialog', { name: 'Data erased' }, { timeout: 5000 });
      await expect(alert).toHaveAccessibleDescription('All family data has been erased successfully.');
    });
    await step('Every store and local storage are empty', async () => {
      await expect(await db.posts.count()).toBe(0);
      await expect(await db.completedTasks.count()).toBe(0);
      await expect(await db.preferences.count()).toBe(0);
      await expect(localStorage.length).toBe(0);
    });
    // Nothing remains elsewhere: no second line.
    await expect(body.queryByText(/still hold your family’s data/)).toBeNull();
    await expect(reloadApp).not.toHaveBeenCalled();
  },
};

/** XS-127: erased after a backup was exported: the second line says the backup files still hold the family's data. */
export const SucceededBackupRemains: Story = {
  parameters: {
    dashboardServices: { reloadApp: fn() },
    seed: {
      preferences: [familyPreference(), { key: 'lastBackupAt', value: '2026-03-10T09:00:00.000Z' }],
      posts: dailyPosts(6),
      completedTasks: completedTasks(6),
    },
  },
  play: async ({ canvasElement }) => {
    const { body, field, confirm } = await openEraseDialog(canvasElement);
    await userEvent.type(field, 'delete');
    await userEvent.click(confirm);
    const alert = within(await body.findByRole('alertdialog', { name: 'Data erased' }, { timeout: 5000 }));
    await expect(alert.getByText('All family data has been erased successfully.')).toBeVisible();
    await expect(alert.getByText(/Backup files you exported \(the last on March 10, 2026\) still hold your family’s data/)).toBeVisible();
    await expect(await db.preferences.count()).toBe(0);
  },
};

/** DB-14, then OK: the app reloads. */
export const SucceededOkReloads: Story = {
  ...Succeeded,
  tags: ['no-visual'],
  play: async (context) => {
    await Succeeded.play?.(context);
    const reloadApp = (context.parameters.dashboardServices as { reloadApp: ReturnType<typeof fn> }).reloadApp;
    await userEvent.click(within(context.canvasElement.ownerDocument.body).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reloadApp).toHaveBeenCalledTimes(1), { timeout: 5000 });
  },
};

/** DB-15 (docs/product.md#erase): erasing fails: the exact error message, and every record is still there. Ends with the message open. */
export const Failed: Story = {
  parameters: {
    dashboardServices: { reloadApp: fn(), clearAllData: () => Promise.reject(new Error('The transaction was aborted')) },
  },
  play: async ({ canvasElement }) => {
    const { body, field, confirm } = await openEraseDialog(canvasElement);
    await userEvent.type(field, 'delete');
    await userEvent.click(confirm);
    const alert = await body.findByRole('alertdialog', { name: 'Erase failed' }, { timeout: 5000 });
    await expect(alert).toHaveAccessibleDescription('Error erasing data. Please try again.');
    await expect(await db.posts.count()).toBe(6);
  },
};

/** DB-15, then OK: the message closes and nothing reloads. */
export const FailedOkClosesWithoutReload: Story = {
  ...Failed,
  tags: ['no-visual'],
  play: async (context) => {
    await Failed.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Erase failed' })).toBeNull());
    await expect((context.parameters.dashboardServices as { reloadApp: ReturnType<typeof fn> }).reloadApp).not.toHaveBeenCalled();
  },
};
