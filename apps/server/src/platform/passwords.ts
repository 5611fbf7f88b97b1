import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its recommended memory and time costs. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the user does not exist, so timing does not reveal usernames. */
let decoyHash: Promise<string> | undefined;
export const verifyDecoy = async (password: string) => {
  decoyHash ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoyHash, password);
  return false;
};
