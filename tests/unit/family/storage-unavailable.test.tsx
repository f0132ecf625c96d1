// A browser that cannot store data is told so, never that moments are still saved.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FamilyLoadError } from '@/features/family/components/family-status';

describe('FamilyLoadError', () => {
  it('says plainly that this browser cannot store Hearth data when IndexedDB is missing', () => {
    render(<FamilyLoadError onRetry={() => undefined} error={{ name: 'MissingAPIError', message: 'IndexedDB API missing' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent("This browser cannot store Hearth's data");
    expect(screen.getByRole('alert')).toHaveTextContent('Open Hearth in a regular window or another browser.');
    expect(screen.queryByText(/still saved on this device/)).not.toBeInTheDocument();
  });

  it('keeps the load-failure message for any other error', () => {
    render(<FamilyLoadError onRetry={() => undefined} error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load family data');
  });
});
