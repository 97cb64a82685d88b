import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContextField } from '../../contract/contextFields';
import type { Constraint } from '../../contract/feature';
import { ConstraintEditor } from './ConstraintEditor';

const fields: ContextField[] = [
  { name: 'userId', legalValues: [] },
  { name: 'plan', legalValues: [{ value: 'free' }, { value: 'pro', description: 'Paying' }] },
];

/** The editor as its callers hold it: the list in their state, every change shown back. */
function renderEditor(initial: Constraint[] = []) {
  const seen: Constraint[][] = [];
  function Holder() {
    const [constraints, setConstraints] = useState(initial);
    return (
      <form onSubmit={(event) => event.preventDefault()}>
        <ConstraintEditor constraints={constraints} contextFields={fields} onChange={(next) => { seen.push(next); setConstraints(next); }} />
        <button type="submit">Save</button>
      </form>
    );
  }
  render(<Holder />);
  return { latest: () => seen.at(-1) };
}

describe('the constraint editor', () => {
  it('adds values typed one at a time (Enter, commas, leaving the field), each once', async () => {
    const { latest } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Add constraint' }));
    const input = screen.getByLabelText(/^Values to add/);
    await userEvent.type(input, 'alice{Enter}bob, carol{Enter}alice{Enter}');
    expect(screen.getByText(/^3 values\./)).toHaveTextContent('3 values. Nothing added; 1 was listed already.');
    await userEvent.type(input, 'dave');
    await userEvent.tab();
    expect(latest()).toEqual([{ contextName: 'userId', operator: 'IN', values: ['alice', 'bob', 'carol', 'dave'], inverted: false, caseInsensitive: false }]);
    expect(within(screen.getByRole('list', { name: 'Values of constraint 1' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4']);
  });

  it('removes values by keyboard, keeping focus in the list, and goes back to the input when the last goes', async () => {
    const { latest } = renderEditor([{ contextName: 'userId', operator: 'IN', values: ['a', 'b', 'c'] }]);
    screen.getByRole('button', { name: 'Remove a' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Remove b' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: 'Remove c' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Home}{Enter}');
    expect(latest()?.[0]?.values).toEqual([]);
    expect(screen.getByLabelText(/^Values to add/)).toHaveFocus();
  });

  it('offers a field\'s legal values to tick, and the input an operator reads, keeping what was typed', async () => {
    const { latest } = renderEditor([{ contextName: 'userId', operator: 'IN', values: ['7'] }]);
    await userEvent.selectOptions(screen.getByLabelText('Operator'), 'NUM_GT');
    expect(screen.getByLabelText('Value')).toHaveValue('7');
    expect(screen.getByLabelText('Value')).toHaveAccessibleDescription('A decimal number, such as 10 or 2.5');
    expect(screen.queryByLabelText('Ignore case')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Operator'), 'IN');
    await userEvent.selectOptions(screen.getByLabelText('Context field'), 'plan');
    const choices = screen.getByRole('group', { name: 'Values' });
    expect(within(choices).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['free', 'pro — Paying', '7 — not a legal value of this field']);
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'free' }));
    expect(latest()?.[0]).toMatchObject({ contextName: 'plan', operator: 'IN', values: ['7', 'free'] });
  });

  it('keeps a constraint on a field or with an operator it does not offer', () => {
    renderEditor([{ contextName: 'tenant', operator: 'IN_CIDR', values: ['10.0.0.0/8'] }]);
    expect(screen.getByLabelText('Context field')).toHaveValue('tenant');
    expect(screen.getByLabelText('Operator')).toHaveValue('IN_CIDR');
  });
});
