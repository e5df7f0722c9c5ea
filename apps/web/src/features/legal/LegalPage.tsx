// /legal/terms, /legal/privacy, /legal/bonus-terms: the current version of an operator's legal
// text in the player's language, open to everyone (the sign-up box links here).
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LEGAL_PATHS, type LegalKind } from '@talih/contracts/legal.ts';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { ErrorPanel, StatePanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useLegalDocument } from './api.ts';
import './legal.css';

/** The kind a page path names (`bonus-terms` -> bonus_terms), or null. */
export function kindOfSlug(slug: string | undefined): LegalKind | null {
  const entry = Object.entries(LEGAL_PATHS).find(([, path]) => path === `/legal/${slug}`);
  return entry ? (entry[0] as LegalKind) : null;
}

export default function LegalPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const kind = kindOfSlug(useParams().doc);
  const q = useLegalDocument(kind);
  if (kind === null) {
    return <StatePanel icon={FileText} title={t('legal.unknown')} body={t('legal.unknownBody')} />;
  }
  if (q.isPending) {
    return (
      <div className="legal-page" aria-busy="true">
        <div className="skeleton legal-skeleton-title" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton legal-skeleton-line" />
        ))}
        <span className="sr-only">{t('base.loading')}</span>
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorPanel
        headingLevel={1}
        title={t('legal.loadError')}
        message={q.error.message}
        retry={() => void q.refetch()}
      />
    );
  }
  const doc = q.data;
  return (
    <article className="legal-page" data-testid="legal-page">
      <h1 className="legal-title">{doc.title}</h1>
      <p className="legal-meta">
        {t('legal.versionLine', {
          version: doc.version,
          date: formatDateTime(doc.publishedAt, lang),
        })}
      </p>
      <Markdown source={doc.bodyMd} className="legal-body" />
    </article>
  );
}
