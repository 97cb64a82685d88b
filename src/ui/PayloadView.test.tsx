import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayloadView } from './PayloadView';

describe('PayloadView', () => {
  it('pretty-prints a JSON payload', () => {
    const { container } = render(<PayloadView payload={{ type: 'json', value: '{"color":"blue","size":2}' }} />);
    expect(container.querySelector('pre')?.textContent).toBe('{\n  "color": "blue",\n  "size": 2\n}');
  });

  it('shows invalid JSON as sent, and says so', () => {
    render(<PayloadView payload={{ type: 'json', value: '{oops' }} />);
    expect(screen.getByText(/not valid JSON/)).toBeInTheDocument();
    expect(screen.getByText('{oops')).toBeInTheDocument();
  });

  it('shows a CSV payload as a table with its first line as the header', () => {
    render(<PayloadView payload={{ type: 'csv', value: 'country,limit\nNO,5\nSE,7' }} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['country', 'limit']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'SE' })).toBeInTheDocument();
  });

  it('shows strings and numbers as they are, with their type', () => {
    render(<PayloadView payload={{ type: 'number', value: '42' }} />);
    expect(screen.getByText('Number')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
  });
});

describe('PayloadView folding and copying', () => {
  it('shows short JSON unfolded and starts long JSON folded, saying how long it is', () => {
    const { container, rerender } = render(<PayloadView payload={{ type: 'json', value: '{"a":1}' }} />);
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('3 lines')).toBeInTheDocument();
    const long = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])));
    rerender(<PayloadView payload={{ type: 'json', value: long }} />);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
  });

  it('starts a long string folded, saying how long it is, and shows it as text when opened', () => {
    const long = `<script>alert(1)</script>${'p'.repeat(4000)}`;
    const { container } = render(<PayloadView payload={{ type: 'string', value: long }} />);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.getByText('4,025 characters')).toBeInTheDocument();
    expect(container.querySelector('code')?.textContent).toBe(long);
    expect(container.querySelector('script')).toBeNull();
  });

  it('offers a copy button named after whose payload it is, only when told', () => {
    const { rerender } = render(<PayloadView payload={{ type: 'string', value: 'compact' }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<PayloadView owner="new-navigation" payload={{ type: 'string', value: 'compact' }} />);
    expect(screen.getByRole('button', { name: 'Copy payload of new-navigation' })).toBeInTheDocument();
  });
});
