import { useRef, useState, type FormEvent } from 'react';
import type { ChangeRequest } from '../../contract';
import { textLimits } from '../../contract/limits';
import { CharacterCount } from '../ui/CharacterCount';
import { describeError } from '../ui/describeError';
import { RelativeTime } from '../ui/RelativeTime';

interface CommentsProps {
  request: ChangeRequest;
  onComment: (text: string, done: () => void) => void;
  pending: boolean;
  error: unknown;
  /** The id of what says why this viewer may not comment, when they may not. */
  blockedReasonId: string | undefined;
}

export function Comments({ request, onComment, pending, error, blockedReasonId }: CommentsProps) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const comments = request.comments ?? [];
  // Counted as it is sent: trimmed.
  const length = text.trim().length;
  const tooLong = length > textLimits.comment;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) {
      field.current?.focus();
      return;
    }
    if (length === 0 || pending) return;
    onComment(text.trim(), () => setText(''));
  };
  return (
    <section className="panel cr-comments" aria-labelledby="cr-comments-title">
      <h2 id="cr-comments-title" className="panel-title">Comments</h2>
      {comments.length === 0 && <p className="muted">No comments yet.</p>}
      <ul className="cr-comment-list">
        {comments.map((comment, index) => (
          <li key={comment.id ?? index} className="cr-comment">
            <div className="cr-comment-head">
              <strong>{comment.createdBy?.username ?? 'someone'}</strong>
              {comment.createdAt && <span className="muted"> · <RelativeTime value={comment.createdAt} /></span>}
            </div>
            <p>{comment.text}</p>
          </li>
        ))}
      </ul>
      <form className="cr-comment-form" onSubmit={submit}>
        <label htmlFor="cr-comment-text">Add a comment</label>
        <textarea
          ref={field} id="cr-comment-text" rows={3} value={text} disabled={blockedReasonId !== undefined}
          aria-invalid={tooLong || undefined} aria-describedby={blockedReasonId ?? 'cr-comment-count'}
          onChange={(event) => setText(event.target.value)}
        />
        {blockedReasonId === undefined && <CharacterCount id="cr-comment-count" length={length} max={textLimits.comment} />}
        {error !== null && error !== undefined && <p className="field-error" role="alert">{describeError(error).message}</p>}
        <div>
          <button type="submit" className="button" disabled={blockedReasonId !== undefined || pending || text.trim() === ''}>
            {pending ? 'Commenting…' : 'Comment'}
          </button>
        </div>
      </form>
    </section>
  );
}
