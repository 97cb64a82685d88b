import type { Feedback } from '../../contract/ownProfile';
import { NotFound } from '../domain/errors';
import type { Db } from './openDatabase';

/**
 * A person's own state in Unleash's console: the questionnaires they answered or asked never to
 * see (its `user_feedback`), and the splash screens they saw (its `user_splash`). Unleash records
 * no event for either; neither does the embedded service. They go when the person does.
 */

interface FeedbackRow { user_id: number; feedback_id: string; given: string | null; never_show: number }
const toFeedback = (row: FeedbackRow): Feedback => ({ userId: row.user_id, feedbackId: row.feedback_id, given: row.given, neverShow: row.never_show === 1 });

export function feedbackOf(db: Db, userId: number): Feedback[] {
  return db.cached<[number], FeedbackRow>('SELECT * FROM user_feedback WHERE user_id = ? ORDER BY feedback_id').all(userId).map(toFeedback);
}

/** Adds or replaces what is given; the rest of a stored answer stays. */
export function saveFeedback(db: Db, feedback: { userId: number; feedbackId: string; given?: string | null | undefined; neverShow?: boolean | undefined }): Feedback {
  db.cached(
    `INSERT INTO user_feedback (user_id, feedback_id, given, never_show) VALUES (@userId, @feedbackId, @given, coalesce(@neverShow, 0))
     ON CONFLICT (user_id, feedback_id) DO UPDATE SET
       given = CASE WHEN @givenSet THEN excluded.given ELSE given END,
       never_show = coalesce(@neverShow, never_show)`,
  ).run({
    userId: feedback.userId, feedbackId: feedback.feedbackId, given: feedback.given ?? null, givenSet: feedback.given === undefined ? 0 : 1,
    neverShow: feedback.neverShow === undefined ? null : Number(feedback.neverShow),
  });
  const row = db.cached<[number, string], FeedbackRow>('SELECT * FROM user_feedback WHERE user_id = ? AND feedback_id = ?').get(feedback.userId, feedback.feedbackId);
  if (!row) throw new Error('the feedback just saved is not in the store');
  return toFeedback(row);
}

/** The person's answer to a questionnaire, which must be there (404). */
export function requireFeedback(db: Db, userId: number, feedbackId: string): Feedback {
  const row = db.cached<[number, string], FeedbackRow>('SELECT * FROM user_feedback WHERE user_id = ? AND feedback_id = ?').get(userId, feedbackId);
  if (!row) throw new NotFound(`You have not answered the questionnaire "${feedbackId}".`);
  return toFeedback(row);
}

export function splashOf(db: Db, userId: number): Record<string, boolean> {
  return Object.fromEntries(db.cached<[number], { splash_id: string; seen: number }>('SELECT splash_id, seen FROM user_splash WHERE user_id = ? ORDER BY splash_id').all(userId)
    .map((row) => [row.splash_id, row.seen === 1]));
}

export function markSplashSeen(db: Db, userId: number, splashId: string): void {
  db.cached('INSERT INTO user_splash (user_id, splash_id, seen) VALUES (?, ?, 1) ON CONFLICT (user_id, splash_id) DO UPDATE SET seen = 1').run(userId, splashId);
}
