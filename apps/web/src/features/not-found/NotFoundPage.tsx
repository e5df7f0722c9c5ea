import { House, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../components/ui/StatePanel.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={MapPinOff}
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Link to="/" className="btn btn-primary">
          <House size={18} aria-hidden="true" />
          {t('notFound.back')}
        </Link>
      }
    />
  );
}
