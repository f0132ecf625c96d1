import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AiErrorDialog } from '@/features/ai-tools/components/ai-error-dialog';

describe('AiErrorDialog', () => {
  it.each(['timeTravel', 'coDrawing', 'festival'] as const)('%s: friendly text and Got it! closes', async (context) => {
    const onOpenChange = vi.fn();
    render(<AiErrorDialog open onOpenChange={onOpenChange} context={context} error={{ code: 'QUOTA_EXCEEDED', status: 429 }} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/wait a minute and try again/i);
    expect(screen.queryByText('Demo Mode')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the support address for INVALID_API_KEY', () => {
    render(<AiErrorDialog open onOpenChange={() => {}} context="timeTravel" error={{ code: 'INVALID_API_KEY', status: 401 }} supportEmail="help@example.org" />);
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(screen.getByRole('button', { name: 'Got it!' })).toHaveFocus();
  });

  it('shows the Demo Mode label and the festival text', () => {
    render(
      <AiErrorDialog
        open
        onOpenChange={() => {}}
        context="festival"
        error={{ code: 'SERVICE_UNAVAILABLE', status: 503, demoMode: true, message: 'Demo mode: no AI provider is configured' }}
      />,
    );
    expect(screen.getByText('Demo Mode')).toBeInTheDocument();
    expect(screen.getByText('AI service error: 503')).toBeInTheDocument();
  });

  it('renders nothing without an error', () => {
    render(<AiErrorDialog open onOpenChange={() => {}} context="festival" error={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
