import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount } from './count-badge';

describe('count badge', () => {
  it('shows the count up to 99', () => {
    render(<CountBadge count={99} />);
    expect(screen.getByText('99')).toBeTruthy();
  });

  it('caps at "99+" from 100 on', () => {
    render(<CountBadge count={100} />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.queryByText('100')).toBeNull();
  });

  it('shows nothing for an empty cart', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('formats counts for accessible names the same way', () => {
    expect([0, 1, 99, 100, 1500].map(formatBadgeCount)).toEqual([null, '1', '99', '99+', '99+']);
  });
});
