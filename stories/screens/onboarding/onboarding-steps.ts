// Play-function steps shared by the onboarding stories: they drive the real flow as a person would.
import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** From the members list: open the add-name step. */
export async function openAddName(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add a family member' }));
  await expect(await canvas.findByLabelText('Member name')).toBeVisible();
}

/** From the members list: add a member through the name and colour steps. */
export async function addMember(canvas: Canvas, name: string, displayName: string, colour?: string) {
  await openAddName(canvas);
  await userEvent.type(canvas.getByLabelText('Member name'), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Next: choose a colour' }));
  if (colour) await userEvent.click(await canvas.findByRole('radio', { name: colour }));
  await userEvent.click(await canvas.findByRole('button', { name: `Add ${displayName}` }));
  await expect(await canvas.findByRole('heading', { name: "Who's in your family?" })).toBeVisible();
}

/** The visible text of each member row, in order. */
export function memberRows(canvas: Canvas): string[] {
  const list = canvas.queryByRole('list', { name: 'Family members' });
  return list ? within(list).getAllByRole('listitem').map((li) => li.textContent ?? '') : [];
}
