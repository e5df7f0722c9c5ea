// The Helm chart rendered by the real Helm (deploy/helm/helm-binary.ts) for each documented
// values file, every object validated against the Kubernetes schemas (kubernetes-models), the
// settings each renders passed through `talih doctor`, and the renders the chart refuses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { helm } from '../../../../deploy/helm/helm-binary.ts';
import { doctor } from '../cli/doctor.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHART = path.join(ROOT, 'deploy/helm/talih');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-chart-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Manifest = Record<string, unknown> & {
  kind: string;
  apiVersion: string;
  metadata: { name: string; annotations?: Record<string, string> };
};

/** `helm template` with the values files (and extra values), as parsed objects. */
function render(files: string[], extra: object = {}): Manifest[] {
  const extraFile = path.join(scratch, `extra-${Math.random().toString(36).slice(2)}.yaml`);
  fs.writeFileSync(extraFile, stringify(extra));
  const args = ['template', 'talih', CHART, '--namespace', 'talih'];
  for (const f of files) args.push('-f', path.join(CHART, f));
  args.push('-f', extraFile);
  return parseAllDocuments(helm(args))
    .map((d) => d.toJS() as Manifest | null)
    .filter((m): m is Manifest => m !== null);
}

/** Helm's refusal message, or '' when the chart renders. */
function refusal(files: string[], extra: object = {}): string {
  try {
    render(files, extra);
    return '';
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return /execution error at \([^)]*\): (.*)/.exec(stderr)?.[1] ?? stderr;
  }
}

const VALIDATORS: Record<string, (m: object) => { validate(): void }> = {
  'v1/ConfigMap': (m) => new ConfigMap(m as never),
  'v1/Secret': (m) => new Secret(m as never),
  'v1/Service': (m) => new Service(m as never),
  'apps/v1/Deployment': (m) => new Deployment(m as never),
  'apps/v1/StatefulSet': (m) => new StatefulSet(m as never),
  'autoscaling/v2/HorizontalPodAutoscaler': (m) => new HorizontalPodAutoscaler(m as never),
  'batch/v1/Job': (m) => new Job(m as never),
  'networking.k8s.io/v1/Ingress': (m) => new Ingress(m as never),
  'policy/v1/PodDisruptionBudget': (m) => new PodDisruptionBudget(m as never),
};
const kindOf = (m: Manifest) => `${m.apiVersion}/${m.kind}`;
const named = (ms: Manifest[], kind: string, name = 'talih') =>
  ms.find((m) => m.kind === kind && m.metadata.name === name) as never;

const DOCUMENTED: [string, string[], string[]][] = [
  [
    'single node (SQLite)',
    ['values-single-node.yaml'],
    ['ConfigMap', 'Ingress', 'Secret', 'Service', 'Service', 'StatefulSet'],
  ],
  [
    'three instances',
    ['values-three-instances.yaml'],
    [
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'Secret',
      'Service',
      'Service',
    ],
  ],
  [
    'three instances with the back-office',
    ['values-three-instances.yaml', 'values-backoffice.yaml'],
    [
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'Secret',
      'Service',
      'Service',
      'Service',
    ],
  ],
];

/** A documented `<...>` placeholder filled as told (64 hex characters). */
const fill = (v: string) => v.replace(/<[^>]+>/g, 'c0ffee'.repeat(10) + 'c0de');

describe('the Helm chart, for each documented values file', () => {
  for (const [name, files, kinds] of DOCUMENTED) {
    it(`${name}: renders objects the Kubernetes schemas accept`, () => {
      const manifests = render(files);
      expect(manifests.map((m) => m.kind).sort()).toEqual(kinds);
      for (const m of manifests) {
        expect(VALIDATORS[kindOf(m)], kindOf(m)).toBeDefined();
        expect(() => VALIDATORS[kindOf(m)]!(m).validate(), kindOf(m)).not.toThrow();
      }
    });

    it(`${name}: the pods' settings pass talih doctor`, () => {
      const manifests = render(files);
      const config = named(manifests, 'ConfigMap', 'talih-config') as { data: object };
      const secret = named(manifests, 'Secret', 'talih-secrets') as { stringData: object };
      const env = Object.fromEntries(
        Object.entries({ ...config.data, ...secret.stringData }).map(([k, v]) => [
          k,
          fill(String(v)),
        ]),
      );
      const lines: string[] = [];
      expect(doctor(env, (l) => lines.push(l))).toBe(0);
      expect(lines).toContain(
        'production: nothing to refuse; this environment would start with NODE_ENV=production',
      );
    });
  }
});

