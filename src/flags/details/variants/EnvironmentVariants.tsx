import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FeatureEnvironment } from '../../../../contract';
import { ActionButton } from '../../../ui/ActionButton';
import { LoadingPanel } from '../../../ui/StatePanels';
import { viewerOptions } from '../../../viewer/queries';
import { may, type Viewer } from '../../../viewer/viewer';
import { changeRequestEnvironmentsOptions, type ChangeRequestEnvironments } from '../../queries';
import { VariantTable } from '../VariantTable';

// The editor and its checks load when someone edits, not with the details panel.
const VariantsEditor = lazy(() => import('./VariantsEditor').then((module) => ({ default: module.VariantsEditor })));

/**
 * Why the viewer may not edit the variants of this environment, or undefined when they may (or
 * when who they are is not known: the service then decides, and says why).
 */
export function variantsUnavailable(viewer: Viewer | undefined, projectId: string, environment: string, changeRequests: ChangeRequestEnvironments | undefined) {
  if (!viewer) return undefined;
  const place = { project: projectId, environment };
  if (!may(viewer, 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS', place)) return `You need the UPDATE_FEATURE_ENVIRONMENT_VARIANTS permission in ${environment}.`;
  if (changeRequests?.has(environment) && !may(viewer, 'CREATE_CHANGE_REQUEST', place) && !may(viewer, 'SKIP_CHANGE_REQUEST', place)) {
    return `You need the CREATE_CHANGE_REQUEST permission in ${environment}. Changes there go through change requests.`;
  }
  return undefined;
}

/** An environment's variants: read-only, with a button that swaps in the editor. */
export function EnvironmentVariants({ featureName, environment }: { featureName: string; environment: FeatureEnvironment }) {
  const { projectId = '' } = useParams();
  const viewer = useQuery(viewerOptions()).data;
  const changeRequests = useQuery(changeRequestEnvironmentsOptions(projectId)).data;
  const [editing, setEditing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const variants = environment.variants ?? [];
  const unavailable = variantsUnavailable(viewer, projectId, environment.name, changeRequests);

  if (editing) {
    return (
      <Suspense fallback={<LoadingPanel label="Loading the variants editor…" />}>
        <VariantsEditor
          projectId={projectId} featureName={featureName} environment={environment}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => box.current?.querySelector('button')?.focus());
          }}
        />
      </Suspense>
    );
  }
  return (
    <div ref={box} className="environment-variants">
      {variants.length > 0 && <VariantTable variants={variants} caption={`Variants in ${environment.name}`} />}
      <ActionButton className="button" unavailable={unavailable} onClick={() => setEditing(true)}>
        {variants.length > 0 ? `Edit variants in ${environment.name}` : `Add variants in ${environment.name}`}
      </ActionButton>
    </div>
  );
}
