import { NavLink } from 'react-router-dom';
import { paths } from '../lib/paths';

/** The admins' pages of the instance's set-up, one under the other's header. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="settings-nav">
      <NavLink to={paths.projects()} end>Projects</NavLink>
      <NavLink to={paths.environments()}>Environments</NavLink>
      <NavLink to={paths.integrations()}>Integrations</NavLink>
      <NavLink to={paths.maintenance()}>Maintenance</NavLink>
    </nav>
  );
}
