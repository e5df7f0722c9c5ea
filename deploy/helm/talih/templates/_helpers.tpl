{{/* Labels every object carries; the selector uses the first two. */}}
{{- define "talih.selector" -}}
app.kubernetes.io/name: talih
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "talih.labels" -}}
{{ include "talih.selector" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/*
One ledger: several pods must share PostgreSQL and Redis. With the embedded SQLite file each
pod would keep its own ledger (and its own cache), so the chart refuses to render that.
*/}}
{{- define "talih.sqlite" -}}
{{- if eq .Values.database "sqlite" }}true{{ end }}
{{- end }}

{{- define "talih.check" -}}
{{- if not (has .Values.database (list "postgres" "sqlite")) }}
{{- fail (printf "database must be postgres or sqlite, not %q" .Values.database) }}
{{- end }}
{{- $several := or .Values.autoscaling.enabled (gt (int .Values.replicaCount) 1) }}
{{- if include "talih.sqlite" . }}
{{- if $several }}
{{- fail "database: sqlite runs one pod (a StatefulSet with its volume): set replicaCount: 1 and autoscaling.enabled: false, or use database: postgres with DATABASE_URL and REDIS_URL" }}
{{- end }}
{{- else if and $several .Values.secrets.create (or (not .Values.secrets.values.DATABASE_URL) (not .Values.secrets.values.REDIS_URL)) }}
{{- fail "several pods (replicaCount > 1 or autoscaling.enabled) need secrets.values.DATABASE_URL and secrets.values.REDIS_URL: without them each pod would run its own SQLite ledger and cache (a split ledger). Set both, or use database: sqlite with one pod" }}
{{- end }}
{{- end }}

{{/* The pod: the same for the Deployment (PostgreSQL) and the StatefulSet (SQLite). */}}
{{- define "talih.pod" -}}
metadata:
  labels:
    {{- include "talih.selector" . | nindent 4 }}
  annotations:
    # A config-only upgrade changes these, so the pods roll and read the new settings.
    checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
    checksum/secrets: {{ include (print $.Template.BasePath "/secret.yaml") . | sha256sum }}
    prometheus.io/scrape: 'true'
    prometheus.io/path: /metrics
    prometheus.io/port: '3000'
spec:
  terminationGracePeriodSeconds: {{ .Values.terminationGracePeriodSeconds }}
  securityContext:
    runAsNonRoot: true
    runAsUser: 1000
    runAsGroup: 1000
    fsGroup: 1000
  {{- if not (include "talih.sqlite" .) }}
  # Spread over nodes and zones, so one node or zone going down leaves pods serving.
  topologySpreadConstraints:
    - maxSkew: 1
      topologyKey: kubernetes.io/hostname
      whenUnsatisfiable: ScheduleAnyway
      labelSelector:
        matchLabels:
          {{- include "talih.selector" . | nindent 10 }}
    - maxSkew: 1
      topologyKey: topology.kubernetes.io/zone
      whenUnsatisfiable: ScheduleAnyway
      labelSelector:
        matchLabels:
          {{- include "talih.selector" . | nindent 10 }}
  {{- end }}
  containers:
    - name: talih
      image: {{ .Values.image.repository }}:{{ .Values.image.tag }}
      imagePullPolicy: {{ .Values.image.pullPolicy }}
      args: ['server']
      ports:
        - name: http
          containerPort: 3000
          protocol: TCP
        - name: backoffice
          containerPort: 3001
          protocol: TCP
      envFrom:
        - configMapRef:
            name: {{ .Release.Name }}-config
        - secretRef:
            name: {{ .Values.secrets.name | default (printf "%s-secrets" .Release.Name) }}
      startupProbe:
        httpGet:
          path: /healthz
          port: http
        periodSeconds: 2
        failureThreshold: 60
      livenessProbe:
        httpGet:
          path: /healthz
          port: http
        periodSeconds: 10
        timeoutSeconds: 3
        failureThreshold: 3
      readinessProbe:
        httpGet:
          path: /readyz
          port: http
        periodSeconds: 5
        timeoutSeconds: 3
        failureThreshold: 2
      lifecycle:
        preStop:
          exec:
            command: ['sleep', '{{ .Values.preStopSleepSeconds }}']
      securityContext:
        allowPrivilegeEscalation: false
        readOnlyRootFilesystem: true
        capabilities:
          drop: ['ALL']
      resources:
        {{- toYaml .Values.resources | nindent 8 }}
      volumeMounts:
        - name: data
          mountPath: /data
        - name: tmp
          mountPath: /tmp
  volumes:
    {{- if not (include "talih.sqlite" .) }}
    # PostgreSQL holds the ledger; /data keeps only what a pod may lose.
    - name: data
      emptyDir: {}
    {{- end }}
    - name: tmp
      emptyDir: {}
{{- end }}
