// The player 360's KYC section: the same file and viewer as the KYC area, under a heading.
import { useTranslation } from 'react-i18next';
import { KycFile } from './KycFile.tsx';

export function KycPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <section className="kyc-panel" aria-labelledby="kyc-panel-title">
      <h2 id="kyc-panel-title" className="kyc-panel-title">
        {t('kyc.file')}
      </h2>
      <KycFile userId={userId} />
    </section>
  );
}
