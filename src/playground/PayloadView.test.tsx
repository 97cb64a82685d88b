import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayloadView } from './PayloadView';

describe('a payload shown by its type', () => {
  it('JSON is pretty-printed, in a section that can be folded', () => {
    const { container } = render(<PayloadView owner="f" payload={{ type: 'json', value: '{"a":1,"b":[true]}' }} />);
    expect(container.querySelector('pre')?.textContent).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('JSON, 6 lines')).toBeInTheDocument();
  });

  it('long JSON starts folded', () => {
    const value = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])));
    const { container } = render(<PayloadView owner="f" payload={{ type: 'json', value }} />);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
  });

  it('JSON that does not parse is shown as it is', () => {
    const { container } = render(<PayloadView owner="f" payload={{ type: 'json', value: '{oops' }} />);
    expect(container.querySelector('pre')?.textContent).toBe('{oops');
  });

  it('CSV is a table with its first row as header', () => {
    render(<PayloadView owner="f" payload={{ type: 'csv', value: 'plan,limit\npro,100' }} />);
    expect(screen.getByRole('columnheader', { name: 'limit' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '100' })).toBeInTheDocument();
  });

  it('a number and a string are shown as they are, with a copy button named after the flag', () => {
    render(<PayloadView owner="fraud-score" payload={{ type: 'number', value: '70' }} />);
    expect(screen.getByText('70')).toHaveClass('payload-number');
    expect(screen.getByRole('button', { name: 'Copy payload of fraud-score' })).toBeInTheDocument();
  });
});
