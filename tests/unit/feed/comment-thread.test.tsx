import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@/data/types';
import { CommentThread, type CommentThreadProps } from '@/features/feed/components/comment-thread';
import { FIXED_NOW, demoMembers, memberAt, minutesAgo } from '../../../stories/mocks/post-fixtures';

// The thread's own behaviour (the data layer's rules are in tests/unit/data/reactions.test.ts).
const [asha, ravi] = [memberAt(0), memberAt(1)];
const comment = (i: number, memberId: string, text: string): Comment => ({ id: `c${i}`, postId: 'p', memberId, text, timestamp: minutesAgo(FIXED_NOW, 60 - i) });
const THREAD = [comment(1, ravi.id, 'First from Ravi'), comment(2, asha.id, 'Asha says hi')];

function renderThread(overrides: Partial<CommentThreadProps> = {}) {
  const props: CommentThreadProps = {
    comments: THREAD,
    members: demoMembers,
    actingMemberId: asha.id,
    onPickMember: vi.fn(),
    now: FIXED_NOW,
    onAdd: vi.fn(async () => undefined),
    onEdit: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    ...overrides,
  };
  render(<CommentThread {...props} />);
  return props;
}

const items = () => screen.getAllByRole('listitem').map((li) => li.textContent ?? '');

describe('CommentThread', { timeout: 20_000 }, () => {
  it('offers Edit and Delete only on the acting member’s own comments', () => {
    renderThread();
    const [ravis, ashas] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ravis).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(ashas).getByRole('button', { name: 'Edit your comment' })).toBeInTheDocument();
    expect(within(ashas).getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
  });

  it('edits the author’s comment in place and closes the editor once saved', async () => {
    const user = userEvent.setup();
    const props = renderThread();
    await user.click(screen.getByRole('button', { name: 'Edit your comment' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Asha says hi');
    await user.clear(box);
    await user.type(box, 'Asha says hello 👋');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onEdit).toHaveBeenCalledWith('c2', 'Asha says hello 👋');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).toBeNull());
  });

  it('asks before deleting: Cancel keeps the comment, Delete comment removes it', async () => {
    const user = userEvent.setup();
    const props = renderThread();
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    expect(props.onDelete).toHaveBeenCalledWith('c2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open with the storage message when the delete fails', async () => {
    const user = userEvent.setup();
    renderThread({ onDelete: vi.fn(async () => Promise.reject(new Error('This device is out of storage space.'))) });
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('This device is out of storage space.')).toBeInTheDocument();
  });

  it('shows the newest two of a long thread, oldest first, and all of them after "Show all"', async () => {
    const user = userEvent.setup();
    const long = [1, 2, 3, 4, 5].map((i) => comment(i, ravi.id, `Comment number ${i}`));
    renderThread({ comments: long });
    expect(items().map((t) => /Comment number \d/.exec(t)?.[0])).toEqual(['Comment number 4', 'Comment number 5']);
    await user.click(screen.getByRole('button', { name: 'Show all 5 comments' }));
    expect(items()).toHaveLength(5);
    expect(items()[0]).toContain('Comment number 1');
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('asks who is commenting when no member is acting, and names a removed member “Family member”', () => {
    renderThread({ actingMemberId: null, comments: [comment(1, 'member_gone', 'I was here')] });
    expect(screen.getByText('Who is commenting?')).toBeInTheDocument();
    expect(screen.getByText('Family member')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
