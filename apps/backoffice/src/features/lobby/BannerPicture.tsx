// A banner picture for one language: upload (PNG, JPEG or WebP up to 1 MB, checked here and
// again by the server), see it, or take it away (the Turkish picture or the generated art then
// shows).
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_IMAGE_BYTES_MAX,
  BANNER_IMAGE_TYPES,
  uploadBannerImage,
} from '@talih/contracts/backoffice/content.ts';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './use-lookups.ts';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function BannerPicture({
  url,
  onChange,
}: {
  url: string | null;
  onChange(file: string | null, url: string | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        throw new Error(t('lobby.banners.pictureType'));
      }
      if (file.size > BANNER_IMAGE_BYTES_MAX) throw new Error(t('lobby.banners.pictureSize'));
      return staffCall(uploadBannerImage, {
        fileName: file.name,
        contentType: file.type,
        data: await base64Of(file),
      });
    },
    onSuccess: (stored) => onChange(stored.file, stored.url),
  });
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
