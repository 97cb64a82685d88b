import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';
import { ReviewCount } from '../change-requests/ReviewCount';
import { NotificationBell } from '../notifications';
import { ProjectSwitcher } from '../projects/ProjectSwitcher';
import { paths } from '../lib/paths';

export type Area = 'flags' | 'changeRequests' | 'serviceAccounts' | 'playground' | 'audiences' | 'segments' | 'contextFields' | 'users' | 'account' | 'history' | 'applications' | 'settings';

interface AppHeaderProps {
  projectId: string;
  area: Area | undefined;
  onSignOut: () => void;
}

function AreaLink({ current, ...props }: LinkProps & { current: boolean }) {
  return <Link {...props} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} />;
}

/**
 * The areas, the project and signing out. Too narrow for one line (a phone), they fold behind a
 * "Menu" button: a disclosure whose panel the stylesheet shows only when it is open, so a wide
 * window never sees the button and a narrow one never sees the panel closed.
 */
export function AppHeader({ projectId, area, onSignOut }: AppHeaderProps) {
  const location = useLocation();
  // Open for one location only: following any link, or switching project, closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);

  function close({ refocus }: { refocus: boolean }) {
    setOpenAt(null);
    if (refocus) button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close({ refocus: true });
  }

  // Tabbing past the last control (into the page) folds the menu away rather than leave it open.
  function onBlur(event: FocusEvent) {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close({ refocus: false });
  }

  // A link followed or a project chosen from the open menu: the control that had focus is about
  // to be hidden, so focus goes back to the button rather than be lost to the page.
  const onChosen = () => {
    if (open) close({ refocus: true });
  };

  return (
    <header className="app-header" onKeyDown={onKeyDown} onBlur={onBlur}>
      <span className="brand">Flagdeck</span>
      <button
        ref={button}
        type="button"
        className="button button-quiet menu-button"
        aria-expanded={open}
        aria-controls="app-menu"
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span className="menu-icon" aria-hidden="true" />
        Menu <ReviewCount />
      </button>
      <div id="app-menu" className="app-menu" data-open={open || undefined}>
        <nav aria-label="Main" className="main-nav">
          <AreaLink to={paths.flags(projectId)} current={area === 'flags'} onClick={onChosen}>
            Flags
          </AreaLink>
          <AreaLink to={paths.changeRequests()} current={area === 'changeRequests'} onClick={onChosen}>
            Change requests <ReviewCount />
          </AreaLink>
          <AreaLink to={paths.serviceAccounts()} current={area === 'serviceAccounts'} onClick={onChosen}>
            Service accounts
          </AreaLink>
          <AreaLink to={paths.playground()} current={area === 'playground'} onClick={onChosen}>
            Playground
          </AreaLink>
          <AreaLink to={paths.audiences()} current={area === 'audiences'} onClick={onChosen}>
            Audiences
          </AreaLink>
          <AreaLink to={paths.segments()} current={area === 'segments'} onClick={onChosen}>
            Segments
          </AreaLink>
          <AreaLink to={paths.contextFields()} current={area === 'contextFields'} onClick={onChosen}>
            Context fields
          </AreaLink>
          <AreaLink to={paths.history()} current={area === 'history'} onClick={onChosen}>
            History
          </AreaLink>
          <AreaLink to={paths.applications()} current={area === 'applications'} onClick={onChosen}>
            Applications
          </AreaLink>
          <AreaLink to={paths.users()} current={area === 'users'} onClick={onChosen}>
            Users
          </AreaLink>
          <AreaLink to={paths.projects()} current={area === 'settings'} onClick={onChosen}>
            Settings
          </AreaLink>
        </nav>
        <div className="header-end" onChange={onChosen}>
          <ProjectSwitcher current={projectId} />
          <NotificationBell />
          <AreaLink to={paths.account()} current={area === 'account'} onClick={onChosen}>
            My account
          </AreaLink>
          <button type="button" className="button button-quiet" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
