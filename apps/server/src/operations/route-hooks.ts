// Route options' hooks, for the measurements that add their own to a route as it is defined.

/** A route option's hooks as a list (Fastify takes one hook or an array). */
export function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
