// Password hashing with argon2id from Node's own crypto (no native add-on), stored as a PHC
// string so parameters can be raised later without breaking old hashes.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

const MEMORY_KIB = 19_456; // 19 MiB: OWASP's minimum for argon2id with t=2.
const PASSES = 2;
const PARALLELISM = 1;
const TAG_BYTES = 32;

function derive(
  password: string,
  salt: Buffer,
  memory: number,
  passes: number,
  parallelism: number,
) {
  return new Promise<Buffer>((resolve, reject) =>
    argon2(
      'argon2id',
      { message: password, nonce: salt, memory, passes, parallelism, tagLength: TAG_BYTES },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, MEMORY_KIB, PASSES, PARALLELISM);
  return `$argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const m = stored ? PHC.exec(stored) : null;
  if (!m) {
    // Spend the same time as a real check, so timing does not tell whether an account exists.
    await derive(password, randomBytes(16), MEMORY_KIB, PASSES, PARALLELISM);
    return false;
  }
  const [, memory, passes, parallelism, salt, expected] = m;
  const key = await derive(
    password,
    Buffer.from(salt!, 'base64url'),
    Number(memory),
    Number(passes),
    Number(parallelism),
  );
  const want = Buffer.from(expected!, 'base64url');
  return want.length === key.length && timingSafeEqual(want, key);
}
