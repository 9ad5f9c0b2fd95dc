import { getDb } from '@coffer/db';
import { callerColumn, type IdempotencyCaller, type IdempotentAnswer } from './idempotency-key';

export type SaveIdempotentAnswerOptions = {
  caller: IdempotencyCaller;
  key: string;
  answer: IdempotentAnswer;
  /** The box the answer is about, so that the box's deletion takes the answer along. */
  boxId: string | null;
};

/** Keeps a claimed key's answer, replayed to retries for the rest of the key's day. */
export async function saveIdempotentAnswer({
  caller,
  key,
  answer,
  boxId,
}: SaveIdempotentAnswerOptions): Promise<void> {
  await getDb().idempotencyKey.updateMany({
    where: { caller: callerColumn(caller), key, status: null },
    data: { status: answer.status, headers: answer.headers, body: answer.body, boxId },
  });
}
