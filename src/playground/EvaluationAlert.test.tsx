import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EvaluationAlert } from './EvaluationAlert';

const problem = (context: string, title = 'Frontend token not accepted', retryable = false) => ({
  context,
  title,
  message: `${title}.`,
  token: false,
  retryable,
});

describe('the alert by the form', () => {
  it('says a problem every context shares once, without naming contexts', () => {
    render(<EvaluationAlert problems={[problem('Context A'), problem('Context B')]} contextCount={2} onRetry={vi.fn()} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading')).toHaveTextContent(/^Frontend token not accepted$/);
  });

  it('names the context a problem belongs to when others are fine', () => {
    render(<EvaluationAlert problems={[problem('Context B', 'The service refused this context')]} contextCount={2} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Context B: The service refused this context');
  });

  it('offers a retry only when trying again may help', () => {
    const { rerender } = render(<EvaluationAlert problems={[problem('Context A')]} contextCount={1} onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<EvaluationAlert problems={[problem('Context A', 'Cannot reach the flag service', true)]} contextCount={1} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is absent without problems', () => {
    const { container } = render(<EvaluationAlert problems={[]} contextCount={1} onRetry={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
