// A KYC document shown inline: its bytes come from the permission-checked staff call (each view
// audited) and are shown from a blob URL, so no file ever has an address of its own.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kycQueries } from './api.ts';

function blobOf(base64: string, mime: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}

export function DocumentViewer({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const file = useQuery(kycQueries.document(documentId));
  const url = useMemo(
    () => (file.data ? URL.createObjectURL(blobOf(file.data.dataBase64, file.data.mime)) : null),
    [file.data],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  if (file.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>{file.error.message || t('common.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void file.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!file.data || !url) return <p className="muted kyc-viewer-empty">{t('kyc.viewerLoading')}</p>;
  const pdf = file.data.mime === 'application/pdf';
  return (
    <figure className="kyc-viewer">
      {pdf ? (
        <iframe src={url} title={file.data.fileName} className="kyc-viewer-frame" />
      ) : (
        <img src={url} alt={file.data.fileName} className="kyc-viewer-image" />
      )}
      <figcaption className="kyc-viewer-caption">
        <span className="clip">{file.data.fileName}</span>
        <a className="btn btn-small" href={url} download={file.data.fileName}>
          {t('kyc.download')}
        </a>
      </figcaption>
    </figure>
  );
}
