import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { rememberProject } from './lastProject';
import { projectListOptions } from './queries';

/** Switching project opens that project's flags; the choice is remembered for the next visit. */
export function ProjectSwitcher({ current }: { current: string }) {
  const { data: projects, isError } = useQuery(projectListOptions());
  const navigate = useNavigate();
  const known = projects?.some((project) => project.id === current);

  return (
    <label className="project-switcher">
      <span>Project</span>
      <select
        value={current}
        disabled={!projects}
        aria-invalid={isError || undefined}
        onChange={(event) => {
          rememberProject(event.target.value);
          navigate(paths.flags(event.target.value));
        }}
      >
        {!known && <option value={current}>{current}</option>}
        {projects?.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </label>
  );
}
