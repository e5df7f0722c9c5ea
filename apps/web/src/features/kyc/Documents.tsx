// Document upload, one card per kind: the rules, the file picker, progress while it uploads,
// then each file's state (in review, approved, rejected with the reason, more needed).
import { useRef, useState, type RefObject } from 'react';
import { CheckCircle2, Clock, FileText, RotateCcw, Upload, XCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  KYC_MIME_TYPES,
  type KycDocument,
  type KycDocumentKind,
  type KycStatus,
} from '@talih/contracts/kyc.ts';
import { toast } from '../../lib/toast.ts';
import { KYC_STATUS_KEY, uploadKycFile } from './api.ts';

const STATUS_ICON = {
  pending: Clock,
  approved: CheckCircle2,
  rejected: XCircle,
  more_requested: RotateCcw,
} as const;

function DocumentRow({ doc, fresh }: { doc: KycDocument; fresh: boolean }) {
  const { t } = useTranslation();
  const Icon = STATUS_ICON[doc.status];
  // A file sent a moment ago reads "Uploaded" before it becomes "In review".
  const label = fresh ? t('kyc.docs.status.uploaded') : t(`kyc.docs.status.${doc.status}`);
  return (
    <li className="kyc-doc" data-status={doc.status} data-testid={`kyc-doc-${doc.kind}`}>
      <FileText size={18} aria-hidden="true" />
      <span className="kyc-doc-name">{doc.fileName}</span>
      <span className="kyc-badge" data-status={fresh ? 'uploaded' : doc.status}>
        <Icon size={14} aria-hidden="true" />
        {label}
      </span>
      {doc.reviewNote && (
        <p className="kyc-doc-note">
          {doc.status === 'rejected'
            ? t('kyc.docs.reason', { reason: doc.reviewNote })
            : t('kyc.docs.request', { note: doc.reviewNote })}
        </p>
      )}
    </li>
  );
}

/**
 * Uploads a document of `kind` after checking its size and type here (the server checks them
 * too), with its progress; the new document is marked until it is reviewed.
 */
function useDocumentUpload(
  kind: KycDocumentKind,
  status: KycStatus,
  input: RefObject<HTMLInputElement | null>,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [fresh, setFresh] = useState<number | null>(null);
  const mb = status.maxBytes / 1024 / 1024;

  const send = async (file: File) => {
    if (file.size > status.maxBytes) return toast(t('kyc.docs.clientTooLarge', { mb }), 'error');
    if (file.type && !(KYC_MIME_TYPES as readonly string[]).includes(file.type)) {
      return toast(t('kyc.docs.clientBadType'), 'error');
    }
    setProgress(0);
    try {
      const doc = await uploadKycFile(kind, file, setProgress);
      setFresh(doc.id);
      await client.invalidateQueries({ queryKey: KYC_STATUS_KEY });
    } catch (error) {
      toast((error as Error).message, 'error');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return { progress, fresh, send };
}

function DocumentCard({ kind, status }: { kind: KycDocumentKind; status: KycStatus }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { progress, fresh, send } = useDocumentUpload(kind, status, input);
  const docs = status.documents.filter((d) => d.kind === kind);
  const mb = status.maxBytes / 1024 / 1024;
  const done = docs.some((d) => d.status === 'approved');
  const waiting = docs.some((d) => d.status === 'pending');

  return (
    <section className="kyc-card kyc-doc-card" aria-labelledby={`kyc-${kind}`}>
      <h3 id={`kyc-${kind}`} className="kyc-card-title">
        {t(`kyc.docs.${kind}`)}
      </h3>
      <p className="kyc-muted">{t(`kyc.docs.${kind}Hint`)}</p>
      {docs.length > 0 && (
        <ul className="kyc-docs">
          {docs.map((d) => (
            <DocumentRow key={d.id} doc={d} fresh={d.id === fresh && d.status === 'pending'} />
          ))}
        </ul>
      )}
      {progress !== null ? (
        <div className="kyc-progress" role="status">
          <progress max={100} value={progress} aria-label={t(`kyc.docs.${kind}`)} />
          <span>{t('kyc.docs.uploading', { pct: progress })}</span>
        </div>
      ) : (
        !done && (
          <div className="kyc-upload">
            <input
              ref={input}
              type="file"
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              className="sr-only"
              id={`kyc-file-${kind}`}
              data-testid={`kyc-file-${kind}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
            <label htmlFor={`kyc-file-${kind}`} className="btn btn-secondary">
              <Upload size={18} aria-hidden="true" />
              {waiting || docs.length > 0 ? t('kyc.docs.again') : t('kyc.docs.choose')}
            </label>
            <span className="kyc-muted kyc-rules">{t('kyc.docs.rules', { mb })}</span>
          </div>
        )
      )}
    </section>
  );
}

export function Documents({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const sof = status.sourceOfFunds !== 'none';
  return (
    <div className="kyc-stack">
      {sof && (
        <section className="kyc-card kyc-alert" role="note">
          <p>{t('kyc.docs.sofIntro')}</p>
        </section>
      )}
      {sof && <DocumentCard kind="source_of_funds" status={status} />}
      <DocumentCard kind="identity" status={status} />
      <DocumentCard kind="address" status={status} />
    </div>
  );
}
