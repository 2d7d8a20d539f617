/** The review card calls of the API contract (docs/api.md, "Review cards"). */
import type { CardGraded, CardMade, DueCards, ReviewGrade } from '@shared/review';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

export interface NoteOfCard {
  courseId: string;
  lessonId: string;
  noteId: string;
}

export const reviewApi = {
  make: (note: NoteOfCard, front: string) =>
    api<CardMade & Partial<MsgResponse>>('/api/review/cards', 'POST', {
      ...note,
      ...(front ? { front } : {}),
    }),
  due: (limit: number) =>
    api<DueCards & Partial<MsgResponse>>(`/api/review/due?${new URLSearchParams({ limit: String(limit) })}`),
  /** `due` as the card was shown: a second grade of the same showing is refused (409). */
  grade: (cardId: string, grade: ReviewGrade, due: string) =>
    api<CardGraded & Partial<MsgResponse>>(`/api/review/${encodeURIComponent(cardId)}`, 'POST', {
      grade,
      due,
    }),
  remove: (cardId: string) => api<MsgResponse>(`/api/review/${encodeURIComponent(cardId)}`, 'DELETE'),
};
