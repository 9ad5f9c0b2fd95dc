import { AppError } from '../../errors/app-error';

/** The AppError a call is refused with (fails the test when it succeeds or throws otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal, but the call succeeded');
}
