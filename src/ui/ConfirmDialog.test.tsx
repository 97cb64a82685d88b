import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with a title and description, and starts on the safe choice', () => {
    render(<ConfirmDialog open onOpenChange={() => {}} title="Turn off beta?" description="It stops for everyone." onConfirm={() => {}} confirmLabel="Turn off" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Turn off beta?' });
    expect(dialog).toHaveAccessibleDescription('It stops for everyone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('starts on the safe choice even when a checkbox comes first, so a reflex press changes nothing', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog open onOpenChange={onOpenChange} title="Turn off beta?" description="…" onConfirm={onConfirm} confirmLabel="Turn off">
        <label><input type="checkbox" /> Don't ask again</label>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onOpenChange={() => {}} title="Sure?" description="…" onConfirm={onConfirm} confirmLabel="Yes" />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Sure?" description="…" onConfirm={() => {}} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('without onConfirm only informs, with a Close button', () => {
    render(<ConfirmDialog open onOpenChange={() => {}} title="Not possible" description="Because." />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  it('gives focus back to what opened it when it closes', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Open</button>
          {open && <ConfirmDialog open onOpenChange={setOpen} title="Sure?" description="…" onConfirm={() => setOpen(false)} />}
        </>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
