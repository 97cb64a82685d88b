import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/** A flag's name, linking to the flag on the Flags page where its project is known. */
export function FlagName({ name, projectId }: { name: string; projectId: string | null | undefined }) {
  if (!projectId) return <span className="flag-name mono">{name}</span>;
  return (
    <Link className="flag-name mono" to={paths.flag(projectId, name)}>
      {name}
    </Link>
  );
}
