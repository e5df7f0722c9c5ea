// One player's KYC file: the details they entered, what is still missing, their documents, the
// viewer, and (with kyc.review) the decision on a waiting document. Used on its own page from
// the queue and as the KYC panel of the player 360.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycPlayerFile, KycQueueRow } from '@talih/contracts/backoffice/kyc.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { kycQueries, useKycDecide, type KycDecision } from './api.ts';
import { DocumentViewer } from './DocumentViewer.tsx';
import { KycLevelBadge, KycStatusBadge } from './badges.tsx';
import './kyc.css';

type Decision = KycDecision;

function countryName(code: string, lang: string) {
  try {
    return `${new Intl.DisplayNames([lang === 'en' ? 'en' : 'tr'], { type: 'region' }).of(code)} (${code})`;
  } catch {
    return code;
  }
}

function Details({ f }: { f: KycPlayerFile }) {
  const { t, i18n } = useTranslation();
  const fact = (key: string, value: React.ReactNode) => (
    <div key={key}>
      <dt>{t(`kyc.facts.${key}`)}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
  return (
    <dl className="facts">
      {fact('level', <KycLevelBadge level={f.level} />)}
      {fact('fullName', f.fullName)}
      {fact('birthDate', f.birthDate && <span className="num">{f.birthDate}</span>)}
      {fact('country', f.country && countryName(f.country, i18n.language))}
      {fact('city', f.city)}
      {fact('address', f.address)}
      {fact('nationalId', f.nationalId && <span className="num">{f.nationalId}</span>)}
      {fact('verifiedAt', f.verifiedAt ? <DateTime ms={f.verifiedAt} /> : null)}
      {fact('sourceOfFunds', t(`kyc.sof.${f.sourceOfFunds}`))}
      {fact('lifetimeDeposits', <Money minor={f.lifetimeDepositsMinor} />)}
      {fact(
        'nextMissing',
        f.nextMissing.length ? f.nextMissing.map((m) => t(`kyc.missing.${m}`)).join(', ') : null,
      )}
    </dl>
  );
}

function DocumentList(props: {
  docs: KycQueueRow[];
  selected: number | null;
  onSelect(id: number): void;
}) {
  const { t } = useTranslation();
  if (props.docs.length === 0) return <p className="muted">{t('kyc.noDocuments')}</p>;
  return (
    <ul className="kyc-doc-list">
      {props.docs.map((d) => (
        <li key={d.documentId} data-selected={d.documentId === props.selected || undefined}>
          <button
            type="button"
            className="kyc-doc-button"
            onClick={() => props.onSelect(d.documentId)}
          >
            <span className="kyc-doc-kind">{t(`kyc.kind.${d.kind}`)}</span>
            <KycStatusBadge status={d.status} />
            <span className="muted clip">{d.fileName}</span>
            <span className="muted">
              <DateTime ms={d.createdAt} />
            </span>
          </button>
          {d.reviewedBy && (
            <p className="muted kyc-doc-review">
              {d.reviewedBy} · <DateTime ms={d.reviewedAt} />
              {d.reviewNote ? ` · ${d.reviewNote}` : ''}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function KycFile({ userId, initialDoc }: { userId: number; initialDoc?: number }) {
  const { t } = useTranslation();
  const canReview = useCan('kyc.review');
  const [selected, setSelected] = useState<number | null>(initialDoc ?? null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const file = useQuery(kycQueries.player(userId));
  if (file.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (file.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>{errorText(t, file.error)}</p>
        <button type="button" className="btn" onClick={() => void file.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const f = file.data;
  const doc = f.documents.find((d) => d.documentId === selected) ?? null;
  return (
    <div className="kyc-file">
      <section className="panel" aria-labelledby="kyc-details">
        <h2 id="kyc-details">
          <Link to={`/players/${f.userId}`}>{f.nickname}</Link>{' '}
          <span className="muted num">#{f.userId}</span>
        </h2>
        {f.level === 'none' && !f.fullName && <p className="muted">{t('kyc.noDetails')}</p>}
        <Details f={f} />
        <DocumentList docs={f.documents} selected={selected} onSelect={setSelected} />
      </section>
      <Viewer doc={doc} canDecide={canReview && doc?.status === 'pending'} onDecide={setDeciding} />
      {selected !== null && (
        <DecideDocument
          documentId={selected}
          deciding={deciding}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

/** The document chosen, and (with kyc.review, while it waits) the decisions on it. */
function Viewer(props: {
  doc: KycQueueRow | null;
  canDecide: boolean;
  onDecide(d: Decision): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel kyc-viewer-panel" aria-labelledby="kyc-viewer">
      <h2 id="kyc-viewer">{t('kyc.viewer')}</h2>
      {props.doc ? (
        <>
          <p className="head-line">
            <strong>{t(`kyc.kind.${props.doc.kind}`)}</strong>{' '}
            <KycStatusBadge status={props.doc.status} />
          </p>
          <DocumentViewer documentId={props.doc.documentId} />
          {props.canDecide && (
            <div className="row-actions kyc-decide">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => props.onDecide('approve')}
              >
                {t('kyc.approve')}
              </button>
              <button type="button" className="btn" onClick={() => props.onDecide('request_more')}>
                {t('kyc.requestMore')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => props.onDecide('reject')}
              >
                {t('kyc.reject')}
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="muted">{t('kyc.viewerHint')}</p>
      )}
    </section>
  );
}

function DecideDocument(props: { documentId: number; deciding: Decision | null; onClose(): void }) {
  const { t } = useTranslation();
  const decide = useKycDecide((decision) => {
    const done = {
      approve: 'kyc.approved',
      reject: 'kyc.rejected',
      request_more: 'kyc.moreRequested',
    } as const;
    toast.success(t(done[decision]));
    props.onClose();
  });
  return (
    <ConfirmDialog
      open={props.deciding !== null}
      title={t(
        props.deciding === 'approve'
          ? 'kyc.approveTitle'
          : props.deciding === 'reject'
            ? 'kyc.rejectTitle'
            : 'kyc.moreTitle',
      )}
      confirmLabel={t(
        props.deciding === 'approve'
          ? 'kyc.approve'
          : props.deciding === 'reject'
            ? 'kyc.reject'
            : 'kyc.requestMore',
      )}
      danger={props.deciding === 'reject'}
      requireReason={props.deciding !== 'approve'}
      busy={decide.isPending}
      error={decide.isError ? errorText(t, decide.error) : null}
      onCancel={() => {
        props.onClose();
        decide.reset();
      }}
      onConfirm={(note) =>
        props.deciding &&
        decide.mutate({ documentId: props.documentId, decision: props.deciding, note })
      }
    >
      <p className="muted">
        {props.deciding === 'approve' ? t('kyc.approveBody') : t('kyc.noteHint')}
      </p>
    </ConfirmDialog>
  );
}
