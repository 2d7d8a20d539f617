import { t } from '../../../../i18n';
import { EditorButton } from './editor-button';

/**
 * What an author can do with question `number` of `count`: edit it, move it up or down (not past
 * either end) and delete it (not the last one left). All but Edit wait while a change is sent.
 */
export function QuestionActions({
  number,
  count,
  busy,
  onEdit,
  onMove,
  onDelete,
}: {
  number: number;
  count: number;
  busy: boolean;
  onEdit(): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
}) {
  const subject = t('question {number}', { number });
  return (
    <div className="quiz-actions">
      <EditorButton subject={subject} busy={false} onClick={onEdit}>
        {t('Edit')}
      </EditorButton>
      <EditorButton subject={subject} busy={busy} disabled={number === 1} onClick={() => onMove(-1)}>
        {t('Move up')}
      </EditorButton>
      <EditorButton subject={subject} busy={busy} disabled={number === count} onClick={() => onMove(1)}>
        {t('Move down')}
      </EditorButton>
      <EditorButton subject={subject} busy={busy} disabled={count === 1} onClick={onDelete}>
        {t('Delete')}
      </EditorButton>
    </div>
  );
}
