import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RelativeTime } from '../ui/RelativeTime';
import type { Viewer } from '../viewer/viewer';
import { approvalsText, nextStep, titleOf, type InboxItem } from './inbox';
import { ScheduleCell } from './ScheduleCell';
import { StateBadge } from './StateBadge';

interface InboxTableProps {
  rows: readonly InboxItem[];
  viewer: Viewer;
  /** Per-project pages leave the project column out. */
  showProject: boolean;
  caption: string;
}

export function InboxTable({ rows, viewer, showProject, caption }: InboxTableProps) {
  return (
    <div className="cr-table-scroll">
      <table className="table cr-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="cr-id">#</th>
            <th scope="col">Title</th>
            {showProject && <th scope="col">Project</th>}
            <th scope="col">Environment</th>
            <th scope="col">State</th>
            <th scope="col">Approvals</th>
            <th scope="col">Created</th>
            <th scope="col">Schedule</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => {
            const step = nextStep(item, viewer);
            const features = (item.features ?? []).map((feature) => feature.name);
            const conflicted = (item.features ?? []).some((feature) => 'conflict' in feature && feature.conflict);
            return (
              <tr key={`${item.project}\u0000${item.id}`} className={step.rank === 0 ? 'cr-row-attention' : undefined}>
                <td className="cr-id mono">{item.id}</td>
                <th scope="row" className="cr-title-cell">
                  <Link to={paths.changeRequest(item.project, item.id)}>{titleOf(item)}</Link>
                  {features.length > 0 && <div className="muted cr-features">{features.join(', ')}</div>}
                </th>
                {showProject && <td>{item.project}</td>}
                <td>{item.environment}</td>
                <td>
                  <StateBadge state={item.state} schedule={item.schedule} />
                  {conflicted && <span className="badge badge-danger cr-conflict-badge">conflict</span>}
                  <div className={`cr-next cr-next-${step.tone}`}>{step.words}</div>
                </td>
                <td className="cr-approvals">{approvalsText(item) ?? <span className="muted">—</span>}</td>
                <td className="cr-created">
                  <div>{item.createdBy.username ?? `user ${item.createdBy.id ?? '?'}`}</div>
                  <div className="muted">
                    <RelativeTime value={item.createdAt} />
                  </div>
                </td>
                <td>
                  <ScheduleCell schedule={item.state === 'Scheduled' ? item.schedule : undefined} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
