import { useId } from 'react';
import { CopyButton } from '../ui/CopyButton';

/** A one-time link to set a password, shown this once: whoever holds it may set the password. */
export function OneTimeLink({ link, who, purpose }: { link: string; who: string; purpose: 'invite' | 'reset' }) {
  const id = useId();
  return (
    <div className="users-link">
      <p className="sa-callout sa-callout-warning">
        <strong>Copy the link now and give it to {who} yourself.</strong> It is shown only this once, works once, and expires in{' '}
        {purpose === 'invite' ? '7 days' : '24 hours'}. No email is sent.
      </p>
      <label htmlFor={id}>{purpose === 'invite' ? 'Invitation link' : 'Password reset link'}</label>
      <div className="sa-secret-row">
        <input id={id} className="mono" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={link} label={purpose === 'invite' ? 'Copy invitation link' : 'Copy reset link'} />
      </div>
    </div>
  );
}
