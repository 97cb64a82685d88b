import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../api';
import { flagListOptions, type FlagList } from '../flags';
import { describeError } from '../ui/describeError';
import { FlagName } from './FlagName';
import { notEnabledFlags } from './notEnabledFlags';

interface NotEnabledPanelProps {
  project: string;
  environment: string | null;
  results: ReadonlyArray<ReadonlyArray<{ name: string }>>;
  comparing: boolean;
}

const featuresOf = (list: FlagList) => list.features;

/**
 * "Why does this user not see flag Y?" starts here: the project's flags the answer leaves out. They
 * are the Flags page's list (one cache entry), so a switch just toggled there is described as it now is.
 */
export function NotEnabledPanel({ project, environment, results, comparing }: NotEnabledPanelProps) {
  const flags = useQuery({ ...flagListOptions(project), select: featuresOf });
  const title = comparing ? 'Not enabled for any of these contexts' : 'Not enabled for this context';

  if (flags.isPending) return null;
  if (flags.isError) {
    // Reading a project's flags is a right of its own; without it this section is simply absent.
    if (isApiError(flags.error, 'NoAccess') || isApiError(flags.error, 'NotFound')) return null;
    return (
      <section className="panel not-enabled" aria-label={title}>
        <h2>{title}</h2>
        <p className="muted">The flags of project {project} could not be read: {describeError(flags.error).message}</p>
      </section>
    );
  }

  const missing = notEnabledFlags(flags.data, results, environment);
  return (
    <section className="panel not-enabled" aria-labelledby="not-enabled-title">
      <h2 id="not-enabled-title">{title}</h2>
      <p className="muted">
        Flags of project <strong>{project}</strong> that the answer does not contain
        {environment ? ` (the token's environment: ${environment})` : ''}: {missing.length}.
      </p>
      {missing.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">Type</th>
                <th scope="col">What the configuration says</th>
              </tr>
            </thead>
            <tbody>
              {missing.map((flag) => (
                <tr key={flag.name}>
                  <th scope="row">
                    <FlagName name={flag.name} projectId={project} />
                  </th>
                  <td>{flag.type ?? <span className="muted">—</span>}</td>
                  <td>{flag.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
