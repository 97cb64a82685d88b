import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <section className="panel panel-empty">
      <h1 className="panel-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to={paths.home()}>Go to your flags</Link>
    </section>
  );
}
