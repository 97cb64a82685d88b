import { useId } from 'react';
import { useUnavailable } from '../ui/useUnavailable';

/** Unleash takes 1 to 10 approvals. */
const counts = Array.from({ length: 10 }, (_, index) => index + 1);

interface ApprovalsSelectProps {
  environment: string;
  value: number;
  onChange: (value: number) => void;
  unavailable?: string | undefined;
  pending?: boolean;
}

/** How many approvals a change request in the environment needs before it can be applied. */
export function ApprovalsSelect({ environment, value, onChange, unavailable, pending = false }: ApprovalsSelectProps) {
  const id = useId();
  const { props, tip } = useUnavailable(unavailable);
  return (
    <span className="approvals-select">
      <label htmlFor={id}>Approvals needed in {environment}</label>{' '}
      <select id={id} value={value} aria-busy={pending || undefined} onChange={(event) => !unavailable && onChange(Number(event.target.value))} {...props}>
        {counts.map((count) => <option key={count} value={count}>{count}</option>)}
      </select>
      {tip}
    </span>
  );
}
