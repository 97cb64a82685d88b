import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { passwordProblems } from '../../contract';
import { isApiError } from '../api';
import { changeOwnPassword } from '../api/people';
import { describeError } from '../ui/describeError';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

/**
 * Changing one's own password: the current one, the new one twice. The new one is checked against
 * the service's rules as it is typed; what the service refuses is shown at the field it names.
 * Other sessions end on the service; this one stays.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [done, setDone] = useState(false);
  const ids = { old: useId(), new: useId(), confirm: useId(), rules: useId(), form: useId() };
  const change = useMutation({ mutationFn: changeOwnPassword });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = passwordProblems(values.password);
    const found: Partial<Record<Field, string>> = {};
    if (hasPassword && !values.oldPassword) found.oldPassword = 'Enter your current password.';
    if (problems.length > 0) found.password = problems.join(' ');
    if (values.confirmPassword !== values.password) found.confirmPassword = 'The two new passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ ...values, ...(hasPassword ? {} : { oldPassword: undefined }) }, {
      onSuccess: () => {
        setValues({ oldPassword: '', password: '', confirmPassword: '' });
        setDone(true);
      },
      onError: (error) => {
        const detail = isApiError(error) ? error.details.find((entry) => entry.path === 'oldPassword' || entry.path === 'password' || entry.path === 'confirmPassword') : undefined;
        const field = detail?.path === 'oldPassword' || detail?.path === 'password' || detail?.path === 'confirmPassword' ? detail.path : 'form';
        setErrors({ [field]: field === 'form' ? describeError(error).message : error.message });
      },
    });
  }

  const fieldProps = (field: Field, id: string, errorId: string) => ({
    id,
    type: 'password',
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId : undefined,
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.form}>
      <h2 id={ids.form}>{hasPassword ? 'Change your password' : 'Set a password'}</h2>
      {hasPassword && (
        <>
          <label htmlFor={ids.old}>Current password</label>
          <input {...fieldProps('oldPassword', ids.old, `${ids.old}-error`)} autoComplete="current-password" />
          {errors.oldPassword && <p id={`${ids.old}-error`} className="field-error">{errors.oldPassword}</p>}
        </>
      )}
      <label htmlFor={ids.new}>New password</label>
      <input {...fieldProps('password', ids.new, `${ids.new}-error`)} autoComplete="new-password" />
      <p className="muted" id={ids.rules}>At least 10 characters, with a lowercase and an uppercase letter, a number and a special character.</p>
      {errors.password && <p id={`${ids.new}-error`} className="field-error">{errors.password}</p>}
      <label htmlFor={ids.confirm}>New password again</label>
      <input {...fieldProps('confirmPassword', ids.confirm, `${ids.confirm}-error`)} autoComplete="new-password" />
      {errors.confirmPassword && <p id={`${ids.confirm}-error`} className="field-error">{errors.confirmPassword}</p>}
      {errors.form && <p role="alert" className="field-error">{errors.form}</p>}
      {!hasPassword && errors.oldPassword && <p role="alert" className="field-error">{errors.oldPassword} Sign in with your password to change it.</p>}
      {done && <p role="status">Your password is changed. You stay signed in here; your other sessions have ended.</p>}
      <div>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </button>
      </div>
    </form>
  );
}
