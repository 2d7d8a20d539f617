/** The mail a question's asker gets about new answers, at most one per question per interval. */
import { conditionalWrite } from './conditions';
import { keys } from './keys';
import { table } from './table-client';

/**
 * Claims the question's answer mail for now unless one went out within `withinSeconds`: true when
 * this caller may send it. The claim is a conditional write, so parallel answers send one mail.
 */
export async function claimAnswerMail(questionId: string, withinSeconds: number): Promise<boolean> {
  const now = new Date();
  return conditionalWrite(
    table.update({
      Key: keys.question(questionId),
      UpdateExpression: 'SET mailedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(mailedAt) OR mailedAt < :since)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':since': new Date(now.getTime() - withinSeconds * 1000).toISOString(),
      },
    }),
  );
}
