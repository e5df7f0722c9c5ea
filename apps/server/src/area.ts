// The shape every server area (one feature: accounts, payments, sport, ...) has. An area's code
// lives in its folders (modules/<name>, backoffice/areas/<name>, its cli and seed files); its
// composition file, ./areas/<name>.ts, exports one `area` built with defineArea() from them:
//
//   name             the area's name; also its Fastify plugin's name
//   dependencies     names of areas that must come before it (its routes use theirs, its seed
//                    rows point at theirs); Fastify refuses to register it before them
//   routes           the player port's calls and routes (app, calls registry, services)
//   staffCalls       the back-office port's staff calls; also what `talih <cmd> --as` runs
//   staffRoutes      raw back-office routes outside the staff call registry (pictures)
//   reconcileChecks  the invariants `talih reconcile` checks for it (money checks are the
//                    ledger's, in ledger/*-checks.ts: the area lists them, the ledger owns them)
//   seed             its demo data parts (seed/part.ts), run by seed/demo.ts in area order
//   cli              its operator commands (cli/command.ts), dispatched by cli/talih.ts
//
// Every part is optional. ./areas.ts lists the areas in dependency order, one line each:
// adding an area is its composition file, one import and one line there; app.ts,
// backoffice/app.ts, cli/talih.ts, operations/reconcile.ts and seed/demo.ts take everything else from
// the list.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRegistry } from './backoffice/calls.ts';
import type { CliCommand } from './cli/command.ts';
import type { CallRegistry } from './http/calls.ts';
import type { ReconcileCheck } from './ledger/check.ts';
import type { SeedPart } from './seed/part.ts';
import type { Services } from './services.ts';

export interface AreaSpec {
  name: string;
  dependencies?: readonly string[];
  routes?(app: FastifyInstance, calls: CallRegistry, services: Services): void | Promise<void>;
  staffCalls?(registry: StaffRegistry): void;
  staffRoutes?(app: FastifyInstance, services: Services): void;
  reconcileChecks?: readonly ReconcileCheck[];
  seed?: readonly SeedPart[];
  cli?: readonly CliCommand[];
}

export interface PlayerPortOptions {
  calls: CallRegistry;
  services: Services;
}

export interface StaffPortOptions {
  registry: StaffRegistry;
}

export interface Area extends AreaSpec {
  dependencies: readonly string[];
  /** Registers `routes` on the player app (fastify-plugin: not encapsulated, as before). */
  plugin: (app: FastifyInstance, options: PlayerPortOptions) => Promise<void>;
  /** Registers `staffCalls` and `staffRoutes` on the back-office app. */
  staffPlugin: (app: FastifyInstance, options: StaffPortOptions) => Promise<void>;
}

export function defineArea(spec: AreaSpec): Area {
  const dependencies = spec.dependencies ?? [];
  // Both ports register every area's plugin, even an empty one, so each port can check the
  // dependencies by name whichever port the dependency serves.
  const meta = { name: spec.name, dependencies: [...dependencies], fastify: '5.x' };
  return {
    ...spec,
    dependencies,
    plugin: fp(async (app: FastifyInstance, { calls, services }: PlayerPortOptions) => {
      await spec.routes?.(app, calls, services);
    }, meta),
    staffPlugin: fp(async (app: FastifyInstance, { registry }: StaffPortOptions) => {
      spec.staffCalls?.(registry);
      spec.staffRoutes?.(app, registry.services);
    }, meta),
  };
}

/**
 * The areas as listed, after checking each dependency comes earlier in the list: the seed and
 * the reconcile run outside Fastify, which checks the same for the plugins.
 */
export function inDependencyOrder<A extends Pick<Area, 'name' | 'dependencies'>>(
  areas: readonly A[],
): readonly A[] {
  const seen = new Set<string>();
  for (const area of areas) {
    for (const dependency of area.dependencies) {
      if (!seen.has(dependency)) {
        throw new Error(`area ${area.name} is listed before its dependency ${dependency}`);
      }
    }
    if (seen.has(area.name)) throw new Error(`area ${area.name} is listed twice`);
    seen.add(area.name);
  }
  return areas;
}
