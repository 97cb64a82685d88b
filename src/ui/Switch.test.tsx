import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, with its state in aria-checked', () => {
    render(<Switch checked label="checkout in production" onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'checkout in production' })).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles from the keyboard', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch checked={false} label="beta in development" onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('while pending, says it is busy, ignores presses and keeps focus', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch checked label="beta in development" pending onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch');
    expect(control).toHaveAttribute('aria-busy', 'true');
    expect(control).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(control).toHaveFocus();
    await userEvent.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
