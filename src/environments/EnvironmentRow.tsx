import { useId, useState } from 'react';
import type { Environment } from '../../contract';
import { environmentTypes } from '../../contract/projects';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Switch } from '../ui/Switch';
import { useUnavailable } from '../ui/useUnavailable';
import { movedOrder } from './environmentOrder';
import type { EnvironmentWrites } from './useEnvironmentWrites';

interface EnvironmentRowProps {
  environment: Environment;
  /** Every environment's name, in order. */
  names: readonly string[];
  unavailable: string | undefined;
  writes: EnvironmentWrites;
}

export function EnvironmentRow({ environment, names, unavailable, writes }: EnvironmentRowProps) {
  const { name } = environment;
  const typeId = useId();
  const [deleting, setDeleting] = useState(false);
  const { props: typeUnavailable, tip } = useUnavailable(unavailable);
  const pending = writes.pendingOn(name);
  const up = movedOrder(names, name, -1);
  const down = movedOrder(names, name, 1);
  // A type Unleash does not name (it takes any word) stays offered as it is.
  const types = environmentTypes.some((type) => type === environment.type) ? environmentTypes : [...environmentTypes, environment.type];
  return (
    <tr>
      <th scope="row">
        {name} {environment.protected && <span className="badge">Protected</span>}
      </th>
      <td>
        <label htmlFor={typeId} className="visually-hidden">Type of {name}</label>
        <select id={typeId} value={environment.type} aria-busy={pending || undefined} {...typeUnavailable}
          onChange={(event) => !unavailable && writes.mutate({ kind: 'type', name, type: event.target.value })}>
          {types.map((type) => <option key={type} value={type}>{type}</option>)}
        </select>
        {tip}
      </td>
      <td>
        <Switch checked={environment.enabled !== false} label={`Show ${name} in the flag lists`} unavailable={unavailable} pending={pending}
          onCheckedChange={(enabled) => writes.mutate({ kind: 'enabled', name, enabled })} />
      </td>
      <td className="environment-order">
        <ActionButton className="button button-small" aria-label={`Move ${name} up`} unavailable={unavailable ?? (up ? undefined : 'It is first already.')}
          onClick={() => up && writes.mutate({ kind: 'order', name, order: up })}>↑</ActionButton>{' '}
        <ActionButton className="button button-small" aria-label={`Move ${name} down`} unavailable={unavailable ?? (down ? undefined : 'It is last already.')}
          onClick={() => down && writes.mutate({ kind: 'order', name, order: down })}>↓</ActionButton>
      </td>
      <td>
        <ActionButton className="button button-small button-danger" aria-label={`Delete ${name}`}
          unavailable={unavailable ?? (environment.protected ? 'A protected environment cannot be deleted.' : undefined)} onClick={() => setDeleting(true)}>
          Delete
        </ActionButton>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={`Delete ${name}?`}
          description={`Only an environment no project uses can be deleted. What flags still hold in ${name} from projects that used it goes with it; its API tokens get no flags.`}
          confirmLabel="Delete environment"
          tone="danger"
          onConfirm={() => {
            setDeleting(false);
            writes.mutate({ kind: 'delete', name });
          }}
        />
      </td>
    </tr>
  );
}
