import { useState, type FormEvent } from 'react';
import type { ChangeRequest } from '../../contract';
import { describeError } from '../ui/describeError';
import { RelativeTime } from '../ui/RelativeTime';

interface CommentsProps {
  request: ChangeRequest;
  onComment: (text: string, done: () => void) => void;
  pending: boolean;
  error: unknown;
  blockedBy: string | undefined;
}

export function Comments({ request, onComment, pending, error, blockedBy }: CommentsProps) {
  const [text, setText] = useState('');
  const comments = request.comments ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || pending) return;
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
          id="cr-comment-text" rows={3} maxLength={1000} value={text} disabled={blockedBy !== undefined}
          aria-describedby={blockedBy ? 'cr-comment-blocked' : undefined} onChange={(event) => setText(event.target.value)}
        />
        {blockedBy && <p id="cr-comment-blocked" className="muted">{blockedBy}</p>}
        {error !== null && error !== undefined && <p className="field-error" role="alert">{describeError(error).message}</p>}
        <div>
          <button type="submit" className="button" disabled={blockedBy !== undefined || pending || text.trim() === ''}>
            {pending ? 'Commenting…' : 'Comment'}
          </button>
        </div>
      </form>
    </section>
  );
}
