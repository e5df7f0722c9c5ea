// The games screen's Hub88 button: Hub88's game list into the catalogue now (the job does it
// every 6 hours), then what it did, or why it could not. Content editors only.
import { useTranslation } from 'react-i18next';
import { useSyncHub88 } from './api.ts';
import { errorText } from './labels.ts';

export function Hub88Sync() {
  const { t } = useTranslation();
  // What it did stays beside the button (a toast would say it twice).
  const sync = useSyncHub88();
  const failed = errorText(sync.error, t('common.loadFailed'));
  return (
    <div className="hub88-sync">
      <button type="button" className="btn" disabled={sync.isPending} onClick={() => sync.mutate()}>
        {sync.isPending ? t('lobby.hub88.syncing') : t('lobby.hub88.sync')}
      </button>
      {sync.data && !sync.isPending && (
        <span role="status" className="muted small">
          {t('lobby.hub88.done', sync.data)}
        </span>
      )}
      {failed && (
        <span role="alert" className="form-error small">
          {failed}
        </span>
      )}
    </div>
  );
}
