import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { notificationWebhookBodySchema } from '../../contract/notifications';
import { getNotificationWebhook, removeNotificationWebhook, setNotificationWebhook } from '../api/favorites';
import { describeError } from '../ui/describeError';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, problemsOfAnswer, problemsOfIssues, type FieldProblems } from '../ui/fieldProblems';

const webhookKey = ['notifications', 'webhook'] as const;

/** Where one's notifications are also sent: a URL of one's own, each delivery signed with the secret when given. */
export function WebhookForm() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: webhookKey, queryFn: ({ signal }) => getNotificationWebhook(signal), retry: false });
  const [url, setUrl] = useState<string>();
  const [secret, setSecret] = useState('');
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const [said, setSaid] = useState('');
  const id = useId();
  const done = (words: string) => async () => {
    setSaid(words);
    setProblems(new Map());
    await queryClient.invalidateQueries({ queryKey: webhookKey });
  };
  const save = useMutation({ mutationFn: setNotificationWebhook, onSuccess: done('Saved: your notifications go to this webhook too.'), onError: (error) => setProblems(problemsOfAnswer(error)) });
  const remove = useMutation({ mutationFn: removeNotificationWebhook, onSuccess: done('Removed.') });
  if (current.isError) return null;
  const shown = url ?? current.data?.webhook?.url ?? '';
  const urlProblem = new Map([...problems].map(([key, value]) => [key === 'parameters.url' ? 'url' : key, value]));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = notificationWebhookBodySchema.safeParse({ url: shown, ...(secret ? { secret } : {}) });
    setProblems(problemsOfIssues(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  }

  const outcome = current.data?.webhook?.lastOutcome;
  return (
    <form className="notification-webhook" onSubmit={onSubmit} noValidate aria-label="Notification webhook">
      <label htmlFor={`${id}-url`}>Also send them to a webhook</label>
      <input id={`${id}-url`} value={shown} placeholder="https://hooks.example.com/flags" onChange={(event) => setUrl(event.target.value)} {...invalidProps(urlProblem, 'url', `${id}-url`)} />
      <FieldProblem problems={urlProblem} field="url" id={`${id}-url`} />
      <label htmlFor={`${id}-secret`}>Signing secret <span className="muted">(optional{current.data?.webhook?.hasSecret ? '; one is kept unless typed anew' : ''})</span></label>
      <input id={`${id}-secret`} type="password" value={secret} autoComplete="off" onChange={(event) => setSecret(event.target.value)} />
      {outcome && <p className="muted">Last delivery: {outcome.state === 'success' ? 'delivered' : 'failed'} ({outcome.stateDetails})</p>}
      {save.error && urlProblem.size === 0 && <p role="alert" className="field-error">{describeError(save.error).message}</p>}
      <div className="notification-webhook-actions">
        <button type="submit" className="button button-small" aria-disabled={save.isPending || undefined}>Save webhook</button>
        {current.data?.webhook && <button type="button" className="button button-small" onClick={() => remove.mutate()}>Remove</button>}
      </div>
      <p role="status" className="muted">{said}</p>
    </form>
  );
}
