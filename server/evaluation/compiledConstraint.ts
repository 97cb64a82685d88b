import { Strategy, type Context } from 'unleash-client';
import { resolveContextValue } from 'unleash-client/lib/helpers.js';
import type { Constraint } from 'unleash-client/lib/strategy/strategy.js';

/*
 * A constraint turned, once per snapshot, into a test of the context that answers as the SDK's
 * `checkConstraint` does (unleash-client 6, `strategy/strategy.js`), without redoing per call what
 * depends on the constraint alone: the SDK cleans, trims and lowers the values, parses the number
 * and the date every time it checks. Operators whose work is in parsing the context's value
 * (SemVer, regular expressions, CIDR ranges) are the SDK's own, asked once per value read.
 * `differential.property.test.ts` holds every operator to the SDK's answers.
 */

/** A test of the context; `true` or `false` for a constraint whose answer the context cannot change. */
export type ContextTest = ((context: Context) => boolean) | boolean;

// The SDK's check: its operators, its inversion, its refusal of unknown operators.
const sdk = new Strategy('constraint');

/** The SDK drops empty values and trims the others before comparing. */
const cleanValues = (values: readonly string[]) => values.filter((value) => !!value).map((value) => value.trim());

/** A missing segment is a constraint that never holds, as the SDK yields it (`undefined`). */
export function compileConstraint(constraint: Constraint | undefined): ContextTest {
  if (!constraint) return false;
  const test = operatorTest(constraint);
  if (test === undefined) return false;
  if (!constraint.inverted) return test;
  return typeof test === 'boolean' ? !test : (context) => !test(context);
}

/** The operator's own answer, before inversion; undefined for an operator the SDK does not know (never holds, even inverted). */
function operatorTest(constraint: Constraint): ContextTest | undefined {
  const { contextName: field, operator } = constraint;
  switch (operator) {
    case 'IN':
    case 'NOT_IN': {
      const values = new Set(cleanValues(constraint.values));
      const wanted = operator === 'IN';
      return (context) => {
        const value = resolveContextValue(context, field);
        return (value !== undefined && values.has(value)) === wanted;
      };
    }
    case 'STR_STARTS_WITH':
    case 'STR_ENDS_WITH':
    case 'STR_CONTAINS': {
      const lower = Boolean(constraint.caseInsensitive);
      const values = cleanValues(constraint.values).map((value) => (lower ? value.toLocaleLowerCase() : value));
      if (values.length === 0) return false;
      const matches = operator === 'STR_STARTS_WITH' ? (text: string, value: string) => text.startsWith(value)
        : operator === 'STR_ENDS_WITH' ? (text: string, value: string) => text.endsWith(value)
          : (text: string, value: string) => text.includes(value);
      return (context) => {
        const value = resolveContextValue(context, field);
        if (value === undefined) return false;
        const text = lower ? value.toLocaleLowerCase() : value;
        return values.some((each) => matches(text, each));
      };
    }
    case 'NUM_EQ':
    case 'NUM_GT':
    case 'NUM_GTE':
    case 'NUM_LT':
    case 'NUM_LTE': {
      const wanted = Number(constraint.value);
      if (Number.isNaN(wanted)) return false;
      const compare = numberComparison(operator, wanted);
      // A context value that is not a number is NaN, which no comparison holds for: the SDK's
      // explicit refusal, without a second test.
      return (context) => compare(Number(resolveContextValue(context, field)));
    }
    case 'DATE_AFTER':
    case 'DATE_BEFORE': {
      // The SDK reads currentTime whatever the constraint names, and the clock when there is none.
      const instant = new Date(constraint.value ?? Number.NaN).getTime();
      if (Number.isNaN(instant)) return false;
      const after = operator === 'DATE_AFTER';
      return (context) => {
        const time = context.currentTime ? new Date(context.currentTime).getTime() : Date.now();
        return after ? time > instant : time < instant;
      };
    }
    case 'SEMVER_EQ':
    case 'SEMVER_GT':
    case 'SEMVER_LT':
    case 'SEMVER_GTE':
    case 'SEMVER_LTE':
    case 'REGEX':
    case 'IN_CIDR':
      return sdkAnswerByValue({ ...constraint, inverted: false });
    default:
      return undefined;
  }
}

function numberComparison(operator: 'NUM_EQ' | 'NUM_GT' | 'NUM_GTE' | 'NUM_LT' | 'NUM_LTE', wanted: number): (value: number) => boolean {
  switch (operator) {
    case 'NUM_EQ': return (value) => value === wanted;
    case 'NUM_GT': return (value) => value > wanted;
    case 'NUM_GTE': return (value) => value >= wanted;
    case 'NUM_LT': return (value) => value < wanted;
    case 'NUM_LTE': return (value) => value <= wanted;
  }
}

/**
 * Values kept per constraint. Callers share few versions and address ranges, so most checks are a
 * lookup; a constraint on a field every caller sets differently (an email under a regular
 * expression) starts over when full rather than growing.
 */
export const answersKeptPerConstraint = 1_000;

/**
 * The SDK's answer for the value the context gives the constraint's field. These operators read
 * nothing else of the context (`resolveContextValue(context, contextName)`), so the answer for a
 * value is the answer for every context that gives it, asked of the SDK with a context that
 * gives only that value (an own property, which the SDK reads first).
 */
function sdkAnswerByValue(constraint: Constraint): (context: Context) => boolean {
  const field = constraint.contextName;
  const absent = sdk.checkConstraint(constraint, Object.fromEntries([[field, undefined]]));
  const answers = new Map<string, boolean>();
  return (context) => {
    const value = resolveContextValue(context, field);
    if (value === undefined) return absent;
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = sdk.checkConstraint(constraint, Object.fromEntries([[field, value]]));
      if (answers.size >= answersKeptPerConstraint) answers.clear();
      answers.set(value, answer);
    }
    return answer;
  };
}
