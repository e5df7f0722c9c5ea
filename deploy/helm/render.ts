// Renders the chart in ./talih without Helm, for the tests (and `node deploy/helm/render.ts`
// to see the manifests). The templates keep to a small subset of Helm's language:
// {{ .Values.a.b }}, {{ .Release.Name }}, {{ .Chart.AppVersion }}, {{ x | quote }},
// {{ toYaml x | nindent N }}, {{ if x }} / {{ if not x }} ... {{ end }}, with - trim markers.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse, stringify } from 'yaml';

export const CHART_DIR = path.join(import.meta.dirname, 'talih');

type Scope = Record<string, unknown>;

function lookup(scope: Scope, expr: string): unknown {
  if (!expr.startsWith('.')) throw new Error(`unsupported template expression: ${expr}`);
  let value: unknown = scope;
  for (const key of expr.slice(1).split('.')) {
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  return value;
}

function evaluate(scope: Scope, action: string): string {
  const [head = '', ...pipes] = action.split('|').map((s) => s.trim());
  let value: unknown;
  let yaml = false;
  if (head.startsWith('toYaml ')) {
    value = stringify(lookup(scope, head.slice(7).trim())).trimEnd();
    yaml = true;
  } else {
    value = lookup(scope, head);
  }
  for (const pipe of pipes) {
    const nindent = /^nindent (\d+)$/.exec(pipe);
    if (nindent && yaml) {
      const pad = ' '.repeat(Number(nindent[1]));
      value = `\n${String(value)
        .split('\n')
        .map((l) => pad + l)
        .join('\n')}`;
    } else if (pipe === 'quote') value = JSON.stringify(String(value));
    else throw new Error(`unsupported template pipe: ${pipe}`);
  }
  if (value === undefined) throw new Error(`no value for ${head}`);
  return String(value);
}

export function renderTemplate(text: string, scope: Scope): string {
  const out: string[] = [];
  // One entry per open `if`: whether its body is emitted.
  const emitting: boolean[] = [];
  const on = () => emitting.every(Boolean);
  const pattern = /\{\{(-?)\s*(.*?)\s*(-?)\}\}/g;
  let last = 0;
  let trimNext = false;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    let literal = text.slice(last, m.index);
    if (trimNext) literal = literal.replace(/^\s+/, '');
    if (m[1] === '-') literal = literal.replace(/\s+$/, '');
    if (on()) out.push(literal);
    const action = m[2] ?? '';
    const cond = /^if (not )?(\S+)$/.exec(action);
    if (cond) emitting.push(Boolean(lookup(scope, cond[2]!)) !== Boolean(cond[1]));
    else if (action === 'end') emitting.pop();
    else if (on()) out.push(evaluate(scope, action));
    trimNext = m[3] === '-';
    last = pattern.lastIndex;
  }
  let tail = text.slice(last);
  if (trimNext) tail = tail.replace(/^\s+/, '');
  out.push(tail);
  return out.join('');
}

/** Every manifest of the chart, parsed, with these values merged over values.yaml. */
export function renderChart(
  overrides: Record<string, unknown> = {},
  release = { Name: 'talih', Namespace: 'default' },
): Record<string, unknown>[] {
  const values = {
    ...(parse(fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8')) as object),
    ...overrides,
  };
  const chart = parse(fs.readFileSync(path.join(CHART_DIR, 'Chart.yaml'), 'utf8')) as Scope;
  const scope = {
    Values: values,
    Release: release,
    Chart: { Name: chart.name, AppVersion: chart.appVersion },
  };
  const manifests: Record<string, unknown>[] = [];
  const dir = path.join(CHART_DIR, 'templates');
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const text = renderTemplate(fs.readFileSync(path.join(dir, file), 'utf8'), scope);
    for (const doc of parseAllDocuments(text)) {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      const manifest = doc.toJS() as Record<string, unknown> | null;
      if (manifest) manifests.push(manifest);
    }
  }
  return manifests;
}

if (import.meta.main) {
  for (const m of renderChart()) console.log(`---\n${stringify(m)}`);
}
