import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from './ActionButton';

describe('a write control the user may not use', () => {
  it('stays focusable, says it is unavailable and why, and does nothing when pressed', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <ActionButton type="submit" unavailable="You need the ADMIN permission." onClick={onClick}>Delete</ActionButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('You need the ADMIN permission.');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the description it has, and adds the reason to it', () => {
    render(
      <>
        <p id="why">Applies to production.</p>
        <ActionButton aria-describedby="why" unavailable="It needs 1 more approval (1 of 2).">Apply now</ActionButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveAccessibleDescription('Applies to production. It needs 1 more approval (1 of 2).');
  });

  it('is an ordinary button when the user may use it', () => {
    const onClick = vi.fn();
    render(<ActionButton onClick={onClick}>Delete</ActionButton>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-describedby');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
