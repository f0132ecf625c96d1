import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActivitiesHubPage } from '@/features/activities/components/activities-hub-page';
import { ArtGuide } from '@/features/art-guide/components/art-guide';
import { artActivities, artActivityById } from '@/features/art-guide/data/art-activities';
import { demoFamily, familyPreference } from '../../mocks/post-fixtures';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from './family-frame';

// The art guide as the family sees it: inside the hub ("cards open the
// sub-activities in place"), addressed by the hub's search parameters.
const meta = {
  title: 'Activities/ArtGuide',
  component: ActivitiesHubPage,
  decorators: [withFamilyFrame],
  args: { ArtGuide },
  parameters: {
    route: '/family/activities?activity=art',
    seed: { preferences: [familyPreference()] },
    frame: { title: 'Family Activities', back: '/family', familyName: demoFamily.familyName },
  },
} satisfies Meta<typeof ActivitiesHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('the seven activities with time and ages', async () => {
    await expect(await canvas.findByRole('heading', { name: 'Collaborative Art', level: 2 }, LOAD)).toBeVisible();
    const items = canvas.getAllByTestId('art-activity');
    await expect(items).toHaveLength(7);
    for (const [index, activity] of artActivities.entries()) {
      const item = items[index] as HTMLElement;
      await expect(within(item).getByRole('link', { name: activity.title })).toHaveAttribute(
        'href',
        `/family/activities?activity=art&art=${activity.id}`,
      );
      await expect(item).toHaveTextContent(activity.timeNeeded);
      await expect(item).toHaveTextContent(`Ages ${activity.ageRange}`);
      await expect(item).toHaveTextContent(activity.icon);
    }
  });
  await step('a breadcrumb back to the hub', async () => {
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Family Activities' })).toHaveAttribute('href', '/family/activities');
  });
};

/** AH-04 (docs/product.md#art-guide): the seven collaborative art activities. */
export const List: Story = { globals: desktop, play: listPlay };
export const ListMobile: Story = { globals: mobile, play: listPlay };

const symphony = artActivityById('emotion-symphony')!;

const detailPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('every part of the activity', async () => {
    await expect(await canvas.findByRole('heading', { name: 'Emotion Symphony', level: 2 }, LOAD)).toBeVisible();
    await expect(canvas.getByText(symphony.description)).toBeVisible();
    await expect(canvas.getByText('30 minutes')).toBeVisible();
    await expect(canvas.getByText('Ages 5+')).toBeVisible();
    for (const heading of ['What you need', 'Step by step', 'Why it works', 'Communication skills', 'Tips']) {
      await expect(canvas.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    }
    for (const material of symphony.materials) await expect(canvas.getByText(material)).toBeVisible();
    const steps = within(canvas.getByTestId('art-steps')).getAllByRole('listitem');
    await expect(steps).toHaveLength(symphony.instructions.length);
    for (const [index, instruction] of symphony.instructions.entries()) {
      await expect(steps[index]).toHaveTextContent(`${index + 1}${instruction}`);
    }
    await expect(canvas.getByText(symphony.whyItWorks)).toBeVisible();
    for (const skill of symphony.communicationSkills) await expect(canvas.getByText(skill)).toBeVisible();
    for (const tip of symphony.tips) await expect(canvas.getByText(tip)).toBeVisible();
  });
  await expect(canvas.getByRole('link', { name: 'Back to Activities' })).toHaveAttribute('href', '/family/activities?activity=art');
};

/** AH-05 (docs/product.md#art-guide): one activity in detail, with 'Back to Activities'. */
export const Detail: Story = {
  globals: desktop,
  parameters: { route: '/family/activities?activity=art&art=emotion-symphony' },
  play: detailPlay,
};
export const DetailMobile: Story = {
  globals: mobile,
  parameters: { route: '/family/activities?activity=art&art=emotion-symphony' },
  play: detailPlay,
};

/** 'Back to Activities' returns to the list, in place. */
export const BackToActivities: Story = {
  globals: desktop,
  parameters: { route: '/family/activities?activity=art&art=emotion-symphony' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Activities' }, LOAD));
    const heading = await canvas.findByRole('heading', { name: 'Collaborative Art', level: 2 }, LOAD);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getAllByTestId('art-activity')).toHaveLength(7);
  },
};

/** From the list, an activity opens in place. */
export const OpenFromList: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Family Values Sculpture' }, LOAD));
    const heading = await canvas.findByRole('heading', { name: 'Family Values Sculpture', level: 2 }, LOAD);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('90 minutes')).toBeVisible();
    await expect(canvas.getByText('Ages 7+')).toBeVisible();
  },
};
