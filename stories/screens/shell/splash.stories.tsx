import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// The same markup index.html shows before React starts (LS-03).
function Splash() {
  return (
    <div className="hearth-splash" role="status" aria-live="polite">
      <span className="hearth-splash-mark" aria-hidden="true">
        🔥
      </span>
      <span>Hearth is warming up…</span>
    </div>
  );
}

const meta = {
  title: 'Shell/Splash',
  component: Splash,
  parameters: { layout: 'fullscreen', router: false },
} satisfies Meta<typeof Splash>;
export default meta;

/** LS-03 (docs/product.md#splash): App start, Splash. */
export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hearth is warming up…');
  },
};
