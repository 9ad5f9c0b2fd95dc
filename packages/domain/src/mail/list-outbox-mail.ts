import { z } from 'zod';
import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';

export type ListOutboxMailOptions = { limit: number };

export type OutboxMail = { id: string; to: string; subject: string; text: string; createdAt: Date };

const limitSchema = z.int().min(1).max(500);

/** The development outbox (mail kept when no SMTP_URL is set), newest first. */
export async function listOutboxMail({ limit }: ListOutboxMailOptions): Promise<OutboxMail[]> {
  if (!limitSchema.safeParse(limit).success) {
    throw new AppError('bad_request', {
      origin: 'query',
      desc: 'limit is an integer from 1 to 500',
      details: { limit: 'malformed' },
    });
  }
  return getDb().outboxMail.findMany({
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: { id: true, to: true, subject: true, text: true, createdAt: true },
  });
}
