// A banner picture for one language: upload (PNG, JPEG or WebP up to 1 MB, checked here and
// again by the server), see it, or take it away (the Turkish picture or the generated art then
// shows).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_TYPES } from '@talih/contracts/backoffice/lobby.ts';
import { useUploadBannerImage } from './api.ts';
import { errorText } from './labels.ts';

export function BannerPicture({
  url,
  onChange,
}: {
  url: string | null;
  onChange(file: string | null, url: string | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadBannerImage((stored) => onChange(stored.file, stored.url));
  return (
    <div className="field">
      <label htmlFor={id}>
        <span className="field-label">{t('lobby.banners.picture')}</span>
      </label>
      {url ? (
        <img className="banner-preview-img" src={url} alt={t('lobby.banners.pictureAlt')} />
      ) : (
        <p className="muted small">{t('lobby.banners.noPicture')}</p>
      )}
      <div className="filter-row">
        <input
          id={id}
          type="file"
          accept={BANNER_IMAGE_TYPES.join(',')}
          data-testid="banner-picture"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
        {url && (
          <button type="button" className="btn btn-small" onClick={() => onChange(null, null)}>
            {t('lobby.remove')}
          </button>
        )}
      </div>
      <small className="muted">{t('lobby.banners.pictureHint')}</small>
      {upload.isPending && <p className="muted small">{t('common.working')}</p>}
      {upload.error && (
        <p className="form-error" role="alert">
          {errorText(upload.error, t('common.networkError'))}
        </p>
      )}
    </div>
  );
}
