import { useQuery } from '@tanstack/react-query';
import { viewerOptions } from '../viewer/queries';
import { needsReviewBy } from './inbox';
import { openChangeRequestsOptions } from './queries';

/** The number of change requests waiting for the signed-in user's review, for the navigation. */
export function ReviewCount() {
  const viewer = useQuery(viewerOptions());
  const open = useQuery({ ...openChangeRequestsOptions(), enabled: viewer.isSuccess });
  if (!viewer.data || !open.data?.available) return null;
  const me = viewer.data;
  const count = open.data.items.filter((item) => needsReviewBy(item, me)).length;
  if (count === 0) return null;
  return (
    <span className="badge badge-accent nav-count">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'needs' : 'need'} your review</span>
    </span>
  );
}