describe('the chart refuses a split ledger', () => {
  const SPLIT =
    'several pods (replicaCount > 1 or autoscaling.enabled) need secrets.values.DATABASE_URL and secrets.values.REDIS_URL: without them each pod would run its own SQLite ledger and cache (a split ledger). Set both, or use database: sqlite with one pod';
  const SQLITE_ONE =
    'database: sqlite runs one pod (a StatefulSet with its volume): set replicaCount: 1 and autoscaling.enabled: false, or use database: postgres with DATABASE_URL and REDIS_URL';

  it('with its defaults: three pods and no DATABASE_URL or REDIS_URL', () => {
    expect(refusal([])).toBe(SPLIT);
  });

  it('with replicas > 1 or the autoscaler on and one of the two missing', () => {
    const three = ['values-three-instances.yaml'];
    expect(refusal(three, { secrets: { values: { REDIS_URL: '' } } })).toBe(SPLIT);
    expect(refusal(three, { secrets: { values: { DATABASE_URL: '' } } })).toBe(SPLIT);
    expect(
      refusal(three, {
        autoscaling: { enabled: false },
        replicaCount: 2,
        secrets: { values: { DATABASE_URL: '' } },
      }),
    ).toBe(SPLIT);
    // One pod without them is the single-node case, allowed.
    expect(
      refusal(three, {
        autoscaling: { enabled: false },
        replicaCount: 1,
        secrets: { values: { DATABASE_URL: '', REDIS_URL: '' } },
      }),
    ).toBe('');
  });

  it('SQLite with more than one pod or the autoscaler', () => {
    expect(refusal(['values-single-node.yaml'], { replicaCount: 3 })).toBe(SQLITE_ONE);
    expect(refusal(['values-single-node.yaml'], { autoscaling: { enabled: true } })).toBe(
      SQLITE_ONE,
    );
  });
});

