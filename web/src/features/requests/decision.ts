/** An admin's decision on an open request, from the table's buttons to the form that makes it. */
import type { CourseRequest } from '@shared/types';

export type Decision = 'approve' | 'reject';

/** Opens the admin's form for a decision on a request. */
export type OnDecide = (request: CourseRequest, decision: Decision) => void;

/** What the form of each decision is given. */
export interface DecisionDialogProps {
  request: CourseRequest;
  onClose(): void;
  /** The request as the decision changed it (its status, and the new course or the reason). */
  onDecided(change: Partial<CourseRequest>): void;
}
