import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';

/**
 * A write a unique index may refuse: a racing insert or rename that lost to the index is answered
 * 409 with `message`, the same rule the service checked before writing (every other error is
 * thrown as it is). One place for the `catch` the services each wrote around such a write.
 */
export async function conflictOnUniqueViolation<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  }
}
