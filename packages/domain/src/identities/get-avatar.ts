import type { Readable } from 'node:stream';
import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { FileNotFoundError, getFileStorage, type StorageKey } from '../storage';

export type GetAvatarOptions = { identityId: string };

export type AvatarFile = { stream: Readable; size: number; contentType: string };

/**
 * The avatar's bytes and the content type found when it was uploaded. Unknown identities,
 * identities without an avatar, and a blob removed by a concurrent replacement all answer
 * the same 404.
 */
export async function getAvatar({ identityId }: GetAvatarOptions): Promise<AvatarFile> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { avatarStorageKey: true, avatarContentType: true },
  });
  const storageKey = identity?.avatarStorageKey as StorageKey | null | undefined;
  if (!storageKey || !identity?.avatarContentType) throw noAvatar();
  try {
    const { stream, size } = await getFileStorage().read(storageKey);
    return { stream, size, contentType: identity.avatarContentType };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw noAvatar();
    throw error;
  }
}

function noAvatar(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'this identity has no avatar',
    details: { avatar: 'not_found' },
  });
}
