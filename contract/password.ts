/**
 * What a password must be, on the embedded service and in the console's forms alike: Unleash's
 * rules (its OWASP strength test, read for any alphabet), so a password is judged alike on both
 * services and the console can name the problem at the field before anything is sent.
 */
export const passwordLimits = { minLength: 10, maxLength: 128 } as const;

const rules: ReadonlyArray<readonly [(password: string) => boolean, string]> = [
  [(password) => password.length >= passwordLimits.minLength, `The password must be at least ${passwordLimits.minLength} characters long.`],
  [(password) => password.length < passwordLimits.maxLength, `The password must be fewer than ${passwordLimits.maxLength} characters.`],
  [(password) => !/(.)\1{2,}/u.test(password), 'The password may not contain sequences of three or more repeated characters.'],
  [(password) => /\p{Ll}/u.test(password), 'The password must contain at least one lowercase letter.'],
  [(password) => /\p{Lu}/u.test(password), 'The password must contain at least one uppercase letter.'],
  [(password) => /\p{Nd}/u.test(password), 'The password must contain at least one number.'],
  [(password) => /[^\p{L}\p{Nd}\s]/u.test(password), 'The password must contain at least one special character.'],
];

/** Every rule the password breaks, as sentences to show; empty when it is strong enough. */
export function passwordProblems(password: string): string[] {
  return rules.flatMap(([holds, message]) => (holds(password) ? [] : [message]));
}
