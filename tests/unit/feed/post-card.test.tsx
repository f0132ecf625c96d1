import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostCard } from '@/features/feed/components/post-card';
import { FIXED_NOW, demoPhotos, makePost, memberAt, minutesAgo } from '../../../stories/mocks/post-fixtures';

describe('PostCard', { timeout: 20_000 }, () => {
  it('shows a stored post that lacks its sharer and words (changed from outside the app) instead of failing', () => {
    const odd = { ...makePost({ id: 'odd', content: 'x', timestamp: minutesAgo(FIXED_NOW, 3) }), userName: undefined, content: undefined };
    render(<PostCard now={FIXED_NOW} post={odd as unknown as Parameters<typeof PostCard>[0]['post']} />);
    const card = within(screen.getByRole('article', { name: 'Family member' }));
    expect(card.getByText('3m ago')).toBeInTheDocument();
  });

  it('shows who, when, what, and the task it came from', () => {
    render(
      <PostCard
        now={FIXED_NOW}
        post={makePost(
          { id: 'p', content: 'Rainbow day', timestamp: minutesAgo(FIXED_NOW, 3), taskTitle: 'Family weather report', taskEmoji: '🌦️' },
          memberAt(1),
        )}
      />,
    );
    const card = within(screen.getByRole('article', { name: 'Ravi Kumar' }));
    expect(card.getByText('Rainbow day')).toBeInTheDocument();
    expect(card.getByText('3m ago')).toBeInTheDocument();
    expect(card.getByText('Family weather report')).toBeInTheDocument();
    expect(card.getByText('RK')).toBeInTheDocument();
  });

  it('shows 4 of 5 photos with +1 and steps to the fifth in the viewer; Escape closes', async () => {
    const user = userEvent.setup();
    render(<PostCard now={FIXED_NOW} post={makePost({ id: 'p', type: 'photo', imageUrls: demoPhotos(5) })} />);
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);
    expect(screen.getByText('+1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open photo 4 of 5 full screen, 1 more' }));
    const viewer = within(await screen.findByRole('dialog'));
    await user.click(viewer.getByRole('button', { name: 'Next photo' }));
    expect(viewer.getByText('5 / 5')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the moment’s responses under the full-screen photo: their clicks and typed arrows keep the photo open', async () => {
    const user = userEvent.setup();
    const onReact = vi.fn();
    const responses = (
      <div>
        <button type="button" onClick={onReact}>
          React with heart, 0 reactions
        </button>
        <label>
          Your comment <textarea />
        </label>
      </div>
    );
    render(<PostCard now={FIXED_NOW} post={makePost({ id: 'p', type: 'photo', imageUrls: demoPhotos(3) })} viewerResponses={responses} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    const viewer = within(await screen.findByRole('dialog'));
    await user.click(viewer.getByRole('button', { name: 'React with heart, 0 reactions' }));
    expect(onReact).toHaveBeenCalledOnce();
    await user.click(viewer.getByRole('textbox', { name: 'Your comment' }));
    await user.keyboard('Hi{ArrowLeft}');
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(viewer.getByRole('button', { name: 'Next photo' }));
    expect(viewer.getByText('2 / 3')).toBeInTheDocument();
    // Escape while writing leaves the box (the words stay); the next Escape closes the photo.
    await user.click(viewer.getByRole('textbox', { name: 'Your comment' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(viewer.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Hi');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("never loads an image that is not a data URL and says 'Invalid image data'", () => {
    render(<PostCard now={FIXED_NOW} post={makePost({ id: 'p', type: 'photo', imageUrls: ['https://example.org/x.jpg'] })} />);
    expect(screen.getByText('Invalid image data')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to load image' when a photo does not decode", async () => {
    render(<PostCard now={FIXED_NOW} post={makePost({ id: 'p', type: 'photo', imageUrls: ['data:image/jpeg;base64,AAAA'] })} />);
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeNull());
    // Re-mounted outside the button: it errors once more and then shows the message.
    fireEvent.error(screen.getByRole('img'));
    expect(await screen.findByText('Failed to load image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
  });

  it('shows the mood emoji and the gratitude note', () => {
    render(
      <>
        <PostCard now={FIXED_NOW} post={makePost({ id: 'm', type: 'mood', mood: '🤩', content: '' }, memberAt(2))} />
        <PostCard now={FIXED_NOW} post={makePost({ id: 'g', type: 'gratitude', content: 'Warm soup' }, memberAt(3))} />
      </>,
    );
    expect(within(screen.getByRole('article', { name: 'Mia' })).getByText('🤩')).toBeInTheDocument();
    const gratitude = within(screen.getByRole('article', { name: 'Leo' }));
    expect(gratitude.getByText('Grateful for')).toBeInTheDocument();
    expect(gratitude.getByText('Warm soup')).toBeInTheDocument();
  });
});