describe('the chart, object by object', () => {
  const three = render(['values-three-instances.yaml']);

  it('keeps the ConfigMap and Secret as release objects, the pods carrying their checksums', () => {
    for (const m of three.filter((x) => x.kind === 'ConfigMap' || x.kind === 'Secret')) {
      expect(Object.keys(m.metadata.annotations ?? {})).toEqual([]);
    }
    const checksums = (ms: Manifest[]) =>
      (named(ms, 'Deployment') as Deployment).spec!.template.metadata!.annotations!;
    const before = checksums(three);
    expect(before['checksum/config']).toMatch(/^[0-9a-f]{64}$/);
    expect(before['checksum/secrets']).toMatch(/^[0-9a-f]{64}$/);
    // A config-only upgrade changes the pod template, so the pods roll.
    const after = checksums(
      render(['values-three-instances.yaml'], { config: { LOG_LEVEL: 'debug' } }),
    );
    expect(after['checksum/config']).not.toBe(before['checksum/config']);
    expect(after['checksum/secrets']).toBe(before['checksum/secrets']);
  });

  it('leaves replicas to the autoscaler when it is on', () => {
    expect((named(three, 'Deployment') as Deployment).spec!.replicas).toBeUndefined();
    const fixed = render(['values-three-instances.yaml'], {
      autoscaling: { enabled: false },
      replicaCount: 3,
    });
    expect((named(fixed, 'Deployment') as Deployment).spec!.replicas).toBe(3);
    expect(fixed.some((m) => m.kind === 'HorizontalPodAutoscaler')).toBe(false);
  });

  it('spreads pods over nodes and zones, and lets a drain take one at a time', () => {
    const pod = (named(three, 'Deployment') as Deployment).spec!.template.spec!;
    expect(pod.topologySpreadConstraints!.map((c) => [c.topologyKey, c.maxSkew])).toEqual([
      ['kubernetes.io/hostname', 1],
      ['topology.kubernetes.io/zone', 1],
    ]);
    const pdb = named(three, 'PodDisruptionBudget') as PodDisruptionBudget;
    expect(pdb.spec!.maxUnavailable).toBe(1);
    expect(pdb.spec!.selector!.matchLabels).toEqual({
      'app.kubernetes.io/name': 'talih',
      'app.kubernetes.io/instance': 'talih',
    });
  });

  it('runs probes, resources, a non-root user and a graceful stop', () => {
    const pod = (named(three, 'Deployment') as Deployment).spec!.template.spec!;
    const container = pod.containers[0]!;
    expect(container.readinessProbe!.httpGet!.path).toBe('/readyz');
    expect(container.livenessProbe!.httpGet!.path).toBe('/healthz');
    expect(container.ports!.map((p) => [p.name, p.containerPort])).toEqual([
      ['http', 3000],
      ['backoffice', 3001],
    ]);
    expect(container.resources).toEqual({
      requests: { cpu: '500m', memory: '512Mi' },
      limits: { cpu: '2', memory: '1Gi' },
    });
    expect(pod.securityContext!.runAsNonRoot).toBe(true);
    expect(pod.terminationGracePeriodSeconds).toBe(40);
  });

  it('keeps /metrics off the public Ingress', () => {
    const ingress = named(three, 'Ingress') as Ingress;
    const paths = ingress.spec!.rules![0]!.http!.paths.map((p) => [
      p.path,
      p.pathType,
      p.backend.service!.name,
    ]);
    expect(paths).toEqual([
      ['/metrics', 'Prefix', 'talih-closed'],
      ['/', 'Prefix', 'talih'],
    ]);
    // The Service /metrics goes to selects no pod.
    expect((named(three, 'Service', 'talih-closed') as Service).spec!.selector).toBeUndefined();
  });

  it('puts the back-office on its own Service and host, off by default', () => {
    expect(three.map((m) => m.metadata.name)).not.toContain('talih-backoffice');
    const on = render(['values-three-instances.yaml', 'values-backoffice.yaml']);
    const service = named(on, 'Service', 'talih-backoffice') as Service;
    expect(service.spec!.ports!.map((p) => [p.port, p.targetPort])).toEqual([[80, 'backoffice']]);
    const ingress = named(on, 'Ingress', 'talih-backoffice') as Ingress;
    expect(ingress.spec!.rules![0]!.host).toBe('backoffice.talih.example.com');
    expect(ingress.spec!.rules![0]!.http!.paths.map((p) => p.backend.service!.name)).toEqual([
      'talih-closed',
      'talih-backoffice',
    ]);
    expect(ingress.metadata!.annotations).toEqual({
      'nginx.ingress.kubernetes.io/whitelist-source-range': '203.0.113.0/24',
    });
  });

  it('runs SQLite as one StatefulSet pod with a PersistentVolumeClaim for /data', () => {
    const single = render(['values-single-node.yaml']);
    const set = named(single, 'StatefulSet') as StatefulSet;
    expect(set.spec!.replicas).toBe(1);
    expect(
      set.spec!.volumeClaimTemplates!.map((c) => [
        c.metadata!.name,
        c.spec!.resources!.requests!.storage,
      ]),
    ).toEqual([['data', '20Gi']]);
    expect(set.spec!.template.spec!.volumes!.map((v) => v.name)).toEqual(['tmp']);
    // No migration Job (the pod migrates at start) and no disruption budget on one pod.
    expect(single.map((m) => m.kind)).not.toContain('Job');
    expect(single.map((m) => m.kind)).not.toContain('PodDisruptionBudget');
  });
});
