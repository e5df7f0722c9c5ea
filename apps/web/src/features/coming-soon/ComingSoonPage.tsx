// The designed stand-in for pages whose feature is not built yet: never a blank screen.
import { Hourglass, House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const page = handle ? t(handle.meta.title) : '';
  return (
    <StatePanel
      icon={Hourglass}
      eyebrow={page}
      title={t('comingSoon.title')}
      body={t('comingSoon.body')}
      action={
        <Link to="/" className="btn btn-primary">
          <House size={18} aria-hidden="true" />
          {t('comingSoon.back')}
        </Link>
      }
    />
  );
}
