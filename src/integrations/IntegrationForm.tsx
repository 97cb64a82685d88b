import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addonCreateUpdateSchema, type Addon, type AddonType } from '../../contract/addons';
import { createAddon, updateAddon } from '../api/addons';
import { instanceEnvironmentsOptions, projectListOptions } from '../projects';
import { describeError } from '../ui/describeError';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, problemsOfAnswer, problemsOfIssues, type FieldProblems } from '../ui/fieldProblems';
import { FormFooter } from '../ui/FormFooter';
import { ChoiceList } from './ChoiceList';
import { bodyOf, draftOf, missingParameters, newDraft, type IntegrationDraft } from './integrationDraft';
import { ParameterField } from './ParameterField';
import { integrationKeys } from './queries';

interface IntegrationFormProps {
  providers: readonly AddonType[];
  /** The integration edited; a new one otherwise. */
  addon?: Addon | undefined;
  onDone: (saved: Addon | undefined) => void;
}

/** A new integration of a provider the service offers, or one edited: its parameters as the provider describes them. */
export function IntegrationForm({ providers, addon, onDone }: IntegrationFormProps) {
  const queryClient = useQueryClient();
  const first = providers[0];
  const [draft, setDraft] = useState<IntegrationDraft | undefined>(() => (addon ? draftOf(addon) : first && newDraft(first)));
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const projects = useQuery(projectListOptions());
  const environments = useQuery(instanceEnvironmentsOptions());
  const id = useId();
  const ids = { heading: `${id}-heading`, provider: `${id}-provider`, description: `${id}-description`, enabled: `${id}-enabled` };
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => (addon ? updateAddon(addon.id, body) : createAddon(body)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
      onDone(saved);
    },
    onError: (error) => setProblems(problemsOfAnswer(error)),
  });
  const provider = providers.find((candidate) => candidate.name === draft?.provider);
  if (!draft || !provider) return <p role="alert" className="field-error">This service offers no provider for {addon?.provider ?? 'integrations'}.</p>;

  const set = (change: Partial<IntegrationDraft>) => setDraft({ ...draft, ...change });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !draft || !provider) return;
    const body = bodyOf(draft);
    const parsed = addonCreateUpdateSchema.safeParse(body);
    const found = new Map([...problemsOfIssues(parsed.error), ...missingParameters(draft, provider)]);
    setProblems(found);
    if (parsed.success && found.size === 0) save.mutate(parsed.data);
  }

  const generalError = save.error && problems.size === 0 ? describeError(save.error) : undefined;
  const title = addon ? `Edit ${provider.displayName} integration` : `New ${provider.displayName} integration`;
  return (
    <form className="panel settings-form integration-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">{title}</h2>
      {!addon && (
        <>
          <label htmlFor={ids.provider}>Provider</label>
          <select id={ids.provider} value={draft.provider} onChange={(event) => {
            const chosen = providers.find((candidate) => candidate.name === event.target.value);
            if (chosen) setDraft({ ...newDraft(chosen), description: draft.description });
            setProblems(new Map());
          }}>
            {providers.map((option) => <option key={option.name} value={option.name}>{option.displayName}</option>)}
          </select>
        </>
      )}
      <p className="muted integration-hint">{provider.description}</p>
      <label htmlFor={ids.description}>Description <span className="muted">(optional)</span></label>
      <input id={ids.description} value={draft.description} onChange={(event) => set({ description: event.target.value })} {...invalidProps(problems, 'description', ids.description)} />
      <FieldProblem problems={problems} field="description" id={ids.description} />
      {(provider.parameters ?? []).map((parameter) => (
        <ParameterField
          key={`${provider.name}-${parameter.name}`}
          id={`${id}-parameter-${parameter.name}`}
          parameter={parameter}
          value={draft.parameters[parameter.name] ?? ''}
          kept={draft.kept.includes(parameter.name)}
          problems={problems}
          onChange={(value) => set({ parameters: { ...draft.parameters, [parameter.name]: value } })}
        />
      ))}
      <FieldProblem problems={problems} field="parameters" id={`${id}-parameters`} />
      <ChoiceList id={`${id}-events`} legend="Events to send" options={provider.events ?? []} chosen={draft.events} onChange={(events) => set({ events })} problem={problems.get('events')} />
      <ChoiceList
        id={`${id}-projects`} legend="Projects" hint="None chosen: every project." options={(projects.data ?? []).map((project) => project.id)}
        chosen={draft.projects} onChange={(chosen) => set({ projects: chosen })} problem={problems.get('projects')}
      />
      <ChoiceList
        id={`${id}-environments`} legend="Environments" hint="None chosen: every environment (an event of no environment, such as a flag created, is sent only then)."
        options={(environments.data ?? []).map((environment) => environment.name)} chosen={draft.environments} onChange={(chosen) => set({ environments: chosen })}
        problem={problems.get('environments')}
      />
      <label className="checkbox">
        <input id={ids.enabled} type="checkbox" checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
        Enabled <span className="muted">(turned off, it sends nothing)</span>
      </label>
      <FormFooter error={generalError} saving={save.isPending} submitLabel={addon ? 'Save integration' : 'Create integration'} onCancel={() => onDone(undefined)} />
    </form>
  );
}
