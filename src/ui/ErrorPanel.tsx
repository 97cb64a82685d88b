import { describeError, type DescribeOptions } from './describeError';

interface ErrorPanelProps extends DescribeOptions {
  error: unknown;
  onRetry?: () => void;
}

export function ErrorPanel({ error, onRetry, notFound }: ErrorPanelProps) {
  const { title, message, retryable } = describeError(error, { notFound });
  return (
    <div role="alert" className="panel panel-error">
      <h2 className="panel-title">{title}</h2>
      <p>{message}</p>
      {retryable && onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
