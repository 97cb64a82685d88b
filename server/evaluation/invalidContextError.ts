/**
 * A context the frontend API cannot evaluate for (a repeated parameter, an unparsable date, a value
 * beyond the limits). The route answers 400 with `message`; `parameter` names the culprit when
 * there is one, for the error's details.
 */
export class InvalidContextError extends Error {
  override readonly name = 'InvalidContextError';

  constructor(
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}
