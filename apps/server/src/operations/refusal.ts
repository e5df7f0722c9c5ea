// A refusal is the operator's to read, not a bug: production refusing a setting, a backup onto
// an existing file, a restore into a non-empty database. The entry points (server.ts, the CLI)
// print its message alone and exit 1; a Node stack trace under it would only hide the fix.

export class Refusal extends Error {
  override name = 'Refusal';
}

/**
 * For an entry point's catch: a Refusal prints its message on stderr and ends the process with
 * exit code 1 (nothing has started yet); anything else is a bug and is thrown on with its stack.
 */
export function exitOnRefusal(error: unknown, err: (line: string) => void = console.error): never {
  if (!(error instanceof Refusal)) throw error;
  err(error.message);
  process.exit(1);
}
