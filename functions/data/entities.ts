/**
 * The item types of the single table: for each, its key as `keys.ts` builds it (the builder called
 * with placeholders, so the template is the builder's own output), the indexes it is found on, and
 * the module that writes it. docs/data-design.md lists the same entities under "Entities", and
 * entities.unit.test.ts holds the two together.
 */
import { keys } from './keys';

type Index = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';

export interface Entity {
  key: { pk: string; sk: string };
  /** The GSIs the item is on (under some condition, e.g. a profile only while it is being deleted). */
  indexes: readonly Index[];
  /** Its data module in functions/data/. */
  module: string;
}

const entity = (key: Entity['key'], module: string, indexes: readonly Index[] = []): Entity => ({
  key,
  indexes,
  module,
});

export const ENTITIES: Record<string, Entity> = {
  'User profile': entity(keys.user('<userId>'), 'users.ts', ['gsi1', 'gsi2']),
  'E-mail claim': entity(keys.email('<normalised e-mail>'), 'users.ts'),
  'Verification token': entity(keys.verifyToken('<userId>', '<sha256(token)>'), 'tokens.ts'),
  'Password-reset token': entity(keys.resetToken('<userId>', '<sha256(token)>'), 'tokens.ts'),
  'Refresh session': entity(keys.session('<userId>', '<sessionId>'), 'sessions.ts'),
  'Rate window': entity(keys.rateWindow('<scope>', '<subject>', '<window number>'), 'rate-limits.ts'),
  'Course (with its lessons)': entity(keys.course('<courseId>'), 'courses.ts', ['gsi1', 'gsi3']),
  'Catalogue version': entity(keys.catalogueVersion, 'catalogue.ts'),
  'Learner–course relation': entity(keys.userCourse('<userId>', '<courseId>'), 'user-courses.ts'),
  Note: entity(keys.note('<userId>', '<courseId>', '<lessonId>', '<noteId>'), 'notes.ts'),
  'Course request': entity(keys.courseRequest('<requestId>'), 'course-requests.ts', ['gsi1', 'gsi2']),
  'Request pointer': entity(keys.userRequest('<userId>', '<requestId>'), 'course-requests.ts'),
  'Decision pointer': entity(keys.userDecision('<adminId>', '<requestId>'), 'course-requests.ts'),
  'Chat message': entity(keys.chatMessage('<room>', '<ISO time>_<random>'), 'chat.ts'),
  'Chat delivery window': entity(keys.chatDelivery('<room>'), 'chat-delivery.ts'),
  'Message copy': entity(keys.userChatMessage('<userId>', '<room>', '<ISO time>_<random>'), 'chat.ts'),
  'Chat connection': entity(
    keys.connectionInShard('<room>', '<shard 00–63>', '<connectionId>'),
    'connections.ts',
  ),
  'Room connection counts': entity(keys.roomStats('<room>'), 'connections.ts'),
  "The user's connection": entity(keys.userConnection('<userId>', '<connectionId>'), 'connections.ts'),
  'Chat mute': entity(keys.chatMute('<userId>', '<room>'), 'moderation.ts'),
  'Chat report': entity(keys.chatReport('<room>', '<messageId>', '<reporterId>'), 'moderation.ts'),
  'Moderation action': entity(keys.moderationAction('<room>', '<ISO time>_<actionId>'), 'moderation.ts'),
  'Known device': entity(keys.device('<userId>', '<sha256(device cookie)>'), 'devices.ts'),
  Certificate: entity(keys.certificate('<certificateId>'), 'certificates.ts'),
  Question: entity(keys.question('<questionId>'), 'discussion-posts.ts', ['gsi1', 'gsi2', 'gsi4']),
  Answer: entity(keys.answer('<questionId>', '<answerId>'), 'discussion-posts.ts', ['gsi2']),
  Quiz: entity(keys.quiz('<quizId>'), 'quizzes.ts'),
  'Provider quota day': entity(keys.providerQuota('<UTC day YYYY-MM-DD>'), 'provider-quota.ts'),
  'Video check': entity(keys.videoCheckInShard('<shard 00–15>', '<videoId>'), 'content-videos.ts', ['gsi1']),
  'Playlist drift': entity(keys.playlistDrift('<courseId>'), 'content-drift.ts'),
  'Content check run': entity(keys.contentRun, 'content-runs.ts'),
  'Content check lease': entity(keys.contentLease, 'content-runs.ts'),
  Rating: entity(keys.review('<reviewId>'), 'ratings.ts', ['gsi1', 'gsi4']),
  'Rating pointer': entity(keys.userRating('<userId>', '<courseId>'), 'ratings.ts'),
  'Helpful mark': entity(keys.userHelpful('<userId>', '<reviewId>'), 'reviews.ts'),
  'Rating totals': entity(keys.ratingTotals('<shard 0–7>', '<courseId>'), 'ratings.ts'),
  'Review report': entity(keys.reviewReport('<reviewId>', '<reporterId>'), 'reviews.ts'),
  'Weekly goal': entity(keys.habitGoal('<userId>'), 'habit-goals.ts', ['gsi1']),
  'Watch clock': entity(keys.habitClock('<userId>'), 'habit-days.ts'),
  'Activity day': entity(keys.habitDay('<userId>', '<local date YYYY-MM-DD>'), 'habit-days.ts'),
  'Review card': entity(keys.reviewCard('<userId>', '<noteId>'), 'review-cards.ts', ['gsi1']),
  // Attributes other modules keep on items of another entity.
  'Quiz list (course item)': entity(keys.course('<courseId>'), 'quizzes.ts'),
  'Quiz bests (relation)': entity(keys.userCourse('<userId>', '<courseId>'), 'quizzes.ts'),
  'Lesson health (course item)': entity(keys.course('<courseId>'), 'content-courses.ts', ['gsi3']),
  'Problem reports (relation)': entity(keys.userCourse('<userId>', '<courseId>'), 'content-reports.ts'),
  'Ratings (course item)': entity(keys.course('<courseId>'), 'ratings.ts'),
};
